/**
 * National identity and health-service numbers of other countries (ADR 0077): "NHS number 943 476 5919",
 * "CHI 1403581122", "NRIC S1234567D", "BSN 123456782", "CPR-nr. 010190-1234", "PESEL 44051401458",
 * "Aadhaar 2345 6789 0123", "NINO QQ 123456 C", "DNI 12345678Z". Safe Harbor's "any other unique
 * identifying number": each is taken only after the label that names it, and only when the value has its
 * scheme's shape and, where the scheme has one, a valid check digit or date — so "CPR 10 min" or "SIN 2"
 * stay in clear. Read at the text's digit runs: the label is the word or two right before the value
 * (after "no.", "number", "#", ":"), looked up in a map, so no regex runs over the whole text.
 */
import { dayValid, luhnValid } from './pii-checksums.js';
import type { Hit } from './pii-context.js';
import { RANK } from './pii-context.js';
import type { DigitRuns } from './pii-digits.js';

type Check = (v: string) => boolean;

const digits = (v: string) => /^\d+$/.test(v);
const ddmmyy = (v: string) => dayValid(Number(v.slice(2, 4)), Number(v.slice(0, 2)));
const yymmdd = (v: string) => dayValid(Number(v.slice(2, 4)), Number(v.slice(4, 6)));

/** Weighted sum of the first weights.length digits. */
const weighted = (v: string, w: readonly number[]) => w.reduce((s, k, i) => s + k * (v.charCodeAt(i) - 48), 0);

