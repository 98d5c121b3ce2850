/**
 * ORGANIZATION names that a head word opens (ADR 0052, 0063): "Universidad de Antioquia", "Bank of
 * Nova Scotia", "Hospital Auxilio Mutuo", a head after an elided article ("l'Ospedale Cardarelli"),
 * and German and Dutch compounds ending in a head ("Universitätsklinikum Heidelberg").
 */
import { PLACE_RANK } from './phi-cities.js';
import { isCommon, isStop, MEDICAL, ORG_JOINERS, ORG_TAILS, TITLES } from './phi-lexicon.js';
import { ORG_GENERIC, ORG_HEADS, WORLD_HEADS } from './phi-org-words.js';
import { regionAfterOf } from './phi-orgs-of.js';
import { foreignWord } from './phi-orgs-service.js';
import { type Tok, tokenAt, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** Care services ("Kurzzeitpflege", "Tagespflege") are a name only before a house's name: "Kurzzeitpflege Haus Lindenhof". */
const CARE_SERVICE = /pflege$/;
const CARE_HOUSES = new Set(['haus', 'villa', 'residenz', 'stift', 'hof']);

/** English heads take their name through a particle ("University of Chicago"); foreign ones also directly ("Klinikum Rechts der Isar"). */
const ENGLISH_HEADS = new Set([
  'hospital',
  'hospice',
  'hospices',
  'clinic',
  'university',
  'college',
  'bank',
  'museum',
  'church',
  'cathedral',
  'temple',
  'synagogue',
  'mosque',
]);
/** Particles that may follow a head ("and" may not: "Internal Medicine Clinic and the Cardiology Clinic"). */
const HEAD_PARTICLES = new Set(['of', 'for', 'de', 'du', 'des', 'la', 'le', 'di', 'del', 'der']);
/**
 * Particles of Portuguese, Italian, German and Polish names that are no tokens (lower-case words no
 * recognizer keeps), read in the gap between two words: "Hospital das Clínicas", "Vale do Sousa",
 * "Apotheke zum Löwen", "Klinikum rechts der Isar", "Szpital Uniwersytecki w Krakowie", "Szpital im. Kopernika".
 */
const SKIPPED_PARTICLE = /^[ \t](?:do|da|dos|das|della|dello|delle|degli|dei|zum|zur|im\.?|w|rechts|links|viện)[ \t]$/;
const NAME_PARTICLE = /^[ \t](?:von|van|vom)(?:[ \t]de[rn])?[ \t]$/;
/**
 * "Centre" and "Centro" head a name in French, Spanish, Portuguese and Italian before a particle or one of these, and
 * so does a French "Cabinet" (a practice: "Cabinet de Cardiologie du Parc"; "Cabinet Office" stays English).
 */
const CENTRES = new Set(['centre', 'centro', 'cabinet']);
/**
 * Adjectives of a specialty or of care right after a centre (ADR 0111): "Centre Cardiologique du Léman", "Centre
 * Ophtalmologique Vauban", "Centro Diagnostico Italiano", "Centro Odontológico Sur" (not "Centro Storico", a district).
 */
const CARE_STEMS =
  /^(?:cardio|ophtalmo|oftalmo|neuro|dermato|gastro|pneumo|radio|onco|p[ée]dia|uro|gyn[ée]co|ortho|rhumato|endocrino|n[ée]phro|nefro|odonto|dentaire|m[ée]dic|diagnos|imag|clini|clíni|sant[ée]|sanit|kin[ée]|fisio|physio|psych|psic|traumato|ost[ée]o|ambulatori|hospitali|dermatol|audio|auditi|gériat|geriat)/;
const CARE_ADJECTIVES = new Set(
  'médical medical médico medico médica medica hospitalier hospitalière hospitalar hospitalario sanitario sanitaire clinico clínico'.split(
    ' ',
  ),
);
/**
 * Adjectives written in lower case between a foreign head and its name ("Cliniques universitaires Saint-Luc",
 * "Hôpital universitaire Robert-Debré", "Policlinico universitario Gemelli"): no tokens, read in the gap.
 */
const LOWER_ADJECTIVE =
  /^[ \t](?:universitaires?|universitari[oa]|universitári[oa]|universitari|médica(?:l|le|les|ux)|hospitali(?:er|ère|ers))[ \t]$/;
/** Practices, named after their doctor: "Praxis Dr. Wendt", "Hausarztpraxis Dr. med. Kühn", "Praktijk Dr. Jansen". */
const PRACTICES = /(?:praxis|praktijk)$/;
/** A doctor's title after a practice word, with the German degrees that may follow it ("Dr. med.", "Dr. med. dent."). */
const DOCTOR = /[ \t]+(?:Dr|Drs|Dres|Prof)\.?(?:[ \t]*(?:med|dent|univ|habil)\.)*[ \t]+(?=\p{Lu})/uy;

/** "Praxis Dr. Wendt": the practice, its doctor's title and the capitalized words of the name (up to three). */
function doctorsPractice(text: string, toks: Tok[], head: Head, j: number, out: Hit[]): boolean {
  DOCTOR.lastIndex = head.end;
  if (!DOCTOR.test(text)) return false;
  let k = j;
  while (k < toks.length && toks[k]!.start < DOCTOR.lastIndex) k++;
  const first = k;
  while (k < toks.length && k - first < 3 && toks[k]!.cap && !TITLES.has(toks[k]!.lc)) {
    work.steps++;
    const g = k === first ? '' : text.slice(toks[k - 1]!.end, toks[k]!.start);
    if (k > first && g !== ' ' && g !== '-') break;
    k++;
  }
  if (k === first || toks[first]!.start !== DOCTOR.lastIndex) return false;
  out.push({ type: 'ORGANIZATION', start: head.start, end: toks[k - 1]!.end, rank: PLACE_RANK.org });
  return true;
}

/** The head word of a name: a token, or a word the tokenizer skipped ("l'Ospedale"). */
export interface Head {
  start: number;
  end: number;
  lc: string;
}

/**
 * A head word and the capitalized words (with particles) after it, from toks[j]: "Universidad de
 * Antioquia", "Bank of Nova Scotia".
 */
export function headed(text: string, toks: Tok[], head: Head, j: number, out: Hit[], towns: ReadonlySet<number>): void {
  // "Praxis Dr. Wendt": a practice is named after its doctor.
  if (PRACTICES.test(head.lc) && doctorsPractice(text, toks, head, j, out)) return;
  if (CARE_SERVICE.test(head.lc) && !CARE_HOUSES.has(toks[j]?.lc ?? '')) return;
  let k = j;
  let last = -1;
  let proper = false;
  const foreign = !ENGLISH_HEADS.has(head.lc) && !CENTRES.has(head.lc);
  while (k < toks.length && k - j < 5) {
    work.steps++;
    const t = toks[k]!;
    const g = text.slice(k === j ? head.end : toks[k - 1]!.end, t.start);
    if (
      g !== ' ' &&
      !(g === '-' && t.cap) &&
      !((t.cap || ORG_JOINERS.has(t.lc)) && SKIPPED_PARTICLE.test(g) && !(g === ' w ' && WORLD_HEADS.has(head.lc))) &&
      !(foreign && k === j && t.cap && LOWER_ADJECTIVE.test(g)) &&
      // "Klinikum Ernst von Bergmann": a person's name after a foreign head keeps its particle.
      !(foreign && k > j && t.cap && NAME_PARTICLE.test(g))
    )
      break;
    if (!t.cap) {
      // "Apotheke am Rathaus": the German "am" joins a head to its place, the Scandinavian "i" too ("Sykehuset i Vestfold").
      // ("do" is a token, as a credential: "Vale do Sousa".)
      // ("Institut für Pathologie Seeland": the German "für" joins a foreign head to its field.)
      const joiner =
        t.lc === 'am' || t.lc === 'do' || ((t.lc === 'i' || t.lc === 'für') && !ENGLISH_HEADS.has(head.lc));
      if (!ORG_JOINERS.has(t.lc) && !joiner) break;
    } else {
      // ("Institut für Pathologie Seeland", "Faculdade de Medicina": a field's word after a foreign head's particle.)
      const field = foreign && k > j && !toks[k - 1]!.cap && MEDICAL.has(t.lc);
      if (TITLES.has(t.lc) || (MEDICAL.has(t.lc) && !field)) break;
      last = k;
      // After a head of another language an ordinary word names too ("Mútua Universal", "Banco Popular").
      if (!ORG_GENERIC.has(t.lc) && !ORG_TAILS.has(t.lc) && (!isCommon(t.lc) || (foreign && !isStop(t.lc))))
        proper = true;
    }
    k++;
  }
  // "Hospice of the Central Coast", "Bank of the West": after "of", a region's name written with ordinary words.
  if (last >= 0 && !proper && ENGLISH_HEADS.has(head.lc) && text.charCodeAt(head.end) === 32)
    proper = regionAfterOf(text, toks, j) === last;
  if (last < 0 || !proper) return;
  // "Hospital Course", "Clinic Notes": an English head needs its particle right after it, or a word in no
  // English list, as Spanish and Portuguese names put it ("Hospital Auxilio Mutuo", "Hospital Sírio-Libanês").
  const next = toks[j]!;
  const direct =
    (head.lc === 'hospital' || head.lc === 'hospices') && next.cap && (foreignWord(next.lc) || latinHospital(toks, j));
  const particle = HEAD_PARTICLES.has(next.lc) || SKIPPED_PARTICLE.test(text.slice(head.end, next.start));
  if (ENGLISH_HEADS.has(head.lc) && !particle && !direct) return;
  // "Centre Médical Jean Jaurès", "Centro de Salud": a centre of care in French, Spanish, Portuguese or Italian.
  if (CENTRES.has(head.lc) && !particle && !CARE_ADJECTIVES.has(next.lc) && !(next.cap && CARE_STEMS.test(next.lc)))
    return;
  // "University of Nicosia": the place rules (ADR 0051) already take the town, the part that identifies.
  if ((head.lc === 'university' || head.lc === 'college') && toks[j + 1] !== undefined && towns.has(toks[j + 1]!.start))
    return;
  // (A head, an adjective of care and a name is no person's name: "Cliniques universitaires Saint-Luc".)
  const adjective = foreign && LOWER_ADJECTIVE.test(text.slice(head.end, next.start));
  out.push({
    type: 'ORGANIZATION',
    start: head.start,
    end: toks[last]!.end,
    rank: PLACE_RANK.org + (adjective ? 1 : 0),
  });
}

/**
 * "Hospital General Santa Bárbara", "Hospital Civil de Guadalajara", "Hospital Central Militar": Spanish and
 * Portuguese hospitals name their kind with a word English has too, then a name or a particle; "Hospital General
 * Medicine" has neither (its next word is English).
 */
const LATIN_KINDS = new Set([
  'general',
  'civil',
  'central',
  'regional',
  'militar',
  'provincial',
  'municipal',
  'infantil',
]);
const SAINTS = new Set(['san', 'santa', 'santo', 'são', 'sao', 'nuestra', 'nossa']);
function latinHospital(toks: Tok[], j: number): boolean {
  const kind = toks[j]!;
  const after = toks[j + 1];
  if (!LATIN_KINDS.has(kind.lc) || after === undefined || after.start - kind.end > 1) return false;
  return HEAD_PARTICLES.has(after.lc) || (after.cap && (SAINTS.has(after.lc) || !isCommon(after.lc)));
}

/** A head after an elided article ("l'Ospedale", "dell'Università", "l'Hôpital"): the tokenizer skips the word. */
const ELIDED = /\p{Lu}[\p{Ll}\p{M}]+/uy;

/** Calls `take` with each elided head and the index of the first token after it. */
export function findElidedHeads(text: string, toks: Tok[], take: (head: Head, k: number) => void): void {
  if (toks.length === 0) return;
  for (let p = text.indexOf("'"); p >= 0; p = text.indexOf("'", p + 1)) elidedAt(text, toks, p, take);
  for (let p = text.indexOf('’'); p >= 0; p = text.indexOf('’', p + 1)) elidedAt(text, toks, p, take);
}

function elidedAt(text: string, toks: Tok[], p: number, take: (head: Head, k: number) => void): void {
  const l = text.charCodeAt(p - 1) | 32;
  if (l !== 108 && l !== 100) return;
  ELIDED.lastIndex = p + 1;
  const m = ELIDED.exec(text);
  if (m === null) return;
  const lc = m[0].toLowerCase();
  if (!ORG_HEADS.has(lc)) return;
  work.steps++;
  const end = p + 1 + m[0].length;
  // The first token after the head (the head itself is no token).
  const lo = tokenAt(toks, end);
  if (lo < toks.length) take({ start: p + 1, end, lc }, lo);
}
