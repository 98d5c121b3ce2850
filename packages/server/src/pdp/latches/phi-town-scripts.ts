/**
 * Towns and districts on the address line of a form in a script without capitals, or in Vietnamese (ADR 0112).
 * The address field's reading (phi-field-labels.ts, ADR 0104) takes the street, the value up to the first
 * comma; the parts after it were left in clear: "Địa chỉ: 47 Lê Lợi, Hải Châu, Đà Nẵng", "Διεύθυνση: Εγνατίας
 * 10, 546 22 Θεσσαλονίκη", "العنوان: 15 شارع التحرير، الدقي، الجيزة 12611", "כתובת: רחוב הרצל 45, דירה 3,
 * רחובות 7628203", "पता: मकान नं. 27, गली नं. 4, शास्त्री नगर". Each such part without a digit, once its postal code
 * is set aside, is a ward, a district or a town: the address says so by its place, as a capital would in a
 * Latin line. The state of an Indian address ("उत्तर प्रदेश") and a Thai province (after จังหวัด) are regions,
 * not towns, and are left out; so is the Arabic neighbourhood word "حي" before a district's name.
 *
 * The line under such an address line, when it holds a postal code, is the town's line ("جدة 23432",
 * "רחובות 7630522", "मेरठ, उत्तर प्रदेश - 250004"): its parts are read the same way, and its code is a ZIP.
 *
 * A Thai address writes no comma: its parts are named by a word before them, แขวง and ตำบล (sub-district),
 * เขต and อำเภอ (district), จังหวัด (province); the name after the first two pairs runs to the next blank.
 * Bangkok's own name (กรุงเทพมหานคร, กรุงเทพฯ) is a town.
 *
 * One scan for the labels (the text must hold a colon); each label reads at most two lines of 160 characters.
 */
import { PLACE_RANK } from './phi-cities.js';
import type { Hit } from './pii-context.js';

/**
 * Above the address rank (6): the place in the address says "town" more surely than an organization's reading
 * of the same word elsewhere in the text ("Κλινική Αγία Ειρήνη, Θεσσαλονίκη" above gave it one).
 */
const RANK = PLACE_RANK.address + 1;
const LABEL = /(?:^|[\n\t|;])[ \t]*(địa chỉ|διεύθυνση|العنوان|כתובת|पता|ที่อยู่|адрес|адреса)[ \t]*[:：][ \t]*/giu;
/** What parts of an address are split by: the Latin, the Arabic and the ideographic comma. */
const PART = /[,،，、]/u;
/** A postal code at a part's end ("الجيزة 12611", "- 250004") or its start ("546 22 Θεσσαλονίκη", "1463 София"). */
const CODE_END = /(?:[ \t]*[-–])?[ \t]*(\d{3}[ \t]\d{2}|\d{4,7})[ \t.]*$/u;
const CODE_START = /^(\d{3}[ \t]\d{2}|\d{4,7})[ \t]+/u;
/** The states and union territories of India as a Hindi address writes them: regions, not towns. */
const REGIONS = new Set(
  'उत्तर प्रदेश|मध्य प्रदेश|हिमाचल प्रदेश|आंध्र प्रदेश|अरुणाचल प्रदेश|राजस्थान|महाराष्ट्र|बिहार|गुजरात|हरियाणा|पंजाब|कर्नाटक|तमिलनाडु|तमिल नाडु|पश्चिम बंगाल|केरल|ओडिशा|उड़ीसा|झारखंड|झारखण्ड|छत्तीसगढ़|उत्तराखंड|उत्तराखण्ड|असम|तेलंगाना|गोवा|जम्मू और कश्मीर|जम्मू-कश्मीर|मणिपुर|मेघालय|मिज़ोरम|नागालैंड|त्रिपुरा|सिक्किम'.split(
    '|',
  ),
);
/** Country names that may end an address line: not towns. */
const COUNTRIES = new Set(
  'भारत|ישראל|مصر|المغرب|السعودية|المملكة العربية السعودية|الإمارات|الأردن|لبنان|ประเทศไทย|Ελλάδα|Việt Nam|България|Россия|Україна'.split(
    '|',
  ),
);
/** Words before a district's name that are not part of it ("حي الروضة": the Al-Rawdah neighbourhood). */
const LEAD = /^(?:حي|حى|منطقة)[ \t]+/u;
/** Unit words without their number ("דירה", "ап."): never a town. */
const UNIT = /^(?:דירה|קומה|כניסה|شقة|الطابق|मकान|गली|ап|ет|вх|кв|διαμ|όροφος)\.?(?:[ \t]|$)/iu;
/** Postal-code labels before their code ("מיקוד 3303101", "الرمز البريدي 11211"): never a town. */
const POSTAL_LABEL =
  /^(?:מיקוד|الرمز البريدي|کد پستی|(?:почтовый )?индекс|(?:поштовий )?індекс|우편번호|पिन ?कोड|邮编|郵便番号|ταχυδρομικός κώδικας|τ\.κ\.)$/iu;
