/**
 * A bedside sign or a test reported by its result, read as a name with nothing to back it (ADR 0054, 0109):
 * "Barlow negative", "Barlow and Ortolani negative", and in other languages "signe de Murphy positif",
 * "McBurney positivo, Blumberg positivo", "Giordano negativo", "Lasègue positiv". In English any unbacked
 * word before "positive"/"negative" is a test; in the other languages the word must be a sign's eponym
 * (SIGN_EPONYMS, CONTEXT_EPONYMS) or follow another sign and its result in a list, as the result words
 * there are also adjectives after a person ("paciente Blumberg, positivo…" is rare; "Garcia positivo para
 * COVID" is a person, and so is "Garcia positive for COVID": a result for something is a person's).
 * Town-named diseases coordinated with a disease ("Ebola and Marburg", "Lassa or Marburg fever") are here too.
 * Each test reads a few characters beside one finding: no scan.
 */
import { MEDICAL } from './phi-lexicon.js';
import { CONTEXT_EPONYMS } from './phi-medical-eponyms.js';
import type { Hit } from './pii-context.js';

/**
 * What a person is positive or negative for: "for COVID", "para SARS-CoV-2", "pour la grippe", "für Influenza".
 * Not "on", "à", "a": a sign is positive on a side ("Murphy positif à droite").
 */
const FOR = `(?![ \\t]*(?:for|para|pour|per|für|fur|voor|för|dla)(?![\\p{L}]))`;

/** A test reported by its result right after it ("Barlow negative", "FABER positive", "Denver II normal"). */
export const RESULT = new RegExp(
  `^[ \\t]+(?:(?:[IVX]{1,4}|\\d)[ \\t]+(?:normal|abnormal|delayed|passed|failed)|(?:negative|positive)${FOR}|equivocal|upgoing|downgoing)(?![\\p{L}])`,
  'u',
);

/** A sign's result for what it shows, not for an infection: "positive for impingement". */
const SIGN_RESULT_FOR =
  /^[ \t]+(?:negative|positive)[ \t]+for[ \t]+(?!covid|sars|influenza|flu|strep|hiv|hep|rsv|mrsa|tb|tuberculosis)/iu;

/** A second member and a result after a finding: ", Ortolani negative", " and Romberg positive". */
const PAIR_RESULT =
  /^(?:,[ \t]*|[ \t]+(?:and|or|&)[ \t]+)([\p{L}]+)[ \t]+(?:negative|positive|equivocal|normal|intact|absent|present)(?![\p{L}])/u;

/** Result words of a sign in French, Spanish, Italian, Portuguese, German, Dutch, Polish and the Nordic languages. */
const RESULTS = `(?:positi(?:vo|va|f|ve|v|ef)|n[ée]gati(?:vo|va|f|ve|v|ef)|negatief|dodatni|ujemny|ujemna|dodatnia|pos|neg)`;
const FOREIGN_RESULT = new RegExp(`^[ \\t]+${RESULTS}(?![\\p{L}])${FOR}`, 'u');
/** A sign and its result ending the list member before the finding: "McBurney positivo, ". */
const SIGN_BEFORE = new RegExp(`(?:^|[^\\p{L}])([\\p{L}]+)[ \\t]+${RESULTS}[ \\t]*[,;/][ \\t]*$`, 'u');

/**
 * Eponyms of bedside signs and manoeuvres that are also surnames (so no MEDICAL word): abdomen, spine, joints,
 * nerves, skin and obstetrics, as examination notes of every language name them.
 */
export const SIGN_EPONYMS: ReadonlySet<string> = new Set(
  `murphy blumberg rovsing giordano mcmurray apley spurling lhermitte hoover gaenslen chvostek trousseau courvoisier
  markle dunphy pemberton durkan adson yergason simmonds godet schober steinmann payr zohlen froment wartenberg
  oppenheim trömner tromner unterberger bárány barany allis koebner köbner auspitz darier chadwick goodell
  leopold goldflam goldflama chełmońskiego chelmonskiego pasternackiego lasègue hawkins neer phalen tinel finkelstein
  lachman thompson homans kernig brudzinski babinski romberg`
    .split(/\s+/)
    .filter(Boolean),
);

/** Whether the unbacked single-word PERSON finding is a sign or a test by the result after it. */
export function resultAfter(text: string, h: Hit, words: string[]): boolean {
  if (words.length !== 1 || text.charCodeAt(h.end) !== 32) return false;
  const after = text.slice(h.end, h.end + 40);
  const lc = words[0]!.toLowerCase();
  const sign = SIGN_EPONYMS.has(lc) || CONTEXT_EPONYMS.has(lc);
  if (RESULT.test(after)) return true;
  // "Hawkins positive for impingement": a known sign is positive for a finding, where a person is for an infection.
  if (sign && SIGN_RESULT_FOR.test(after)) return true;
  // "Barlow and Ortolani negative": one other member, medical, and the pair's result after it.
  const m = PAIR_RESULT.exec(after);
  if (m !== null && MEDICAL.has(m[1]!.toLowerCase())) return true;
  if (!FOREIGN_RESULT.test(after)) return false;
  if (sign) return true;
  const b = SIGN_BEFORE.exec(text.slice(Math.max(0, h.start - 40), h.start));
  return b !== null && (MEDICAL.has(b[1]!.toLowerCase()) || SIGN_EPONYMS.has(b[1]!.toLowerCase()));
}

/**
 * Viruses and fevers named after a town or a river, which MEDICAL leaves out because they are towns (ADR 0084):
 * beside a disease in a list they are the disease ("Ebola and Marburg", "Lassa or Marburg fever").
 */
export const TOWN_DISEASES: ReadonlySet<string> = new Set(
  `marburg lassa junin junín machupo guanarito hendra nipah zika norwalk hantaan puumala sindbis semliki oropouche
  mayaro powassan heartland bourbon toscana usutu bwamba ebola lyme`.split(/\s+/),
);

/**
 * Eponyms of a level or a grade that are frequent surnames ("Clark IV" of a melanoma, "Hunt and Hess", "Fisher
 * 3"): before a Roman numeral, beside one medical member in a list ("Breslow 0.9 mm, Clark IV"), a grade.
 */
const GRADED_EPONYMS: ReadonlySet<string> = new Set(['clark', 'hunt', 'hess', 'fisher', 'forrest', 'garden']);
const ROMAN = /^ [IVX]{1,4}[a-c]?(?![\p{L}\d])/u;

/** Whether one medical member beside the finding is enough to make it medical: a town-named disease, a graded eponym. */
export function oneNeighbourEnough(text: string, h: Hit, words: string[]): boolean {
  if (words.length !== 1) return false;
  const lc = words[0]!.toLowerCase();
  return TOWN_DISEASES.has(lc) || (GRADED_EPONYMS.has(lc) && ROMAN.test(text.slice(h.end, h.end + 7)));
}
