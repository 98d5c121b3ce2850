/**
 * Institutions named the way other countries name them (ADR 0088), where the head is an acronym, a head written in
 * lower case inside a sentence, or a number is part of the name: Quebec's and France's "CHSLD Saint-Laurent",
 * "EHPAD Les Tilleuls", "CHU Sainte-Justine", Italy's "ARNAS Civico", "IRCCS San Raffaele", Indonesia's "RSUD
 * Tangerang"; "l'Hôtel-Dieu de Lévis"; "à la clinique du Parc", "all'ospedale Niguarda", "el doctor de la Clínica 27";
 * Kenya's public hospitals by level ("Nakuru Level 5 Hospital"). The tail and head rules of phi-orgs.ts stop at a
 * digit and read heads only capitalized; these are read here, one regex pass each over the text.
 */
import { PLACE_RANK } from './phi-cities.js';
import type { Cues } from './phi-cues.js';
import { isEnglish, isStop, MEDICAL, TITLES } from './phi-lexicon.js';
import { ORG_HEADS } from './phi-org-words.js';
import { cued, HEAD_CUES } from './phi-orgs-cues.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** A capitalized word of a name, hyphens and apostrophes inside ("Saint-Laurent", "Sant'Orsola"). */
const CAP = String.raw`\p{Lu}[\p{Ll}\p{M}]+(?:[-'’]\p{Lu}?[\p{Ll}\p{M}]+)*`;
/** Particles between a head and its name. */
const PARTICLE = String.raw`(?:du|de[ \t]+la|de[ \t]+l['’]|des|de|d['’]|del|della|dello|dei|di|do|da|dos|das)`;

/**
 * Acronyms of institutions that head their name: long-term care and health centres of Quebec and France (CHSLD, CLSC,
 * CHU, CHR, CHRU, CH, EHPAD), Italian hospital trusts and research hospitals (ARNAS, AOU, AOUP, AO, IRCCS), Indonesian
 * public and private hospitals (RSUD, RSUP, RSIA, RSU, RS). One to three capitalized words, or a particle and a place,
 * name the institution.
 */
const HEAD_ACRONYMS = new Set([
  'CHSLD',
  'CLSC',
  'CHU',
  'CHR',
  'CHRU',
  'EHPAD',
  'ARNAS',
  'AOUP',
  'AOU',
  'IRCCS',
  'RSUD',
  'RSUP',
  'RSUPN',
  'RSIA',
]);
/**
 * Acronym heads that are also other abbreviations in English notes (ADR 0111): Indonesia's "RS" (rumah sakit) and "RSU",
 * Colombia's "IPS" and "ESE", Chile's "CESFAM" and "CECOSF", Quebec's "GMF" (groupe de médecine de famille), Brazil's
 * "UBS" and "UPA", Belgium's "AZ" and "UZ" (algemeen, universitair ziekenhuis: "AZ Sint-Jan"; "AZ" is also Arizona). They name an institution only before a particle or a word in no English list ("RS Harapan Kita",
 * "IPS Pediátrica", "GMF des Forges"), not before an English word ("RS Clear", "IPS Signature").
 */
const STRICT_ACRONYMS = new Set(['RS', 'RSU', 'IPS', 'ESE', 'CESFAM', 'CECOSF', 'GMF', 'UBS', 'UPA', 'AZ', 'UZ']);
/** The name after such a head, read from right after it. */
const ACRONYM_NAME = new RegExp(
  String.raw`(?:[ \t]+${PARTICLE})?[ \t]+(?:(?:Les|Le|La|San|Santa|Sant['’]|Saint|Sainte|St|Ste)\.?[ \t]+)?(${CAP})(?:[ \t]+${CAP}){0,2}`,
  'uy',
);
/** "l'Hôtel-Dieu de Lévis", "Hôtel-Dieu de Québec": the old French name of a town's hospital, and its town. */
const HOTEL_DIEU = new RegExp(String.raw`Hôtel-Dieu(?:[ \t]+${PARTICLE}[ \t]*${CAP}(?:[ \t-]+${CAP}){0,2})?`, 'gu');
/**
 * A head of another language in lower case inside a sentence, then a particle or an article and a capitalized name, or
 * a capitalized name: "la clinique du Parc", "à la clinique Saint-Jean", "all'ospedale Niguarda", "het ziekenhuis
 * Rijnstate". English heads are left out: "the hospital Monday" is no name.
 */