const THAI_PART = /(แขวง|ตำบล|ต\.|เขต|อำเภอ|อ\.|จังหวัด|จ\.)[ \t]*([\u0e00-\u0e7f]+)/gu;
const BANGKOK = /กรุงเทพมหานคร|กรุงเทพฯ/gu;

/** The first letters of LABEL's words, in both cases where a script has them: a text with none has no label. */
const LABEL_INITIALS = ['đ', 'Đ', 'δ', 'Δ', 'ا', 'כ', 'प', 'ท', 'а', 'А'];

export function findScriptAddressTowns(text: string, out: Hit[]): void {
  if (text.indexOf(':') < 0 && text.indexOf('：') < 0) return;
  // (A few character searches instead of LABEL's try at every position of a text in Latin letters.)
  if (!LABEL_INITIALS.some((c) => text.indexOf(c) >= 0)) return;
  LABEL.lastIndex = 0;
  // The streets found before this pass, by start, read once when a line needs its street cut.
  let streets: Hit[] | null = null;
  for (let m = LABEL.exec(text); m !== null; m = LABEL.exec(text)) {
    const from = m.index + m[0].length;
    const first = out.length;
    const nl = lineEnd(text, from);
    readLine(text, from, nl, true, out);
    // The next line, when it is the town's line: a postal code on it, no label.
    if (nl < text.length) {
      const next = lineEnd(text, nl + 1);
      const line = text.slice(nl + 1, next);
      if (/\d{4,7}[ \t.]*$/u.test(line) && !/[:：]/u.test(line) && !/^\p{ASCII}*$/u.test(line))
        readLine(text, nl + 1, next, false, out);
    }
    if (out.length > first) {
      streets ??= out
        .slice(0, first)
        .filter((h) => h.type === 'STREET_ADDRESS')
        .sort((a, b) => a.start - b.start);
      cutStreet(text, out, first, m.index, streets);
    }
  }
}

function lineEnd(text: string, from: number): number {
  const nl = text.indexOf('\n', from);
  return Math.min(nl < 0 ? text.length : nl, from + 160);
}

/** Reads the parts of one line; `street`: its first part is the street, left to the field's reading. */
function readLine(text: string, from: number, to: number, street: boolean, out: Hit[]): void {
  const line = text.slice(from, to);
  if (/[\u0e00-\u0e7f]/u.test(line)) {
    thai(line, from, out);
    return;
  }
  let at = 0;
  let k = 0;
  for (const part of line.split(PART)) {
    const start = at;
    at += part.length + 1;
    if (k++ === 0 && street) continue;
    readAddressPart(part, from + start, out);
  }
}

