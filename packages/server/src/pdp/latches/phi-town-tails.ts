/**
 * Towns named by a name and a tail that only towns take (ADR 0079): Brazil's and Portugal's "Santa Cruz do
 * Sul", "Rio do Sul", "Caxias do Sul", "Santo Antônio do Descoberto", "Conceição de Nossa Senhora";
 * Italy's regional adjectives and seaside words ("Finale Ligure", "Castelnuovo Calabro", "Sestri
 * Levante", "Montecatini Terme", "Cirò Marina", "Reggio nell'Emilia", "Polignano a Mare"); and England's
 * and France's joined towns ("Stratford-upon-Avon", "Southend-on-Sea", "Barrow-in-Furness",
 * "Boulogne-sur-Mer", "Aix-en-Provence"). The name before the tail is often a given name or a surname
 * ("Rebeca do Sul", "Del Bianco ligure"), so the name recognizer read a person; nobody's name ends "do
 * Sul" or "ligure". The tails are tokens (phi-text.ts keeps them in lower case too), so the rule runs only
 * where one stands.
 *
 * - A Portuguese compass or shrine tail after "do", "da", "de" and one to three words: in any case.
 * - An Italian tail: in lower case after capitalized words ("Mirta ligure", "San Gervasio sardo"), or
 *   after a place word (in, to, from, at, of, near) in any case: "Sardo", "Veneto" are surnames too.
 * - One hyphenated word with "-upon-", "-on-", "-in-", "-under-", "-le-", "-sur-", "-en-" between capitals.
 *
 * - "Saint-Nazaire", "Sainte-Foy", "St-Jérôme": a saint's name joined by a hyphen, with no given name or street
 *   lead before it ("Yves Saint-Laurent", "rue Saint-Denis").
 *
 * Never inside an organization or a street found already ("Universidade Federal do Rio Grande do Sul").
 */
import { COUNTRIES, isCity, isEnglish, MEDICAL, ORG_TAILS, TITLES, US_STATES } from './phi-lexicon.js';
import { isRegionName } from './phi-regions.js';
import { lowerStreetAt, STREET_TRIGGERS } from './phi-streets-lower.js';
import { listed, question, type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** Outranks a person read on the same words (rank 6 with a cue); an organization around it is checked apart. */
const RANK = 7;
/** Tails after do/da/de: the compass, the shrine, "descoberto" (Brazil's discovered lands), the sierra and coast. */
export const PT_TAILS = ['sul', 'norte', 'oeste', 'leste', 'descoberto', 'senhora'];
/** Italian tails that stand right after the name, and the seaside "a mare", "marina", "lido", "terme". */
export const IT_TAILS = [
  'ligure',
  'salentino',
  'calabro',
  'umbro',
  'sardo',
  'veneto',
  'laziale',
  'siculo',
  'lucano',
  'irpino',
  'marchigiano',
  'piemontese',
  'lombardo',
  'friulano',
  'terme',
  'mare',
  "nell'emilia",
  'nell’emilia',
];
const PT = new Set(PT_TAILS);
const TRIGGERS = new Set([...PT_TAILS, ...IT_TAILS, 'of', ...STREET_TRIGGERS]);
const TRIGGER_Q = question();
const W = "[\\p{L}\\p{M}'’]+";
/** One to three words (any case) then "do", "da", "de", "dos", "das" ("de Nossa" for the shrine) right before the tail. */
const PT_BEFORE = new RegExp(`(${W}(?:[ \\t]+${W}){0,2})[ \\t]+(?:d[oae]s?)[ \\t]+(?:nossa[ \\t]+)?$`, 'iu');
/** One to three capitalized words (particles between) right before an Italian tail; "a" before "mare". */
const IT_BEFORE = new RegExp(
  `(\\p{Lu}${W}(?:[ \\t]+(?:(?:di|del|della|san|santa|a)[ \\t]+)?\\p{Lu}${W}){0,2})[ \\t]+(?:a[ \\t]+)?$`,
  'u',
);
const IT_BEFORE_LOWER = new RegExp(`(${W}(?:[ \\t]+${W}){0,2})[ \\t]+(?:a[ \\t]+)?$`, 'iu');
/** A street lead right before ("rue Saint-Denis", "boul. Sainte-Foy"): a street's name, not a town. */
const STREET_LEAD_BEFORE =
  /(?:^|[^\p{L}])(?:rue|avenue|av\.?|boulevard|boul\.?|bd|chemin|ch\.?|côte|place|montée|rang|route)[ \t]$/iu;
const SAINT = /^(?:Saint|Sainte|Ste|St|SAINT|SAINTE)-\p{Lu}[\p{Ll}\p{Lu}]/u;
const PLACE_WORD = /(?:^|[^\p{L}])(?:in|to|from|at|of|near|into|visit|visited|a|en|em|no|na|di)[ \t]+$/iu;
/** Capitalized words of two letters or more on both sides: "Roux-en-Y" (a surgery) is no town. */
const JOINED =
  /^\p{Lu}[\p{L}\p{M}'’]+(?:-\p{Lu}[\p{L}\p{M}'’]+)*-(?:upon|on|in|under|le|sur|en|lès|sous)-\p{Lu}\p{Ll}/u;