const LOWER_HEAD = new RegExp(
  String.raw`(?<![\p{L}])(?:clinique|hôpital|hopital|clínica|clinica|ospedale|policlinico|sanatorio|ziekenhuis|klinik|krankenhaus|szpital|nemocnice|farmacia|farmácia|pharmacie|laboratorio|laboratório|laboratoire|poliambulatorio|cabinet|apotheek|apotek|thuiszorg)(?:[ \t]+(?:${PARTICLE}|la|le|el|il|lo|het))?[ \t]+${CAP}(?:[ \t]+${CAP}){0,2}`,
  'gu',
);
/** "la Clínica 27", "Clínica No. 4", "UMF 20": a public clinic of Mexico or Spain known by its number. */
const NUMBERED =
  /(?<![\p{L}])(?:Clínica|Clinica|Policlínica|Policlinica|UMF|HGZ|Hospital General de Zona)(?:[ \t]+(?:No\.?|Núm\.?|n\.?º))?[ \t]+\d{1,3}(?![\d\p{L}.,:/-])/gu;
/** Kenya's public hospitals named by their level of care: "Nakuru Level 5 Hospital", "Thika Level 5 Hospital". */
const LEVEL = new RegExp(
  String.raw`(?:${CAP}[ \t]+){1,3}Level[ \t]+[2-6][ \t]+(?:Hospital|Health[ \t]+Cent(?:re|er))(?![\p{L}])`,
  'gu',
);

/** Lower-case heads of ADR 0111, whose noun stands outside the name unless a particle joins them. */
const NAMING_HEADS = new Set(
  'farmacia farmácia pharmacie laboratorio laboratório laboratoire poliambulatorio cabinet apotheek apotek thuiszorg'.split(
    ' ',
  ),
);

/** Whether the words after a lower-case head name a place (not "clinique Tuesday" in capitals, a title or a drug). */
function named(words: string): boolean {
  const ws = words.split(/[ \t]+/).map((w) => w.toLowerCase());
  const last = ws[ws.length - 1]!;
  return (
    !TITLES.has(ws[0]!) && !MEDICAL.has(last) && !ws.every((w) => isStop(w) || (isEnglish(w) && !/[^a-z]/.test(w)))
  );
}

function each(re: RegExp, text: string, take: (m: RegExpExecArray) => [number, number] | null, out: Hit[]): void {
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    work.steps++;
    const span = take(m);
    if (span !== null) out.push({ type: 'ORGANIZATION', start: span[0], end: span[1], rank: PLACE_RANK.org + 1 });
  }
}

const ELIDED = /\p{Lu}{2,6}(?![\p{L}\d])/uy;
/** The namesake after "Dr" of an Indonesian hospital's head: "Dr. Sardjito", "dr. Cipto Mangunkusumo". */
const NAMESAKE = new RegExp(String.raw`\.?[ \t]+${CAP}(?:[ \t]+${CAP}){0,2}`, 'uy');

/** A head acronym at `start`..`end` and the name after it. */
function acronymHead(text: string, start: number, end: number, out: Hit[]): void {
  const head = text.slice(start, end);
  const strict = STRICT_ACRONYMS.has(head);
  if ((!strict && !HEAD_ACRONYMS.has(head)) || /[\p{L}\d]/u.test(text[end] ?? ' ')) return;
  // "1105 AZ Amsterdam", "1012 AB Amsterdam": after four digits the two capitals are a Dutch postal code's.
  if (/(?:^|[^\d])\d{4}[ \t]?$/.test(text.slice(Math.max(0, start - 6), start))) return;
  work.steps++;
  ACRONYM_NAME.lastIndex = end;
  const m = ACRONYM_NAME.exec(text);
  if (strict && m !== null && !/^[ \t]+\p{Ll}/u.test(m[0]) && !m[0].split(/[ \t]+/).some(foreignName)) return;
  // ("RSUD dr. Soetomo": Indonesia writes the namesake's title in lower case as often.)
  if (m === null) {
    if (head.startsWith('RS') && LOWER_DR.test(text.slice(end, end + 5))) namesake(text, start, end + 3, out);
    return;
  }
  if (!TITLES.has(m[1]!.toLowerCase())) {
    out.push({ type: 'ORGANIZATION', start, end: ACRONYM_NAME.lastIndex, rank: PLACE_RANK.org + 1 });
    return;
  }
  // "RSUD Dr. Soetomo", "RSUP Dr. Sardjito": Indonesia names its public hospitals after a doctor, title and all;
  // elsewhere a title after the head opens a person's name, which the head's own rules do not take.
  if (head.startsWith('RS')) namesake(text, start, ACRONYM_NAME.lastIndex, out);
}