/** One part of an address line (its town or district, and a postal code); phi-streets-scripts.ts reads the parts after a street with it. */
export function readAddressPart(part: string, start: number, out: Hit[]): void {
  let s = 0;
  let e = part.length;
  const lead = /^[ \t]*/.exec(part)![0].length;
  s += lead;
  const code = CODE_START.exec(part.slice(s));
  if (code !== null) {
    out.push({ type: 'ZIP', start: start + s, end: start + s + code[1]!.length, rank: PLACE_RANK.address });
    s += code[0].length;
  }
  const tail = CODE_END.exec(part.slice(s));
  if (tail !== null) {
    e = s + tail.index;
    const c = s + tail.index + tail[0].indexOf(tail[1]!);
    out.push({ type: 'ZIP', start: start + c, end: start + c + tail[1]!.length, rank: PLACE_RANK.address });
  }
  let name = part.slice(s, e).replace(/[ \t.]+$/, '');
  const l = LEAD.exec(name);
  if (l !== null) {
    s += l[0].length;
    name = name.slice(l[0].length);
  }
  if (name.length < 2 || name.length > 40 || /\d/.test(name) || !/^\p{L}/u.test(name)) return;
  if (
    name.split(/[ \t]+/).length > 4 ||
    UNIT.test(name) ||
    POSTAL_LABEL.test(name) ||
    REGIONS.has(name) ||
    COUNTRIES.has(name)
  )
    return;
  // A Latin part of a line in another script is a country or a note; in Vietnamese a name is capitalized.
  if (/^\p{Ll}/u.test(name)) return;
  out.push({ type: 'CITY', start: start + s, end: start + s + name.length, rank: RANK });
}

function thai(line: string, from: number, out: Hit[]): void {
  THAI_PART.lastIndex = 0;
  // The street is what stands before the first part; the field's reading drops a line of more than six words.
  const head = THAI_PART.exec(line);
  if (head !== null && /\S/u.test(line.slice(0, head.index))) {
    const street = line.slice(0, head.index).trimEnd();
    const s = street.length - street.trimStart().length;
    out.push({ type: 'STREET_ADDRESS', start: from + s, end: from + street.length, rank: PLACE_RANK.address });
  }
  THAI_PART.lastIndex = 0;
  for (let m = THAI_PART.exec(line); m !== null; m = THAI_PART.exec(line)) {
    const word = m[1]!;
    if (word === 'จังหวัด' || word === 'จ.') continue;
    const start = from + m.index + m[0].length - m[2]!.length;
    out.push({ type: 'CITY', start, end: start + m[2]!.length, rank: RANK });
  }
  BANGKOK.lastIndex = 0;
  for (let m = BANGKOK.exec(line); m !== null; m = BANGKOK.exec(line)) {
    const start = from + m.index;
    out.push({ type: 'CITY', start, end: start + m[0].length, rank: RANK });
  }
  const code = /(?<![\d/])\d{5}(?!\d)/u.exec(line);
  if (code !== null)
    out.push({ type: 'ZIP', start: from + code.index, end: from + code.index + 5, rank: PLACE_RANK.address });
}

/**
 * The field's street reading may run over the towns when the line has no comma (a Thai address): it ends
 * before the first town found on its line.
 */
function cutStreet(text: string, out: Hit[], first: number, label: number, streets: readonly Hit[]): void {
  let head = Number.POSITIVE_INFINITY;
  for (let k = first; k < out.length; k++) if (out[k]!.type === 'CITY') head = Math.min(head, out[k]!.start);
  if (head === Number.POSITIVE_INFINITY) return;
  // Back over the Thai part's word and the blanks before the town ("… 71 แขวงพระโขนง").
  const before = /(?:แขวง|ตำบล|ต\.|เขต|อำเภอ|อ\.)?[ \t,،]*$/u.exec(text.slice(Math.max(0, head - 12), head))!;
  head -= before[0].length;
  const cut = (h: Hit) => {
    if (h.type === 'STREET_ADDRESS' && h.start < head && h.end > head && head - h.start <= 160) h.end = head;
  };
  // Only the streets of this field's line: those found before, from its label on (by start), and its own.
  let lo = 0;
  let hi = streets.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (streets[mid]!.start < label) lo = mid + 1;
    else hi = mid;
  }
  for (let k = lo; k < streets.length && streets[k]!.start < head; k++) cut(streets[k]!);
  for (let k = first; k < out.length; k++) cut(out[k]!);
}
