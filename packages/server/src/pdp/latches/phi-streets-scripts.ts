/**
 * Street addresses in scripts without capitals, written in prose with no "address:" label (ADR 0119); the
 * labelled field is phi-field-labels.ts's (ADR 0104) and its towns phi-town-scripts.ts's (ADR 0112). Each
 * script writes its street with a word that says "street" and a house number, which together are the cue:
 *
 * - Arabic: "15 شارع التحرير", "شارع الملك فهد 12" (شارع street, طريق road, جادة avenue) and a number before or after;
 * - Hebrew: "(ב)רחוב הרצל 12", "שדרות רוטשילד 5" (the one-letter prefix ב/ל/מ/ו/ה/ש is no part of it);
 * - Korean road names: "테헤란로 152", "올림픽로35길 10", right after a district ("강남구 테헤란로 152");
 * - Chinese: "张杨路1500号", "忠孝東路四段100號5樓": a name, 路/街/大道/巷, a number and 号/號;
 * - Japanese: "渋谷2丁目21-1", "本町3丁目", "大字北1234番地";
 * - Hindi: "मकान नं. 24, गली नं. 3" (house number, lane number).
 *
 * The name before a Chinese or Japanese street runs back to the district's suffix (区, 市, 町…) or a label.
 * The parts after an Arabic, Hebrew or Hindi street up to the sentence's end ("، الدقي، الجيزة", ", חיפה
 * 3303112", ", लाजपत नगर, नई दिल्ली 110024") are its district and town, read as phi-town-scripts.ts reads the
 * labelled line's; the Korean districts stand before the road ("서울 강남구 테헤란로 152").
 *
 * Cost: a few string searches for the street words; a text without them (any text in Latin letters) runs no pattern.
 */
import { PLACE_RANK } from './phi-cities.js';
import { readAddressPart } from './phi-town-scripts.js';
import type { Hit } from './pii-context.js';

/** Above a town or a person read in the same characters ("渋谷" of "渋谷2丁目", a surname of a street's name). */
const RANK = PLACE_RANK.address + 1;

const AR_WORD = '[\\u0621-\\u064a\\u0660-\\u0669\\u066e-\\u06d3]+';
/** Arabic: number, street word, one to three words; or street word, one to three words, number. */
const ARABIC = new RegExp(
  `(?:(?<![\\d٠-٩])[0-9٠-٩]{1,5}[ \\t]+)?(?:شارع|طريق|جادة)(?:[ \\t]+${AR_WORD}){1,3}?(?:[ \\t]+[0-9٠-٩]{1,5}(?![\\d٠-٩]))?(?=[ \\t]*(?:[،,.؛:\\n]|$|في[ \\t]))`,
  'gu',
);
/** Arabic words that end a street's name: prepositions and conjunctions ("في", "بالقرب", "و…"). */
const AR_STOP = /^(?:في|من|على|إلى|الى|عند|قرب|بالقرب|مع|و.*)$/u;

const HE_WORD = '[\\u05d0-\\u05ea][\\u05d0-\\u05ea"״\'׳-]*';
const HEBREW = new RegExp(
  `(?<![\\u05d0-\\u05ea])[בלמוהש]?((?:רחוב|רח['׳]|שדרות|שד['׳])[ \\t]+${HE_WORD}(?:[ \\t]+${HE_WORD}){0,2}?[ \\t]+\\d{1,4}[א-ת]?)(?![\\d\\u05d0-\\u05ea])`,
  'gu',
);

/** Korean road name and building number; the district words before it are checked in code. */
const KOREAN =
  /(?<![가-힣])([가-힣]{1,10}(?:대로|로|길)(?:\d{1,3}번?길)?)[ \t]?(\d{1,4}(?:-\d{1,4})?)(?!\d)(?![ \t]*(?:%|％|퍼센트|명|개|세|살|년|개월|월|일|시간|분|초|회|배|번째|mg|kg|ml|cm|mm))(?=$|[^가-힣]|에|번지|호|의)/gu;
/** A Korean district or town word: 강남구, 수원시, 양평군, 역삼동, 진접읍, 서면. */
const KO_ADMIN = /^[가-힣]{1,8}(?:시|구|군|동|읍|면)$/u;
/**
 * Common nouns with a district's ending ("연구 결과로 30 %" is "as the study's result"): research, tool, demand,
 * friend, entrance, exit, activity, exercise, behaviour, child, labour, movement, the time, instruction, display…
 */