/** The hospital from its head at `start` to its namesake's name after the title ending at `from`. */
function namesake(text: string, start: number, from: number, out: Hit[]): void {
  NAMESAKE.lastIndex = from;
  if (NAMESAKE.exec(text) !== null)
    out.push({ type: 'ORGANIZATION', start, end: NAMESAKE.lastIndex, rank: PLACE_RANK.org + 1 });
}
const LOWER_DR = /^[ \t]+dr\.?[ \t]/;

/** A capitalized word of a name in no English list ("Harapan", "Pediátrica"), not a title. */
const foreignName = (w: string) => {
  const lc = w.toLowerCase();
  return /^\p{Lu}\p{Ll}/u.test(w) && !isEnglish(lc) && !isStop(lc) && !TITLES.has(lc) && !MEDICAL.has(lc);
};

/** Whether `text` holds one of `stems` (plain substring look-ups: no pass of a regex over texts without them). */
const holds = (text: string, stems: readonly string[]) => stems.some((w) => text.indexOf(w) >= 0);
const LOWER_STEMS = [
  'farm',
  'pharmacie',
  'laborat',
  'poliambul',
  'cabinet',
  'apote',
  'thuiszorg',
  'clini',
  'ôpital',
  'hopital',
  'ospedal',
  'policlin',
  'sanatori',
  'ziekenhuis',
  'klinik',
  'krankenhaus',
  'szpital',
  'nemocnic',
];
const NUMBERED_STEMS = ['Clínica', 'Clinica', 'Policl', 'UMF', 'HGZ', 'Zona'];

/**
 * A pharmacy, a clinic or a practice named by a word joined to its noun with a hyphen (ADR 0111): German "Löwen-Apotheke",
 * "Stern-Apotheke", "Augen-Praxis", Danish "Torve-Apoteket". The tokenizer splits them; the noun alone names no one.
 */
const HYPHENED =
  /(?<![\p{L}\d-])(?:\p{Lu}[\p{Ll}\p{M}]+-){1,2}(?:Apotheke|Apotheek|Apotek|Apoteket|Apteekki|Klinik|Klinikum|Praxis|Zentrum|Klinikka|Sairaala)(?![\p{L}\d])/gu;
const HYPHENED_GATE = /-(?:Apot|Apte|Klinik|Praxis|Zentrum|Sairaala)/y;
/** Whether a hyphen is followed by one of the nouns' first letters: a look at each "-", one sticky try where one is. */
function hyphenedCue(text: string): boolean {
  for (let k = text.indexOf('-'); k >= 0; k = text.indexOf('-', k + 1)) {
    const c = text.charCodeAt(k + 1);
    if (c !== 65 && c !== 75 && c !== 80 && c !== 83 && c !== 90) continue; // A K P S Z
    HYPHENED_GATE.lastIndex = k;
    if (HYPHENED_GATE.test(text)) return true;
  }
  return false;
}

/**
 * Indonesia's and Malaysia's hospitals by their two-word head and its kinds: "Rumah Sakit Hermina", "Rumah Sakit Umum
 * Daerah Dr. Soetomo" (the title is the namesake's, inside the name), "RUMAH SAKIT ISLAM JAKARTA".
 */
const RUMAH_SAKIT = new RegExp(
  String.raw`(?:Rumah|RUMAH)[ \t]+(?:Sakit|SAKIT)(?:[ \t]+(?:Umum|Daerah|Pusat|Ibu[ \t]+dan[ \t]+Anak|Jiwa|Khusus|Bersalin|UMUM|DAERAH))*[ \t]+(?:(?:Dr|dr)\.?[ \t]+)?(?:${CAP}|\p{Lu}{2,})(?:[ \t]+(?:${CAP}|\p{Lu}{2,})){0,2}`,
  'gu',
);