/** "Igreja de Nossa Senhora": a church or a shrine is named so too. */
const CHURCH = new Set(['igreja', 'capela', 'paróquia', 'santuário', 'catedral', 'basílica', 'colégio', 'escola']);
/** "resident of", "a native of" right before "of". */
const RESIDENT_BEFORE = /(?:^|[^\p{L}])(?:resident|residents|native|natives|inhabitant|inhabitants)[ \t]$/iu;
/** One to three capitalized words after "of ", ended by a comma, a full stop, a bracket or the line's end. */
const PLACE_AFTER = /[ \t](\p{Lu}[\p{L}\p{M}'’-]+(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]+){0,2})(?=[ \t]*(?:[,.;)\n]|$))/uy;
/** "resident of Kibera, Nairobi", "a native of Castlebar.": the place after is a town, whatever name lists hold it. */
function residentOf(text: string, t: Tok, tails: Tails): void {
  if (!RESIDENT_BEFORE.test(text.slice(Math.max(0, t.start - 13), t.start))) return;
  PLACE_AFTER.lastIndex = t.end;
  const m = PLACE_AFTER.exec(text);
  if (m === null || notTown(m[1]!)) return;
  const lc = m[1]!.toLowerCase();
  const ws = lc.split(/[ \t]+/);
  // "chief resident of Surgery", "resident of West Ward", "a native of South India": a service, a ward or a
  // region named by its compass point is no town (review of 2026-11-27); a listed town of English words is.
  if (!isCity(lc) && ws.every((w) => isEnglish(w))) return;
  if (/^(?:north|south|east|west|northern|southern|eastern|western|central|upper|lower)$/.test(ws[0]!)) {
    const rest = ws.slice(1).join(' ');
    if (COUNTRIES.has(rest) || US_STATES.has(rest) || isRegionName(rest)) return;
  }
  // "Resident of Cook County", "a native of County Mayo": a county is the county rule's.
  if (
    COUNTRIES.has(lc) ||
    US_STATES.has(lc) ||
    isRegionName(lc) ||
    /(?:^|[ \t])(?:county|parish|co\.?)(?:[ \t]|$)/.test(lc)
  )
    return;
  const s = t.end + m[0].length - m[1]!.length;
  pushTail(tails, s, s + m[1]!.length);
}

/** The words of a span that make it no town: an organization's word or a title. */
function notTown(words: string): boolean {
  return words
    .toLowerCase()
    .split(/[ \t]+/)
    .some((w) => ORG_TAILS.has(w) || TITLES.has(w) || CHURCH.has(w));
}

/** The call's output, where its own hits start, and the organizations and streets before them (read at the first town). */
interface Tails {
  out: Hit[];
  from: number;
  orgs: Hit[] | null;
}

/** A CITY at [s, e), unless an organization or a street found before holds it. */
function pushTail(tails: Tails, s: number, e: number): void {
  tails.orgs ??= tails.out.slice(0, tails.from).filter((h) => h.type === 'ORGANIZATION' || h.type === 'STREET_ADDRESS');
  if (!tails.orgs.some((o) => o.start <= s && o.end >= e && o.end - o.start > e - s))
    tails.out.push({ type: 'CITY', start: s, end: e, rank: RANK });
}

/** Whether `w` is written in the case a tail's town shares: capitals, a capital first, or lower case. */
function sameCase(w: string, upper: boolean, cap: boolean): boolean {
  return upper ? w === w.toUpperCase() : cap ? /^\p{Lu}/u.test(w) : w === w.toLowerCase();
}

export function findTailedTowns(text: string, toks: Tok[], out: Hit[], from: number): void {
  const tails: Tails = { out, from, orgs: null };
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    // Joined towns have two hyphens ("Stoke-on-Trent"): a word of seven letters or fewer holds no such name.
    if (t.cap && t.end - t.start > 7 && t.lc.indexOf('-') > 0) {
      const w = text.slice(t.start, t.end);
      // "Saint-Nazaire", "Sainte-Foy": France's and Quebec's saints' towns, unless a given name stands before (Yves Saint-Laurent).
      // ("rue Saint-Denis", "avenue Sainte-Foy" are streets.)
      const before = text.slice(Math.max(0, t.start - 24), t.start);
      const saint = SAINT.test(w) && !/\p{Lu}[\p{L}\p{M}'’-]*[ \t]$/u.test(before) && !STREET_LEAD_BEFORE.test(before);
      if (saint || (JOINED.test(w) && !MEDICAL.has(t.lc.split('-')[0]!))) {
        work.steps++;
        pushTail(tails, t.start, t.end);
      }
      continue;
    }
    // One look-up per distinct word of the text (the answer is kept on the word): the tails, "of", and the words
    // lower-case and foreign streets start at (phi-streets-lower.ts), read in this one loop over the tokens.
    if (!listed(t.w, TRIGGER_Q, TRIGGERS)) continue;
    if (STREET_TRIGGERS.has(t.lc)) {
      lowerStreetAt(text, t, out);
      continue;
    }
    if (t.lc === 'of') {
      if (!t.cap) residentOf(text, t, tails);
      continue;
    }
    const pt = PT.has(t.lc);
    work.steps++;
    const before = text.slice(Math.max(0, t.start - 60), t.start);
    // The tail's case matches the words' ("REBECA DO SUL", "Kléber do Sul", "giovanna do descoberto").
    const m = pt ? PT_BEFORE.exec(before) : t.cap ? IT_BEFORE_LOWER.exec(before) : IT_BEFORE.exec(before);
    if (m === null) continue;
    let words = m[1]!;
    // Italian tails in capitals or capitalized ("CARNEVALE SALENTINO", "Trovato Veneto") only after a place word.
    if (!pt && t.cap) {
      const upper = t.upper;
      const ws = words.split(/[ \t]+/);
      // The words of the town share the tail's case; a lower-case word before them ends them.
      let k = ws.length;
      while (k > 0 && (upper ? ws[k - 1] === ws[k - 1]!.toUpperCase() : /^\p{Lu}/u.test(ws[k - 1]!))) k--;
      if (k === ws.length) continue;
      words = ws.slice(k).join(' ');
      const s = t.start - m[0].length + m[0].indexOf(m[1]!) + (m[1]!.length - words.length);
      if (!PLACE_WORD.test(text.slice(Math.max(0, s - 8), s))) continue;
    }
    if (pt) {
      // A lower-case word of the phrase that is not the name's own ("lives in giovanna do descoberto"): the name is the last words that share the case.
      const ws = words.split(/[ \t]+/);
      const upper = t.upper;
      const cap = t.cap;
      let k = ws.length;
      while (k > 0 && sameCase(ws[k - 1]!, upper, cap)) k--;
      if (k === ws.length) continue;
      // In lower case, one word only: "in giovanna do descoberto" keeps "giovanna", not "in giovanna".
      if (!cap) k = Math.max(k, ws.length - 1);
      words = ws.slice(k).join(' ');
    }
    // "Polignano a Mare": the seaside tail only after "a" ("rode a mare" is a horse).
    if (t.lc === 'mare' && !/[ \t]a[ \t]+$/i.test(m[0])) continue;
    if (notTown(words)) continue;
    const s = t.start - m[0].length + m[0].indexOf(m[1]!) + (m[1]!.length - words.length);
    pushTail(tails, s, t.end);
  }
}