/** NHS (England, Wales), CHI (Scotland), H&C (Northern Ireland): ten digits, modulus 11. */
const mod11Nhs: Check = (v) => {
  if (v.length !== 10 || !digits(v)) return false;
  const c = 11 - (weighted(v, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11);
  return (c === 11 ? 0 : c) === v.charCodeAt(9) - 48;
};
/** Dutch BSN: nine digits, the "11-proef". */
const bsn: Check = (v) =>
  v.length === 9 && digits(v) && ((weighted(v, [9, 8, 7, 6, 5, 4, 3, 2, -1]) % 11) + 11) % 11 === 0;
const pesel: Check = (v) =>
  v.length === 11 &&
  digits(v) &&
  (10 - (weighted(v, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10 === v.charCodeAt(10) - 48;

/** Verhoeff's dihedral check (Aadhaar). */
const VD = '0123456789123406789523401789563401289567401239567859876043216598710432765982104387659321049876543210';
const VP = '01234567891576283094580379614289160435279453126870428657390127938064157046913258';
function verhoeff(v: string): boolean {
  let c = 0;
  for (let i = 0; i < v.length; i++) {
    const p = VP.charCodeAt((i % 8) * 10 + v.charCodeAt(v.length - 1 - i) - 48) - 48;
    c = VD.charCodeAt(c * 10 + p) - 48;
  }
  return c === 0;
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const dni: Check = (v) => {
  const m = /^([XYZ]?)(\d{7,8})([A-Z])$/.exec(v);
  if (m === null || (m[1] === '' ? m[2]!.length !== 8 : m[2]!.length !== 7)) return false;
  const n = Number(`${'XYZ'.indexOf(m[1]!) < 0 ? '' : 'XYZ'.indexOf(m[1]!)}${m[2]}`);
  return DNI_LETTERS[n % 23] === m[3];
};
/** French NIR: 13 characters (2A/2B for Corsica) and a two-digit key, 97 − (number mod 97). */
const nir: Check = (v) => {
  const m = /^([12]\d{4}(?:\d{2}|2A|2B)\d{6})(\d{2})$/.exec(v);
  if (m === null) return false;
  const n = BigInt(m[1]!.replace('2A', '19').replace('2B', '18'));
  return 97n - (n % 97n) === BigInt(m[2]!);
};
/** German tax id: eleven digits, ISO 7064 MOD 11,10. */
const steuerId: Check = (v) => {
  if (v.length !== 11 || !digits(v) || v[0] === '0') return false;
  let p = 10;
  for (let i = 0; i < 10; i++) {
    let s = (v.charCodeAt(i) - 48 + p) % 10;
    if (s === 0) s = 10;
    p = (s * 2) % 11;
  }
  return (11 - p) % 10 === v.charCodeAt(10) - 48;
};
const tfn: Check = (v) => v.length === 9 && digits(v) && weighted(v, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0;
const auMedicare: Check = (v) =>
  (v.length === 10 || v.length === 11) &&
  digits(v) &&
  v[0]! >= '2' &&
  v[0]! <= '6' &&
  weighted(v, [1, 3, 7, 9, 1, 3, 7, 9]) % 10 === v.charCodeAt(8) - 48;
const HETU = '0123456789ABCDEFHJKLMNPRSTUVWXY';
/** Nordic numbers: Danish CPR (DDMMYY-NNNN), Swedish personnummer (Luhn), Norwegian (two mod-11 digits), Finnish HETU. */
const nordic: Check = (v) => {
  // Written as one token or with one dash or plus ("010190-1234"): "05/06/21 0930" after "CPR" is a date and a time.
  if (/[ /.]/.test(v)) return false;
  const fi = /^(\d{6})[-+A-FU-Y](\d{3})([0-9A-Y])$/.exec(v);
  if (fi !== null && ddmmyy(fi[1]!) && HETU[Number(fi[1]! + fi[2]!) % 31] === fi[3]) return true;
  const d = v.replace(/[-+]/g, '');
  if (!digits(d)) return false;
  if (d.length === 12) return luhnValid(d.slice(2)) && yymmdd(d.slice(2));
  if (d.length === 10) return ddmmyy(d) || (yymmdd(d) && luhnValid(d));
  if (d.length === 11) {
    const k1 = 11 - (weighted(d, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11);
    const k2 = 11 - (weighted(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11);
    return k1 % 11 === d.charCodeAt(9) - 48 && k2 % 11 === d.charCodeAt(10) - 48;
  }
  return false;
};

const shape =
  (re: RegExp): Check =>
  (v) =>
    re.test(v);
/** Any other number under a label that names an identity document: six digits or more. */
const generic: Check = (v) =>
  v.length <= 20 && /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6;

/** Labels that are words or clinical abbreviations too: taken only written in capitals. */
const CAPS_ONLY = new Set('sin pan fin ic kp cf ni nie nif pnr nir chi cpr hcn phn nhi ihi tfn'.split(' '));
/** Last words of the two-word labels: only after one of them is the word before it read too. */
const SECOND = new Set<string>();
/** Label (one or two words, lower case) → entity type and value check. */
const LABELS = new Map<string, readonly [string, Check]>();
const put = (type: string, check: Check, labels: string) => {
  for (const l of labels.split(',')) {
    LABELS.set(l.trim(), [type, check]);
    // The word a two-word label ends with (before a "card" read as filler): "insurance", "fiscale", "health".
    const words = l.trim().split(' ');
    const last = words[words.length - 1];
    if (words.length > 1)
      SECOND.add(words[last === 'card' || last === 'number' ? words.length - 2 : words.length - 1]!);
  }
};
put('HEALTH_PLAN', mod11Nhs, 'nhs,h&c,hcn,nhs/chi,chi/nhs');
put('HEALTH_PLAN', (v) => mod11Nhs(v) && ddmmyy(v), 'chi');
put('HEALTH_PLAN', shape(/^[A-HJ-NP-Z]{3}(?:\d{4}|\d{2}[A-HJ-NP-Z]{2})$/), 'nhi');
put('HEALTH_PLAN', (v) => v.length === 16 && v.startsWith('800360') && luhnValid(v), 'ihi');
put('HEALTH_PLAN', auMedicare, 'medicare card');
put('HEALTH_PLAN', shape(/^\d{9,10}(?:[A-Z]{2})?$|^[A-Z]{4}\d{8}$/), 'ohip,health card,ramq,carte soleil');
// British Columbia's PHN starts with 9 (a phone number after "PHN", the nurse, does not).
put('HEALTH_PLAN', shape(/^9\d{9}$/), 'phn,phin');
put('HEALTH_PLAN', shape(/^\d{12}$/), 'philhealth,philhealth pin');
put('NATIONAL_ID', shape(/^[STFGM]\d{7}[A-Z]$/), 'nric,fin,nric/fin');
put('NATIONAL_ID', (v) => /^\d{12}$/.test(v) && yymmdd(v), 'ic,mykad,i/c,kp');
put('NATIONAL_ID', bsn, 'bsn,burgerservicenummer,sofinummer');
put(
  'NATIONAL_ID',
  nordic,
  'cpr,cpr-nr,personnummer,personnr,pnr,fødselsnummer,fnr,hetu,henkilötunnus,personal number,personal identity number',
);
put('NATIONAL_ID', pesel, 'pesel');
put('NATIONAL_ID', (v) => /^[2-9]\d{11}$/.test(v) && verhoeff(v), 'aadhaar,aadhar,aadhaar card,uidai');
put('NATIONAL_ID', shape(/^[A-Z]{3}[ABCFGHLJPT][A-Z]\d{4}[A-Z]$/), 'pan,pan card');
put('NATIONAL_ID', (v) => v.length === 9 && digits(v) && luhnValid(v), 'sin,social insurance');
put(
  'NATIONAL_ID',
  shape(/^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]?$/),
  'nino,ni,national insurance',
);
put('NATIONAL_ID', shape(/^[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z]$/), 'codice fiscale,cf,c.f');
put('NATIONAL_ID', dni, 'dni,nie,nif');
put('NATIONAL_ID', nir, 'nir,insee,sécurité sociale,securite sociale');
put('NATIONAL_ID', steuerId, 'steuer-id,steuerid,idnr,steueridentifikationsnummer');
put('NATIONAL_ID', tfn, 'tfn,tax file');
put('NATIONAL_ID', shape(/^[A-Z]{1,2}\d{6}[0-9A]$/), 'hkid');
put('NATIONAL_ID', shape(/^784\d{12}$/), 'emirates id');
put(
  'NATIONAL_ID',
  generic,
  'national id,national identity,identity card,id card,identity number,national identification',
);

/**
 * A hash of text[s, e) read backwards, ASCII capitals lowered and other characters outside ASCII left
 * out (so "Fødselsnummer" and "fødselsnummer" agree); HASHED marks the hashes of every label and filler word.
 */
function hashBack(text: string, s: number, e: number): number {
  let h = 0;
  for (let i = e - 1; i >= s; i--) {
    let c = text.charCodeAt(i);
    if (c >= 128) continue;
    if (c >= 65 && c <= 90) c += 32;
    h = (Math.imul(h, 31) + c) | 0;
  }
  return h;
}
const HASH_MASK = 4095;
const HASHED = new Uint8Array(HASH_MASK + 1);

/** Words between a label and its value: "number", "no.", "#", "is", "card"… (lower case, dots dropped). */
const FILLER = new Set('no nr nº n° number num nummer numero número numéro is card #'.split(' '));
for (const w of [...FILLER, ...[...LABELS.keys()].flatMap((l) => l.split(' '))])
  HASHED[hashBack(w, 0, w.length) & HASH_MASK] = 1;

/** The value at `at`: groups of letters and digits joined by one blank, dash, slash or dot; a final check letter. */
const VALUE = /[A-Za-z0-9]+(?:[ \-/.]?\(?[0-9][A-Za-z0-9]*\)?){0,7}(?:[ ][A-D](?![\p{L}\d]))?/uy;

const LETTER = /\p{L}/u;
const isCapital = (c: number) => c >= 65 && c <= 90;
const isDigit = (c: number) => c >= 48 && c <= 57;
/** A character of a label word: a letter, "&", "/", "." or "-" (char codes first: this runs at every digit run). */
function labelChar(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if ((c | 32) >= 97 && (c | 32) <= 122) return true;
  if (c === 38 || c === 47 || c === 46 || c === 45) return true;
  return c >= 128 && LETTER.test(text[i]!);
}

/** The word that ends at `end` (letters, "&", "/", "-", "."), less its final dots and dashes, and where it starts. */
function wordBefore(text: string, end: number): [string, number] {
  let s = end;
  while (s > 0 && end - s < 28 && labelChar(text, s - 1)) s--;
  let e = end;
  while (e > s && (text.charCodeAt(e - 1) === 46 || text.charCodeAt(e - 1) === 45)) e--;
  // Labels and filler words are 1 to 28 characters: a longer run of letters is neither.
  return e === s || end - s >= 28 ? ['', s] : [text.slice(s, e).toLowerCase(), s];
}

/** Blanks and marks between a label and its value: blank, tab, line ends, ":", "#", "=", ".", "-", en dash, "(". */
const MARKS = new Set([32, 9, 10, 13, 58, 35, 61, 46, 45, 0x2013, 40]);

/** The label before `start` (skipping filler and marks), as [type, check], or null. */
function labelBefore(text: string, start: number): readonly [string, Check] | null {
  let at = start;
  // The last filler word skipped that may end a label: "health card", "identity number".
  let tail = '';
  for (let hops = 0; hops < 4; hops++) {
    while (at > 0 && start - at < 40 && MARKS.has(text.charCodeAt(at - 1))) at--;
    // Most numbers follow a word that is no label (a lab name, a unit, a date word): ruled out by its hash alone.
    let b = at;
    while (b > 0 && at - b < 28 && labelChar(text, b - 1)) b--;
    if (b === at || HASHED[hashBack(text, b, at) & HASH_MASK] === 0) return null;
    const [w, s] = wordBefore(text, at);
    if (w === '') return null;
    if (FILLER.has(w) || (w.length <= 4 && FILLER.has(w.replaceAll('.', '')))) {
      if (tail === '' && (w === 'card' || w === 'number')) tail = w;
      at = s;
      continue;
    }
    // Labels that are also words or clinical abbreviations count in capitals only ("SIN", not Spanish "sin").
    if (CAPS_ONLY.has(w) && text.slice(s, s + w.length) !== w.toUpperCase()) return null;
    // Two words: "national insurance", "codice fiscale"; with a "card" or "number" skipped: "health card", "identity number".
    let p = s;
    while (p > 0 && (text[p - 1] === ' ' || text[p - 1] === '\t')) p--;
    const [w0] = SECOND.has(w) ? wordBefore(text, p) : [''];
    const two =
      w0 === '' ? undefined : (LABELS.get(`${w0} ${w}`) ?? (tail ? LABELS.get(`${w0} ${w} ${tail}`) : undefined));
    return two ?? LABELS.get(w) ?? (tail ? LABELS.get(`${w} ${tail}`) : undefined) ?? null;
  }
  return null;
}

export function findNationalIds(text: string, runs: DigitRuns, out: Hit[]): void {
  let read = 0;
  for (let r = 0; r < runs.n; r++) {
    let start = runs.starts[r]!;
    if (start < read) continue;
    // The second part of a number ("04.05", "133/87", "2059-03") has its label before the first.
    if (start > 1 && isDigit(text.charCodeAt(start - 2)) && MARKS.has(text.charCodeAt(start - 1))) continue;
    // Letters glued to the digits belong to the value ("S1234567D", "ZAC5361", "RSSMRA85…").
    while (start > 0 && runs.starts[r]! - start < 6 && isCapital(text.charCodeAt(start - 1))) start--;
    if (start > 0 && labelChar(text, start - 1) && text.charCodeAt(start - 1) > 64) continue;
    if (start > 0 && isDigit(text.charCodeAt(start - 1))) continue;
    let label = labelBefore(text, start);
    // Or two capitals one blank before them: "NINO AB 123456 C".
    if (
      label === null &&
      text.charCodeAt(start - 1) === 32 &&
      isCapital(text.charCodeAt(start - 2)) &&
      isCapital(text.charCodeAt(start - 3)) &&
      !labelChar(text, start - 4)
    ) {
      label = labelBefore(text, start - 3);
      if (label !== null) start -= 3;
    }
    if (label === null) continue;
    VALUE.lastIndex = start;
    const m = VALUE.exec(text);
    if (m === null) continue;
    // The whole run of groups first, then shorter ones: "2345 6789 0123 and 7" ends at the number.
    // Nordic numbers and generic ones are judged on the value as written (blanks and slashes kept).
    const raw = label[1] === nordic || label[1] === generic;
    for (let value = m[0]; ; ) {
      const compact = (raw ? value : value.replace(/[ \-/.()]/g, '')).toUpperCase();
      if (label[1](compact)) {
        out.push({ type: label[0], start, end: start + value.length, rank: RANK.checked });
        read = start + value.length;
        break;
      }
      const cut = value.search(/[ \-/.(][^ \-/.(]*$/);
      if (cut <= 0) break;
      value = value.slice(0, cut);
    }
  }
}
