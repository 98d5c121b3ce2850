/**
 * Employers after the work verbs of other languages (ADR 0083), as phi-orgs-cued.ts reads "works at" and
 * "employed by": "werkt als havenmedewerker bij APM Terminals", "arbeitet bei Bosch Rexroth", "travaille chez
 * Thales Alenia Space", "trabalha na Galp Energia", "impiegato presso Lavazza", "treballa a SEAT", "arbetar
 * på Volvo", "pracuje w Orlen". The capitalized phrase after the cue is the employer when it can be an
 * organization's name at all (orgLike: no title, country, medical or only-English phrase). After a preposition
 * that also introduces places ("trabaja en", "jobber i") a listed town stays a town.
 * One regex pass over the text, gated by the cue verbs' shared letters; linear.
 */
import { PLACE_RANK } from './phi-cities.js';
import type { Cues } from './phi-cues.js';
import { isEnglish, isName, MEDICAL } from './phi-lexicon.js';
import { WORK_CUES } from './phi-orgs-cues.js';
import { isKnownOrg } from './phi-orgs-gazetteer.js';
import { phraseAt, push } from './phi-orgs-phrase.js';
import type { Hit } from './pii-context.js';

/** A job after "als", "comme", "como", "come" ("werkt als verpleegkundige bij"): one or two lower-case words. */
const AS_JOB = String.raw`(?:[ \t]+(?:als|comme|como|come)[ \t]+[\p{Ll}-]+(?:[ \t]+[\p{Ll}-]+)?)?`;
/** The Swedish, Norwegian and Danish work verbs. */
const NORDIC_VERBS = 'arbetar|jobbar|jobber|arbeider|arbejder|anställd|anställda|ansatt|ansat';
/** Cue verbs and the prepositions that name only an employer after them (group 1) or also a place (group 2). */
const CUE = new RegExp(
  String.raw`(?<![\p{L}])(?:` +
    [
      `(?:werkt|werken|werkzaam)${AS_JOB}[ \\t]+(?:bij)`,
      `in[ \\t]+dienst[ \\t]+(?:bij)`,
      `(?:arbeitet|arbeite|beschäftigt|tätig|angestellt)${AS_JOB}[ \\t]+(?:bei)`,
      `(?:travaille|travaillait)${AS_JOB}[ \\t]+(?:chez|pour)`,
      `(?:employée?|salariée?)[ \\t]+(?:chez|par)`,
      `(?:trabaja|trabajaba|labora)${AS_JOB}[ \\t]+(?:para|en)`,
      `emplead[oa][ \\t]+(?:de|en)`,
      `(?:trabalha|trabalhava)${AS_JOB}[ \\t]+(?:para|pela|pelo|na|no|em)`,
      `funcionári[oa][ \\t]+(?:da|do)`,
      `(?:lavora|lavorava)${AS_JOB}[ \\t]+(?:presso|per|alla|al)`,
      `(?:impiegat[oa]|dipendente)[ \\t]+(?:presso|della|del|di)`,
      `(?:treballa|treballava)${AS_JOB}[ \\t]+(?:per|a|en)`,
      `(?:${NORDIC_VERBS})[ \\t]+(?:hos|vid|för|for|på|i)`,
      `(?:pracuje|pracował|pracowała)[ \\t]+(?:dla|w)`,
    ].join('|') +
    String.raw`)[ \t]+(?:(?:la|le|el|der|die|dem|den|het|de)[ \t]+)?(?=[\p{Lu}\d])`,
  'giu',
);
/** Prepositions after which a place may stand as well as an employer. */
const PLACE_TOO = /(?:^|[ \t])(?:en|na|no|em|in|a|i|på|w)[ \t]+(?:(?:la|le|el|der|die|dem|den|het|de)[ \t]+)?$/i;
/** Without the tokenizer's cues, only texts holding one of the verbs' stems are searched (case-sensitive: a case-blind alternation costs more). */
const GATE =
  /[Ww]erk|[Aa]rbe[ijt]|besch|tätig|angestellt|dienst|[Tt]ravaill|employ|salari|[Tt]raba[jl]|labora|emplead|funcion|[Ll]avor|impiegat|dipendent|[Tt]reball|jobb|praco|pracuj|anst|ansat/;

