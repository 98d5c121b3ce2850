/**
 * Word-formation endings of common nouns and adjectives of other languages that (almost) never end a given
 * name or a surname (ADR 0105): a capitalized word in no list with one of them is a heading's, a title's or an
 * office's word ("Psychiatrischer Konsiliarbericht", "REFERTO AMBULATORIALE", "Comitato Etico", "SERVIÇOS",
 * "Mutualité", "Administración", "Centrum Medyczne", "Φαρμακείο"), not an unknown foreign name.
 *
 * Chosen from data (scripts/count-name-endings.mjs): how many of the ~197k name-list entries of six letters or
 * more end so, against how many lower-case stems of the fr/es/pt/nl/da/pl/hu/ro/el hunspell dictionaries do. Every
 * ending kept ends at most four entries of the name list against tens to thousands of dictionary words,
 * except Spanish "-ción" and "-idad", whose name-list entries ("Concepción", "Asunción", "Caridad",
 * "Trinidad") are listed and so never reach this test. German and Italian endings, whose dictionaries on npm are
 * GPL-only, were checked against the name list alone. Left out for the names they end: German "-ung" ("Jung",
 * "Leung", "Adelung"), "-heit", "-lich", "-ischer" alone ("Fischer", "Fleischer"); Italian "-ale" ("Pasquale",
 * "Natale"), "-ario" ("Mario", "Rosario"), "-ico" ("Federico", "Enrico"); Portuguese "-mento" ("Nascimento",
 * "Sacramento"); French "-ment" ("Clement"), "-ique" ("Dominique", "Enrique"), "-oire" ("Victoire"); Polish
 * "-owy" ("Borowy", "Grabowy"), "-ny" and "-anie" ("Joanie"); Dutch "-atie" ("Beatie"); Swedish "-ning"
 * ("Channing"); Greek "-ική" ("Αγγελική", "Βασιλική"). Accented endings ("-ità", "-ité", "-ção", "-ços", "-tät",
 * "-ság") match only with their accent: the name list, written without accents, counts "Amelita", "Applewhite",
 * "Falcao" or "Eisenstat" against their folded forms, names that no text writes with the accent.
 */
const ENDINGS = `
  bericht berichte ungen ierung keit keiten heiten schaft schaften ischen ische atrischer ogischer inischer
  atischer liche lichen lichkeit zentrum tät täten
  zione zioni oriale itario etico istico ologico ità
  ción imiento amiento idad ología
  ção ções idade ços
  ité ation atoire ologie ogique
  ość ości zenie ienie owanie ywanie yczny yczne yczna iczne iczna stwo ctwo acja acji ologia
  igheid iteit ighed ség ság ului ției itate klinik ologisch
  είο ειο ότητα οτητα
  τικο τικό τικος τικός τικου τικού ωμα ώμα ημα ήμα ματος ηση ήση ησης ωση ώση ωσης αση άση ευση`;

const SET: ReadonlySet<string> = new Set(ENDINGS.split(/\s+/).filter((w) => w !== ''));
let longest = 0;
for (const e of SET) longest = Math.max(longest, e.length);

/**
 * Whether `lc`, a lower-case word, ends with one of the endings after at least three letters of its own
 * ("Etico" is none: "-etico" needs a stem). One set look-up per suffix length, no regular expression.
 */
export function commonNounEnding(lc: string): boolean {
  for (let k = 3; k <= longest && k + 3 <= lc.length; k++) if (SET.has(lc.slice(lc.length - k))) return true;
  return false;
}

/**
 * English clinical adjectives and procedures ("Interventional", "Procedural", "Pathological", "Polypectomy",
 * "Colonoscopy"): no name ends so, even after "with" or a title's place ("Discussed with Interventional Radiology").
 */
const CLINICAL_ENDING = /(?:ional|ological|ectomy|ostomy|otomy|oscopy|oplasty)$/;
export const clinicalEnding = (lc: string) => lc.length >= 8 && CLINICAL_ENDING.test(lc);
