/**
 * Persons found that their place or first word shows to be organizations (ADR 0095), retyped in place:
 * - after the Dutch neuter article: "naar het Antoni van Leeuwenhoek", "in het Máxima". Dutch gives a person no
 *   article, and "het" only to a neuter noun: before a capitalized name it stands for the hospital, museum or
 *   school so named ("het ziekenhuis", "het museum");
 * - a German care home's "Haus" opening the name: "Pflegeheim Haus Sonnenhof", "im Haus Abendfrieden" ("Haus" is
 *   no given name, and a surname so spelled comes after a given name or a title, not first).
 * - a name before "site" ending the phrase, a contractor's or a firm's workplace: "construction worker
 *   (Shapoorji Pallonji site, Worli)"; not after a title, nor before a noun ("Anna Jones site visit", "site lead").
 * - a word of the name that is a compound ending in a facility's or a body's noun of another language: Dutch
 *   "Eemsmond Zorggroep", Swedish "Omsorgshuset Ekdalen", Danish "Hjemmeplejen Viby", "Viby Torv Apotek", Finnish
 *   "Näsijärven Lastenklinikka", German "Ärzteakademie Nord", "Bauunion Zugspitze"; no given name or surname ends so.
 * A look at a few characters at each person found; no scan of the text.
 */
import { PLACE_RANK } from './phi-cities.js';
import type { Hit } from './pii-context.js';

const retype = (h: Hit) => {
  h.type = 'ORGANIZATION';
  h.rank = Math.max(h.rank, PLACE_RANK.org);
};

/** "site" right after the name, ending the phrase (a comma, a bracket, a full stop or the line's end after it). */
const WORKPLACE = /^[ \t]site(?:[,;).]|[ \t]*(?:\n|$))/;
const TITLED = /(?:^|[^\p{L}])(?:dr|mr|mrs|ms|miss|prof)\.?[ \t]+$/iu;

/** Facility and body nouns that end a compound word of the name (folded to lower case, at least four letters before). */
const COMPOUND_HEAD =
  /\p{L}{3,}(?:zorg|zorggroep|groep|apotek|apoteket|apotheke|apotheek|klinik|kliniken|klinikka|klinikum|akademie|akademi|academie|zentrum|praxis|stiftung|verein|treuhand|union|plejen|huset|hemmet|centralen|keskus|sairaala|terveyskeskus|gruppe|spital|ziekenhuis|sjukhus|sykehus|sygehus|sundhedspark|sundhedshus|sundhedscenter|residenz|gebäudeservice|reinigung|pflegedienst|apteekki|nævnet|nämnden|nemnda|styrelsen|tilsynet)$/u;
/** Whole words of the same kind that open or end such a name ("Apotek", "Grupo", "Seguros", "Stichting"). */
const ORG_WORDS = new Set(
  `apotek apoteket apotheke apotheek grupo seguros stichting stiftung zorggroep sairaala keskus sjukhus sykehus sygehus
  ziekenhuis lab treuhand robotik gebäudeservice sundhedspark sundhedshus sundhedscenter helse medtech biotech healthtech`.split(
    /\s+/,
  ),
);
/** "Croce Rossa", "Croce Bianca di Nembro": Italy's ambulance associations (Croce alone is also a surname). */
const CROCE = /^Croce[ \t]+(?:Rossa|Bianca|Verde|Azzurra|Blu|d['’]Oro)(?![\p{L}])/u;
function compoundOrg(text: string, h: Hit): boolean {
  // Two words at least: a lone compound ("Lastenklinikka") is left to the organization readers.
  const span = text.slice(h.start, h.end);
  if (!span.includes(' ')) return false;
  for (const w of span.toLowerCase().split(/[ \t]+/)) if (ORG_WORDS.has(w) || COMPOUND_HEAD.test(w)) return true;
  return false;
}

export function retypeShownOrgs(text: string, out: Hit[]): void {
  for (const h of out) {
    if (h.type !== 'PERSON') continue;
    if (compoundOrg(text, h) || CROCE.test(text.slice(h.start, h.start + 16))) {
      retype(h);
      continue;
    }
    // "Haus Sonnenhof": two words at least, the second capitalized.
    if (text.startsWith('Haus ', h.start) && h.end > h.start + 6) {
      retype(h);
      continue;
    }
    const c0 = text.charCodeAt(h.end);
    if (
      (c0 === 32 || c0 === 9) &&
      text.slice(h.start, h.end).includes(' ') &&
      WORKPLACE.test(text.slice(h.end, h.end + 16)) &&
      !TITLED.test(text.slice(Math.max(0, h.start - 8), h.start))
    ) {
      retype(h);
      continue;
    }
    if (h.start < 4 || !text.startsWith('het ', h.start - 4)) continue;
    // "het" in lower case, a whole word ("Het" opening a sentence may be the pronoun).
    const c = h.start === 4 ? 32 : text.charCodeAt(h.start - 5);
    if (c === 32 || c === 9 || c === 10 || c === 40) retype(h);
  }
}