const KO_NOUNS = new Set(
  `연구 도구 요구 친구 입구 출구 가구 지구 추구 탐구 욕구 항구 창구 용구 기구 활동 운동 행동 아동 노동 이동 자동 변동 감동
  충동 작동 진동 출동 연동 협동 공동 당시 표시 지시 제시 실시 무시 감시 다시 역시 혹시 즉시 항시 수시 평시 잠시 동시 정면
  측면 이면 전면 후면 표면 장면 방면 단면 반면 국면 내면 외면 화면`.split(/\s+/),
);
/** The metropolitan cities, written without their suffix ("서울 강남구"). */
const KO_METRO = new Set(['서울', '부산', '대구', '인천', '광주', '대전', '울산', '세종', '제주']);

const DIGIT = '[0-9０-９]';
const CHINESE = new RegExp(
  `[\\u4e00-\\u9fff]{1,8}?(?:路|街|大道|大街|巷)(?:[一二三四五六七八九十]{1,3}段)?(?:${DIGIT}{1,4}[巷弄])?${DIGIT}{1,5}[号號](?:(?:之${DIGIT}{1,3})?${DIGIT}{1,3}(?:楼|樓|室|层|層|F))?`,
  'gu',
);
const JAPANESE = new RegExp(
  `[\\u4e00-\\u9fff\\u3041-\\u30ff]{1,8}?(?:(?:${DIGIT}{1,2}|[一二三四五六七八九十]{1,3})丁目(?:${DIGIT}{1,4}(?:[-－ー番]${DIGIT}{1,4}){0,2}号?)?|${DIGIT}{1,5}番地(?:の?${DIGIT}{1,4})?)`,
  'gu',
);
/** Where a Chinese or Japanese street's name starts: after the last district suffix, label or particle before it. */
const ZH_HEAD = /^.*(?:[市区區县縣镇鎮省：:]|街道|住址|地址|位于|位於|住在)/u;
const JA_HEAD = /^.*(?:[都道府県市区町村郡：:]|[はのにでがを])/u;
/** Where the name ends: the street word, or the block's number. */
const ZH_NAME_END = /路|街|大道|大街|巷/u;
const JA_NAME_END = /[0-9０-９]|[一二三四五六七八九十]{1,3}丁目/u;

/** House number, then optionally lane, sector or block number. */
const HINDI =
  /(?:मकान|फ़्लैट|फ्लैट|प्लॉट|हाउस|गली)[ \t]*(?:नं\.?|नंबर|संख्या|न\.)[ \t]*[0-9०-९]{1,5}(?:[-/][0-9०-९A-Za-z]{1,4})?(?:[ \t]*,[ \t]*(?:गली|सेक्टर|ब्लॉक)(?:[ \t]*(?:नं\.?|नंबर|संख्या))?[ \t]*[0-9०-९A-Za-z]{1,4})?/gu;

/** Each script's street words, searched as strings: a text without them runs none of the patterns. */
const has = (text: string, words: readonly string[]) => words.some((w) => text.indexOf(w) >= 0);
const AR_CUES = ['شارع', 'طريق', 'جادة'];
const HE_CUES = ['רחוב', "רח'", 'רח׳', 'שדרות', "שד'", 'שד׳'];
const KO_CUES = ['로', '길'];
const ZH_CUES = ['号', '號'];
const JA_CUES = ['丁目', '番地'];
const HI_CUES = ['नं', 'संख्या'];

export function findScriptStreets(text: string, out: Hit[]): void {
  if (has(text, AR_CUES)) arabic(text, out);
  if (has(text, HE_CUES)) hebrew(text, out);
  if (has(text, KO_CUES)) korean(text, out);
  if (has(text, ZH_CUES)) cjk(text, CHINESE, ZH_NAME_END, ZH_HEAD, out);
  if (has(text, JA_CUES)) cjk(text, JAPANESE, JA_NAME_END, JA_HEAD, out);
  if (has(text, HI_CUES)) hindi(text, out);
}