/**
 * German capitalizes every noun: after "bei" one word is as often a noun ("arbeitet bei Bedarf"); so is a Dutch
 * noun after "bij" at a sentence's start or in a heading ("werkt bij Koorts").
 */
const NOUNS_CAPITALIZED = /(?:bei|bij)(?:[ \t]+(?:der|die|dem|den|de|het))?$/i;
/** Prepositions before a town, often in an inflected case that no town list holds ("pracuje w Poznaniu", "jobber i Bergen"). */
const INFLECTED_TOWN = /[ \t](?:w|i)$/i;
const NORDIC_CUE = new RegExp(`(?:${NORDIC_VERBS})[ \\t]`, 'i');
/**
 * Endings of the words for wards, services and departments in the Romance and Nordic languages ("Urgencias",
 * "Cardiologia", "Farmácia", "Admisión", "Mantenimiento", "Limpeza", "Enfermagem", "Seguridad", "Förskola", "Sykehjem").
 */
const WARD_ENDING =
  /(?:[ií]a|ie|[çc][aã]o|ci[oó]n|si[oó]n|logi[ea]|ncias?|[aá]rio|eria|erie|miento|eza|agem|an[çc]a|dad|fano|skola|hjem|hem|vård)s?$/iu;

/**
 * One capitalized word after the cue of a language that writes its nouns in lower case ("travaille chez Boiron",
 * "trabalha na Sabesp"): an employer when it is no word of the lists, no medical word and no
 * ward's name, and no one's name ("travaille chez Marie"). A listed town after a preposition of place stays a town (push).
 */
function loneEmployer(cue: string, p: string): boolean {
  if (
    NOUNS_CAPITALIZED.test(cue.trimEnd()) ||
    INFLECTED_TOWN.test(cue.trimEnd()) ||
    p.length < 3 ||
    !/^\p{Lu}[\p{Ll}\p{M}]+$/u.test(p)
  )
    return false;
  const lc = p.toLowerCase();
  // "jobbar på Akuten", "arbeider på Sykehuset": a Nordic noun in its definite form is the ward or the hospital.
  if (NORDIC_CUE.test(cue) && /(?:en|et)$/.test(lc)) return false;
  return !isEnglish(lc) && !isName(lc) && !MEDICAL.has(lc) && !WARD_ENDING.test(lc);
}

export function findForeignEmployers(text: string, out: Hit[], cues?: Cues): void {
  // The tokenizer marks the verbs (phi-orgs-cues.ts): most texts hold none, and a scan for their stems cost 2-3 % of detectPii.
  if (cues !== undefined ? (cues.seen & WORK_CUES) === 0 : !GATE.test(text)) return;
  CUE.lastIndex = 0;
  for (let m = CUE.exec(text); m !== null; m = CUE.exec(text)) {
    const start = m.index + m[0].length;
    const p = phraseAt(text, start);
    if (p === null) continue;
    // "treballa a SEAT": an employer in capitals is a name even when it spells an English word.
    if (/^\p{Lu}{2,6}$/u.test(p))
      out.push({ type: 'ORGANIZATION', start, end: start + p.length, rank: PLACE_RANK.org + 1 });
    // One word is as often a noun ("arbeitet bei Bedarf", "werkt bij Koorts") or a ward ("trabaja en Urgencias",
    // "jobbar på Akuten"): only a known organization's name stands alone there.
    else if (/[ \t]/.test(p) || isKnownOrg(p) || loneEmployer(m[0], p))
      // After a preposition of place too, a listed town is where the person works, not for whom.
      push(out, start, p, !PLACE_TOO.test(m[0]), PLACE_RANK.org + 1);
  }
}
