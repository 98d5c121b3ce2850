/**
 * Towns after the abbreviated settlement word of Cyrillic addresses (ADR 0107): Russian "г. Екатеринбург"
 * (город), Ukrainian "м. Київ" (місто), "смт. Ворзель", "с. Петрівка" (село), Bulgarian "гр. София", "пгт.",
 * "пос.", "мкр." (микрорайон, a district). The gazetteer holds towns in Latin letters only, so a Cyrillic town
 * is known by its place in the address: the abbreviation, written lower case with its dot, says what follows
 * is a settlement, as "Col." or "Brgy." do (phi-town-districts.ts).
 *
 * "м." and "с." are also "metre" and "page": they count only before a capitalized Cyrillic word, as a part of
 * an address line of their own (after a comma, a colon or the line's start; a digit before on the line, or a
 * postal code after the name). Gated per token on its first
 * letter being Cyrillic and capitalized; one short regex for the ones that pass.
 */
import { PLACE_RANK } from './phi-cities.js';
import type { Tok } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** The abbreviation right before the word: a non-letter before it, its dot, at most one blank. */
const ABBREV = /(?:^|[^\p{L}])(г|гор|м|с|смт|пгт|гр|пос|мкр|сел)\.[ \t]?$/u;
/** Those that also mean other things ("metre", "page", "village" in a sentence): only on an address line. */
const AMBIGUOUS = new Set(['м', 'с']);
const DIGIT_BEFORE = /\d[^\n]{0,60}$/;
const CODE_AFTER = /^[, \t]{0,3}\d{4,6}(?!\d)/;
const PART_START = /(?:^|[\n,:])[ \t]*$/;
/** A Cyrillic name: capitalized words, hyphens inside, two at most ("Нижний Новгород", "Ростов-на-Дону"). */
const NAME = /^\p{Lu}[\p{Ll}\p{M}'’-]+(?:[ \t]\p{Lu}[\p{Ll}\p{M}'’-]+)?/u;

const cyrillicCap = (c: number) => c >= 0x400 && c <= 0x42f;

export function findAdminTowns(text: string, toks: Tok[], out: Hit[]): void {
  for (const t of toks) {
    if (!t.cap || !cyrillicCap(text.charCodeAt(t.start))) continue;
    const m = ABBREV.exec(text.slice(Math.max(0, t.start - 6), t.start));
    if (m === null) continue;
    const name = NAME.exec(text.slice(t.start, t.start + 60));
    if (name === null) continue;
    const end = t.start + name[0].length;
    if (AMBIGUOUS.has(m[1]!)) {
      const line = text.slice(Math.max(0, t.start - 62), t.start);
      const address =
        DIGIT_BEFORE.test(line.slice(line.lastIndexOf('\n') + 1)) || CODE_AFTER.test(text.slice(end, end + 10));
      // A part of its own: after a comma, a label's colon or the line's start ("кв. 7, м. Київ").
      const at = t.start - m[1]!.length - (m[0].endsWith('.') ? 1 : 2);
      if (!address || !PART_START.test(text.slice(Math.max(0, at - 4), at))) continue;
    }
    out.push({ type: 'CITY', start: t.start, end, rank: PLACE_RANK.cued });
  }
}

/**
 * Chinese, Japanese and Korean addresses name the city and the district with a suffix, not a word before:
 * "上海市浦东新区张杨路", "106臺北市大安區忠孝東路", "東京都渋谷区渋谷", "서울특별시 강남구 테헤란로". On a line that an
 * address label opens (地址, 住址, 住所, 주소), a run of Han letters is cut after each administrative suffix
 * (省 都 道 府 県 and 市 区 區 县 縣); a piece of two to five letters ending in a city's or a district's suffix is a
 * town (provinces and prefectures are regions, not towns). A Hangul word ending in 시 or 구 is one too. The
 * label keeps ordinary words out ("超市", a supermarket; "社区", a community).
 */
const CJK_LABEL =
  /(?:地址|住址|住所|주소)(?:[ \t]*[:：])?[ \t]*|〒[ \t]*\d{3}-?\d{4}(?:[ \t]*\n)?[ \t]*|(?:^|\n)[ \t]*(?=[\u3400-\u9fff]{2,3}[都道府県][\u3400-\u9fff]{1,5}[市区])/gu;
/** A Japanese neighbourhood before its chōme number: "広尾3丁目", "梅田２丁目". */
const CHOME = /^[0-9０-９]{1,2}丁目/u;
const HAN = /[\u3400-\u9fff]/;
const CUT = new Set([...'省都道府県市区區县縣']);
const TOWN_END = new Set([...'市区區县縣']);
const HANGUL_TOWN = /^[\uac00-\ud7a3]{1,6}(?:시|구)$/u;

export function findSuffixedTowns(text: string, out: Hit[]): void {
  CJK_LABEL.lastIndex = 0;
  for (let m = CJK_LABEL.exec(text); m !== null; m = CJK_LABEL.exec(text)) {
    // The line-start alternative matches nothing at the text's start: step past it, or exec finds it again forever.
    if (m[0].length === 0) CJK_LABEL.lastIndex++;
    const from = m.index + m[0].length;
    let end = text.indexOf('\n', from);
    if (end < 0) end = text.length;
    const line = text.slice(from, Math.min(end, from + 80));
    const first = out.length;
    let piece = -1;
    for (let i = 0; i <= line.length; i++) {
      const c = line[i] ?? '';
      if (!HAN.test(c)) {
        if (piece >= 0 && i - piece >= 1 && i - piece <= 4 && CHOME.test(line.slice(i, i + 4)))
          out.push({ type: 'CITY', start: from + piece, end: from + i, rank: PLACE_RANK.cued });
        piece = -1;
        continue;
      }
      if (piece < 0) piece = i;
      if (!CUT.has(c)) continue;
      if (TOWN_END.has(c) && i - piece >= 1 && i - piece <= 4) {
        out.push({ type: 'CITY', start: from + piece, end: from + i + 1, rank: PLACE_RANK.cued });
      }
      piece = i + 1;
    }
    for (const w of line.matchAll(/[\uac00-\ud7a3]+/gu))
      if (HANGUL_TOWN.test(w[0]))
        out.push({ type: 'CITY', start: from + w.index, end: from + w.index + w[0].length, rank: PLACE_RANK.cued });
    if (out.length > first) streetAfterTowns(text, out, first);
  }
}

/**
 * The address field's reading (phi-field-labels.ts) covers the whole line; the towns at its head are towns, and
 * the street starts after the last of them ("上海市浦东新区|张杨路1500号"). Only when nothing but the towns, blanks
 * and a leading postal code stand before the street's rest.
 */
function streetAfterTowns(text: string, out: Hit[], first: number): void {
  const towns = out.slice(first);
  const head = towns[0]!.start;
  let last = towns[0]!.end;
  for (const t of towns) if (t.start - last <= 1) last = Math.max(last, t.end);
  for (let k = 0; k < first; k++) {
    const h = out[k]!;
    if (h.type !== 'STREET_ADDRESS' || h.start > head || h.end <= last + 1) continue;
    if (!/^[\d\s〒-]*$/.test(text.slice(h.start, head))) continue;
    const rest = text.slice(last, h.end);
    h.start = last + (rest.length - rest.trimStart().length);
  }
}