function arabic(text: string, out: Hit[]): void {
  ARABIC.lastIndex = 0;
  for (let m = ARABIC.exec(text); m !== null; m = ARABIC.exec(text)) {
    const words = m[0].split(/[ \t]+/u);
    // Cut the name at a preposition or conjunction; a street needs its number.
    let n = 0;
    while (n < words.length && (n < 2 || !AR_STOP.test(words[n]!))) n++;
    const kept = words.slice(0, n);
    if (!kept.some((w) => /^[0-9٠-٩]+$/u.test(w))) continue;
    const end = m.index + kept.join(' ').length;
    if (text.slice(m.index, end) !== kept.join(' ')) continue;
    out.push({ type: 'STREET_ADDRESS', start: m.index, end, rank: RANK });
    if (n === words.length) partsAfter(text, end, out);
  }
}

function hebrew(text: string, out: Hit[]): void {
  HEBREW.lastIndex = 0;
  for (let m = HEBREW.exec(text); m !== null; m = HEBREW.exec(text)) {
    const start = m.index + m[0].length - m[1]!.length;
    out.push({ type: 'STREET_ADDRESS', start, end: start + m[1]!.length, rank: RANK });
    partsAfter(text, start + m[1]!.length, out);
  }
}

function korean(text: string, out: Hit[]): void {
  KOREAN.lastIndex = 0;
  for (let m = KOREAN.exec(text); m !== null; m = KOREAN.exec(text)) {
    const road = m[1]!;
    if (road.endsWith('으로') || road.length < 2) continue;
    // The district words before the road, nearest first: the road needs one ("강남구 테헤란로").
    const towns: [number, number][] = [];
    let at = m.index;
    for (let k = 0; k < 3; k++) {
      const w = /(?:^|[^가-힣])([가-힣]{2,9})[ \t]+$/u.exec(text.slice(Math.max(0, at - 20), at));
      if (w === null) break;
      const word = w[1]!;
      const s = at - w[0].length + w[0].indexOf(word);
      if (word.endsWith('도') && k > 0) break;
      if (KO_NOUNS.has(word)) break;
      if (!KO_ADMIN.test(word) && !KO_METRO.has(word) && !/^[가-힣]{2,4}(?:특별시|광역시)$/u.test(word)) break;
      towns.push([s, s + word.length]);
      at = s;
    }
    if (towns.length === 0) continue;
    out.push({ type: 'STREET_ADDRESS', start: m.index, end: m.index + m[0].length, rank: RANK });
    for (const [s, e] of towns) out.push({ type: 'CITY', start: s, end: e, rank: RANK });
  }
}

function cjk(text: string, re: RegExp, nameEnd: RegExp, headRe: RegExp, out: Hit[]): void {
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const e = nameEnd.exec(m[0]);
    if (e === null || e.index === 0) continue;
    // The name keeps one character at least before its street word or number.
    const head = headRe.exec(m[0].slice(0, e.index - 1));
    const cut = head === null ? 0 : head[0].length;
    out.push({ type: 'STREET_ADDRESS', start: m.index + cut, end: m.index + m[0].length, rank: RANK });
  }
}

function hindi(text: string, out: Hit[]): void {
  HINDI.lastIndex = 0;
  for (let m = HINDI.exec(text); m !== null; m = HINDI.exec(text)) {
    const end = m.index + m[0].length;
    out.push({ type: 'STREET_ADDRESS', start: m.index, end, rank: RANK });
    partsAfter(text, end, out);
  }
}

/** The separators of an address's parts, and what ends the address: a sentence's or a line's end. */
const SEP = /^[ \t]*[,،，、][ \t]*/u;
const PART_END = /[,،，、.。।!?؟;:()\n]/u;
/** A postal code inside a part ends the address ("नई दिल्ली 110024 में रहता हूँ"). */
const CODE = /(?<!\d)\d{4,7}(?!\d)/u;

/** Up to three parts after a street: each of one to three words, no digit but its postal code. */
function partsAfter(text: string, end: number, out: Hit[]): void {
  let at = end;
  for (let k = 0; k < 3; k++) {
    const sep = SEP.exec(text.slice(at, at + 8));
    if (sep === null) return;
    const from = at + sep[0].length;
    const stop = PART_END.exec(text.slice(from, from + 60));
    let to = from + (stop === null ? Math.min(60, text.length - from) : stop.index);
    const code = CODE.exec(text.slice(from, to));
    const last = code !== null;
    if (code !== null) to = from + code.index + code[0].length;
    const part = text.slice(from, to);
    if (part.trim().split(/[ \t]+/u).length > (last ? 4 : 3)) return;
    readAddressPart(part, from, out);
    if (last) return;
    at = to;
  }
}
