/**
 * Organizations named in lower case, as chat and quick notes write them (ADR 0075, 0082): "called dr patel's
 * office at coastal cardiology", "gave him number for lutheran community services", "courier from the
 * elm street clinic", "can u grab jayden from roosevelt high", "going to queens medical centre". A place
 * word ends the name and a word before it says which one: a facility's name word, a name or town, a
 * street's name, or a word in no English list; "the clinic", "urgent care", "a different pharmacy", "high
 * school", "jayden's school" name no one. Only in text written mostly in lower case (few capitalized
 * words), or in the messages of a chat thread that are, where the capitalized rules cannot see.
 */

import { eachLowerMessage } from './phi-chat-lines.js';
import { PLACE_RANK } from './phi-cities.js';
import type { Cues } from './phi-cues.js';
import { isCity, isEnglish, isName, isStop, MEDICAL, STREET_TYPES } from './phi-lexicon.js';
import { FACILITY_NAMES, ORG_GENERIC, ORG_SLOTTED } from './phi-org-words.js';
import { cued, HEAD_CUES } from './phi-orgs-cues.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** A place word that ends a practice's, an agency's, a school's or a church's name ("home health", "medical center"). */
const TAIL =
  /(?:care|clinics?|centers|centres|hospitals|pharmacies|cardiology|orthopedics|ortho|pharmacy|snf|rehab|hospital|services|dental|dentistry|physio|practice|pediatrics|urology|dermatology|oncology|counseling|counselling|hospice|healthcare|health|center|centre|group|partners|associates|manor|podiatry|specialists|orthodontics|chiropractic|optometry|er|ed|a&e|church|chapel|cathedral|school|high|academy|college|elementary)(?![\p{L}\p{M}'’-])/gu;
/** Tails of a school or a church: before them a kind of school or a denomination names no one ("high school", "the catholic church"). */
const SCHOOL_TAILS = new Set(['church', 'chapel', 'cathedral', 'school', 'high', 'academy', 'college', 'elementary']);
const SCHOOL_KINDS = new Set(
  `high middle elementary primary secondary junior senior grade grammar sunday summer night grad med law nursing
  dental beauty driving boarding charter catholic christian public private prep bible pa np rn baptist methodist
  presbyterian lutheran episcopal pentecostal congregational orthodox anglican evangelical`.split(/\s+/),
);
/**
 * Before the place word: a slot word and an optional "the", or an opening bracket ("j. villanueva md (fountain valley
 * regional hospital)"), and one to three lower-case words. The words are
 * letters only (a dot may end one: "st. vincent"), so a number or a sign ends the phrase.
 */
const HEAD =
  /(?:(?:^|[^\p{L}])(?:at|to|from|for|with|via|called|call|by)[ \t]+(?:the[ \t]+)?|\()((?:[a-z][a-z'’-]*\.?[ \t]+){1,3}?)$/u;
const LETTER = /\p{L}/u;

/** Words that describe a place rather than name it ("a different pharmacy", "the nearest hospital"). */
const DESCRIBING = new Set(
  `different other another same local nearest closest usual regular nearby big small main downtown free good best
  right wrong whole entire old new first second next last`.split(/\s+/),
);

/** The emergency department after a hospital's name ("at parkview er", "mercy a&e"): it says hospital, the name is before it. */
const WARDS = new Set(['er', 'ed', 'a&e']);

/**
 * Whether `w` says which place it is: a facility's name word, a name, a town, a street's word, or no English
 * word. Before "er" only the first three ("to peds er", "neuro ed" are departments).
 */
function naming(w: string, school: boolean, ward: boolean): boolean {
  if (ORG_GENERIC.has(w) || DESCRIBING.has(w) || isStop(w) || (school && SCHOOL_KINDS.has(w))) return false;
  if (FACILITY_NAMES.has(w) || isName(w) || isCity(w)) return true;
  return !ward && (ORG_SLOTTED.has(w) || STREET_TYPES.has(w) || !isEnglish(w));
}

/** A person's possessive ("jayden's school", "moms clinic"): the place of someone, not a place's name. */
function owner(w: string): boolean {
  if (FACILITY_NAMES.has(w)) return false;
  if (/['’]s$/.test(w)) return true;
  return w.length > 3 && w.endsWith('s') && !isName(w) && isName(w.slice(0, -1));
}

/** The place-word phrases whose tail starts in [from, to). */
function scan(text: string, from: number, to: number, out: Hit[]): void {
  TAIL.lastIndex = from;
  for (let m = TAIL.exec(text); m !== null && m.index < to; m = TAIL.exec(text)) {
    // A whole word only ("polyclinic", "microservices" are other words).
    if (m.index > 0 && LETTER.test(text[m.index - 1]!)) continue;
    work.steps++;
    const head = HEAD.exec(text.slice(Math.max(from, m.index - 48), m.index));
    if (head === null) continue;
    const words = head[1]!.trim().split(/[ \t]+/);
    const school = SCHOOL_TAILS.has(m[0]);
    const ward = WARDS.has(m[0]);
    // The first word says which place ("coastal cardiology"); later ones may be generic ("lutheran community services").
    // A saint's name owns its place ("st. vincent's hospital"); anyone else's possessive says whose it is.
    if (
      // ("sunrise home care": "home" of a home service's name is no function word there.)
      words.some((w, k) => isStop(w) && !(k > 0 && w === 'home')) ||
      ORG_GENERIC.has(words[0]!) ||
      DESCRIBING.has(words[0]!) ||
      words.some((w, k) => owner(w) && !/^(?:st\.?|saint)$/.test(words[k - 1] ?? '')) ||
      !words.some((w) => naming(w, school, ward))
    )
      continue;
    const start = m.index - head[1]!.length;
    out.push({ type: 'ORGANIZATION', start, end: ward ? m.index - 1 : m.index + m[0].length, rank: PLACE_RANK.org });
  }
}

/**
 * A head of another language and its name, typed in lower case: "clinica la esperanza", "ospedale sacco", "clinique
 * saint-jean", "hospital das clinicas". After an article or a particle the name is any word of no English list; right
 * after the head only a name or a town ("ospedale oggi" is "hospital today").
 */
const FOREIGN_HEAD =
  /(?<![\p{L}])(?:ospedale|clinica|clínica|clinique|hôpital|hopital|sanatorio|policlinico|ziekenhuis|farmacia|farmácia|pharmacie|laboratorio|laboratório|laboratoire|cabinet|apotheke|apotek|apotheek)[ \t]+(?:((?:la|el|del|de|di|della|du|des|das|dos|do|da|san|santa|sant['’]|saint|sainte|são|sao|analisi|análisis|analyses|clinico|clínico|médico|medico|dental)[ \t]+))?(\p{Ll}[\p{Ll}'’-]+)(?:[ \t]+(\p{Ll}[\p{Ll}'’-]+))?/dgu;

const HEAD_STEMS = [
  'ospedal',
  'clinic',
  'clínic',
  'hôpital',
  'hopital',
  'sanatori',
  'policlin',
  'ziekenhuis',
  'farmac',
  'pharmacie',
  'laborat',
  'cabinet',
  'apote',
];
/**
 * Words after a head that say which kind or which duty, not which one (ADR 0111): "farmacia de guardia", "pharmacie de
 * garde", "farmacia del barrio", "cabinet du quartier".
 */
const NOT_NAMES = new Set(
  'guardia garde turno esquina barrio quartier paese pueblo ciudad città ville village zona centro centre analisi análisis analyses'.split(
    ' ',
  ),
);

function foreignHeads(text: string, from: number, to: number, out: Hit[]): void {
  FOREIGN_HEAD.lastIndex = from;
  for (let m = FOREIGN_HEAD.exec(text); m !== null && m.index < to; m = FOREIGN_HEAD.exec(text)) {
    work.steps++;
    const w = m[2]!;
    if (isStop(w) || isEnglish(w) || MEDICAL.has(w) || NOT_NAMES.has(w)) continue;
    if (m[1] === undefined && !isName(w) && !isCity(w)) continue;
    // A second word goes with it when it is no English or stop word ("clinica la esperanza", "hospital das clinicas").
    const two = m[3] !== undefined && !isStop(m[3]) && !isEnglish(m[3]) && !MEDICAL.has(m[3]);
    const end = two ? m.index + m[0].length : m.indices![2]![1];
    out.push({ type: 'ORGANIZATION', start: m.index, end: Math.min(end, to), rank: PLACE_RANK.org });
  }
}

export function findLowerOrgs(text: string, toks: Tok[], out: Hit[], cues?: Cues): void {
  // Written in lower case: fewer than one capitalized word per 150 characters (prose opens a sentence with a
  // capital every 80 or so); the walk stops at one too many. Otherwise only the lower-case messages of a chat.
  const most = text.length / 150;
  let caps = 0;
  for (const t of toks) if (t.cap && ++caps > most) break;
  // (Plain look-ups first: most texts hold no head of another language, and need no pass of FOREIGN_HEAD.)
  const heads = cued(text, cues, HEAD_CUES, HEAD_STEMS) && HEAD_STEMS.some((w) => text.indexOf(w) >= 0);
  if (caps <= most) {
    scan(text, 0, text.length, out);
    if (heads) foreignHeads(text, 0, text.length, out);
  } else
    eachLowerMessage(text, (from, to) => {
      scan(text, from, to, out);
      if (heads) foreignHeads(text, from, to, out);
    });
}