/** A kind of hospital ("Rumah Sakit Swasta", a private one), or a sentence in capitals after the head ("… UNTUK …"). */
const RS_GENERIC =
  /^\S+[ \t]+\S+(?:[ \t]+(?:Umum|Daerah|Pusat|Khusus|UMUM|DAERAH))*[ \t]+(?:(?:Rujukan|Swasta|Pemerintah|Terdekat|Besar|Kecil|Lain|Lainnya|Negeri)$|.*(?<![\p{L}])(?:untuk|UNTUK|dan|DAN|di|DI|ke|KE|yang|YANG|dengan|DENGAN|pada|PADA)(?![\p{L}]))/u;

export function findIntlHeadOrgs(text: string, toks: Tok[], out: Hit[], cues?: Cues): void {
  if (hyphenedCue(text)) each(HYPHENED, text, (m) => [m.index, m.index + m[0].length], out);
  if (text.indexOf('akit') >= 0 || text.indexOf('AKIT') >= 0)
    each(RUMAH_SAKIT, text, (m) => (RS_GENERIC.test(m[0]) ? null : [m.index, m.index + m[0].length]), out);
  if (
    !cued(text, cues, HEAD_CUES, LOWER_STEMS) &&
    !toks.some((t) => t.upper && (HEAD_ACRONYMS.has(t.lc.toUpperCase()) || STRICT_ACRONYMS.has(t.lc.toUpperCase()))) &&
    // ("laboratório": its cue segment "laborat" would share a hash slot with "c"; read only in text with such letters.)
    !((cues === undefined || cues.other) && text.indexOf('laboratório') >= 0)
  )
    return;
  for (const t of toks) if (t.upper) acronymHead(text, t.start, t.end, out);
  // "presso l'ARNAS Civico": after an elided article the head is no token of its own.
  for (const q of ["'", '’'])
    for (let k = text.indexOf(q); k >= 0; k = text.indexOf(q, k + 1)) {
      ELIDED.lastIndex = k + 1;
      if (/[lLdD]/.test(text[k - 1] ?? '') && ELIDED.test(text)) acronymHead(text, k + 1, ELIDED.lastIndex, out);
    }
  if (text.indexOf('Hôtel-Dieu') >= 0) each(HOTEL_DIEU, text, (m) => [m.index, m.index + m[0].length], out);
  if (holds(text, LOWER_STEMS))
    each(
      LOWER_HEAD,
      text,
      (m) => {
        const name = /[ \t]+((?:\p{Lu}\S*)(?:[ \t]+\S+)*)$/u.exec(m[0]);
        if (name === null || !named(name[1]!)) return null;
        const head = /^\S+/.exec(m[0])![0].toLowerCase();
        if (!NAMING_HEADS.has(head)) return [m.index, m.index + m[0].length];
        // ("au cabinet Centre Médical Jean Jaurès": a head of its own after it is read by the head rules.)
        if (ORG_HEADS.has(name[1]!.split(/[ \t]/)[0]!.toLowerCase())) return null;
        // "la farmacia Guadalupe", "pharmacie Jean Coutu": the noun is no part of the name; "cabinet des Brotteaux" keeps it.
        const joined = name.index > head.length + 1;
        return [joined ? m.index : m.index + name.index + name[0].length - name[1]!.length, m.index + m[0].length];
      },
      out,
    );
  if (holds(text, NUMBERED_STEMS)) each(NUMBERED, text, (m) => [m.index, m.index + m[0].length], out);
  if (text.indexOf('Level') >= 0)
    each(
      LEVEL,
      text,
      (m) => {
        // "Report Thika Level 5 Hospital": English words, stop words or a title opening the capitals are no part of the
        // name (the town is).
        const ws = m[0].split(/[ \t]+/);
        const level = ws.indexOf('Level');
        let skip = 0;
        let k = 0;
        for (; k < level; k++) {
          const w = ws[k]!.toLowerCase();
          if (!isEnglish(w) && !isStop(w) && !TITLES.has(w)) break;
          skip += ws[k]!.length + 1;
        }
        return k === level ? null : [m.index + skip, m.index + m[0].length];
      },
      out,
    );
}
