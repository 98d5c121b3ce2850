/**
 * Word lists of the heading, label and abbreviation filter (phi-names-headings.ts, ADR 0110), written from general
 * knowledge of each language by class: subject labels, the articles that join a heading's nouns, the nouns that
 * name a sign, a disease or a scale after a person, the words that name a region, Mexico's state abbreviations,
 * and the roles that speak in a transcript.
 */
export const SUBJECT =
  /^[ \t]*(?:re|aw|wg|fw|fwd|tr|rv|sv|betreff|subject|objet|asunto|oggetto|assunto|onderwerp|ärende|emne|dotyczy|temat)[ \t]*$/i;
/**
 * Lower-case articles and prepositions that join a heading's nouns ("Protokoll der Sitzung", "Rapport för
 * avdelning"), not the particles of names ("de", "da", "van", "von", "du", "des" are left out).
 */
export const GLUE = new Set(
  'der die das dem den zur zum für und et y e i och og w z na of for and the au aux al della dei degli delle per con en sur pour avec para'.split(
    ' ',
  ),
);
/**
 * Nouns that name a sign, a disease or a scale after a person in the Romance and German way ("signe de Murphy",
 * "síndrome de Down", "Morbus Crohn", "Escala de Oswestry", "Score de Glasgow-Imrie"): the name is an eponym's.
 */
const EPONYM_NOUNS =
  'signe signo segno sinal síndrome sindrome syndrome síndrome maladie enfermedad malattia doença doenca morbus escala échelle echelle scala score índice indice maniobra manœuvre manoeuvre manovra manobra réflexe reflexe reflejo riflesso reflexo classification clasificación clasificacion classificazione classificação critères criterios criteri critérios test prueba teste prova';
export const EPONYM_NOUN = new Set(EPONYM_NOUNS.split(' '));
const EPONYM_BEFORE = /(?:^|[^\p{L}])(\p{L}+)[ \t]+((?:de|di|du|des|del|da|do|von)[ \t]+|d['’])?$/u;
export const NOUN_OF = /^(?:de|di|du|des|del|da|do|von)$/;

/** Whether a sign's, a disease's or a scale's noun (and "de") stands right before `at` ("Escala de Oswestry"). */
export function afterEponymNoun(text: string, at: number): boolean {
  const m = EPONYM_BEFORE.exec(text.slice(Math.max(0, at - 24), at));
  if (m === null) return false;
  const noun = m[1]!.toLowerCase();
  // Without "de" only German "Morbus" ("Morbus Crohn"): "test Anna's hearing" names Anna.
  return EPONYM_NOUN.has(noun) && (m[2] !== undefined || noun === 'morbus');
}
/** Words that name a region of a country ("Región del Biobío", "Provincia de Cádiz"): never a person's first word. */
export const REGION_HEADS = new Set(
  'región region regione regiao região provincia província province provinz département departamento estado comuna distrito municipio município condado comarca voivodato województwo powiat gmina kanton canton landkreis bezirk kreis oblast'.split(
    ' ',
  ),
);
/** Prepositions fused with an article ("del", "della", "des", "du"): before an institution's name, not a person's. */
export const FUSED_ARTICLE = /(?:^|[^\p{L}])\p{Ll}+[ \t]+(?:del|della|dello|delle|degli|dei|des|du)[ \t]+$/u;
/**
 * Mexico's states as its addresses abbreviate them after the town ("Guadalajara, Jal.", "León, Gto.", "Morelia,
 * Mich."), and Venezuela's "Edo.": a town's reading of "Jal" is none there. Those that are English words
 * ("Col", "Son", "Tab", "Ver", "Sin", "Mor") are left to the shape alone.
 */
export const STATE_ABBREVIATIONS = new Set(
  'ags bc bcs camp chis chih coah cdmx dgo gto gro hgo jal edomex méx mex mich nay oax pue qro slp tamps tlax yuc zac edo'.split(
    ' ',
  ),
);
/** Roles that speak in a transcript ("Doctor:", "Patient:"): where labels are speakers, a name-list label may be a person. */
export const SPEAKER_ROLES = new Set(
  'doctor dr nurse patient pt caller agent interviewer therapist clinician mum mom dad parent user assistant me you'.split(
    ' ',
  ),
);
