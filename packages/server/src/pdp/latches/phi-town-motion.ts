/**
 * A listed town after a verb of going, being or living and its preposition, in Italian, Spanish, Portuguese,
 * French and German chat and letters (ADR 0112): "Marco mi riporta a Frascati", "estoy en Valencia", "soy de
 * Palermo", "vou para Campinas", "je rentre à Lyon", "wir fahren nach Penzberg". The name lists hold most such
 * towns as surnames, so the name rules read a person; the preposition alone says as often "to someone" or a
 * surname's particle ("Juan de Palermo"), but after such a verb it says where.
 *
 * The town is one that the gazetteer lists (GeoNames, ADR 0102), up to three capitalized words, none of them
 * English, a common word, a month or a day ("vado a Marzo" is no place), and no region. A capitalized word
 * joined after it ("vado a Marco Rossi") makes it a person's full name, left to the name rules; the Italian verbs
 * of bringing count only after their object's clitic ("mi riporta a Frascati"; "porta a Marco" is to Marco).
 *
 * And the place of a letter's dateline after its preposition at the line's start, before a comma and the day
 * ("En Valencia, a 4 de noviembre de 2026"), where the name rules read "En Valencia" as a person.
 *
 * Gated per capitalized token on the character before the blank (the preposition's last letter); one bounded
 * regex over the 40 characters before for those that pass.
 */
import { listed, region } from './phi-big-cities.js';
import { PLACE_RANK } from './phi-cities.js';
import { isCommon, isEnglish } from './phi-lexicon.js';
import type { Tok } from './phi-tokens.js';
import { MONTHS_DAYS } from './phi-unlisted-places.js';
import type { Hit } from './pii-context.js';

const VERB_PREP = new RegExp(
  [
    // Italian "a": going, bringing, being, living.
    // A verb of bringing only after its object's clitic ("mi riporta a Frascati"): "porta a Marco" brings to Marco.
    '(?:(?:mi|ti|ci|vi|lo|la|li|le)[ \t]+(?:riport[oa]|riportano|port[oa]|portano|accompagn[oa]|accompagnano)|vado|vai|va|andiamo|andate|vanno|andat[oaie]|torno|torni|torna|torniamo|tornano|tornat[oaie]|arrivo|arriva|arriviamo|arrivat[oaie]|sono|sei|siamo|abito|abita|abitiamo|abitano|vivo|vive|viviamo|vivono|rest[oa]|rimango|rimane|trasferit[oaie]|ricoverat[oaie]|nat[oaie])[ \\t]+a',
    // Spanish "a", "en", "de"; Portuguese "a", "para", "pra", "em", "de".
    '(?:voy|vas|vamos|van|vuelvo|vuelve|volvemos|regreso|regresa|llego|llega|llegamos|vou|vamos|volto|chego|chega)[ \\t]+(?:a|para|pra)',
    '(?:estoy|está|esta|estamos|están|vivo|vive|vivimos|viven|trabajo|trabaja|nací|nació|internad[oa]|ingresad[oa]|estou|moro|mora|moramos|moram)[ \\t]+(?:en|em)',
    '(?:soy|somos|vengo|viene|venimos|salgo|salí|salió|sou|somos|venho|vim)[ \\t]+de',
    // French "à"; German "nach".
    '(?:vais|allons|vont|rentre|rentrons|rentrent|retourne|suis|sommes|habite|habitons|habitent|vis|vit|vivons)[ \\t]+à',
    '(?:fahre|fährt|fahren|gehe|geht|gehen|ziehe|zieht|ziehen|fliege|fliegt|fliegen|komme|kommt|kommen|zurück)[ \\t]+nach',
  ]
    .map((s) => `(?:${s})`)
    .join('|'),
);
const BEFORE = new RegExp(`(?:^|[^\\p{L}])(?:${VERB_PREP.source})[ \\t]$`, 'iu');
/** The place of a letter's dateline at its line's start: "En Valencia, a 4 de noviembre", "Fait à Lyon, le 3 mars". */
const DATELINE_BEFORE = /(?:^|\n)[ \t]*(?:en|em|in|fait à|dado en|hecho en|feito em)[ \t]$/iu;
const DATELINE_AFTER = /^,[ \t]*(?:(?:a|le|el|den|il|am)[ \t]+)?\d/iu;
/** The last letters of the prepositions: a, à, n, m, e, h (nach). */
const LAST = new Set([97, 0xe0, 110, 109, 101, 104]);
/** The prepositions of BEFORE and DATELINE_BEFORE, lower case; each follows a blank, a tab, a line end or the text's start. */
const PREPS = new Set(['a', 'à', 'en', 'em', 'in', 'de', 'para', 'pra', 'nach']);
/** Whether the word that ends at `end` (a blank follows) is one of PREPS: a few characters read before the regexes run. */
function prepBefore(text: string, end: number): boolean {
  let s = end;
  while (s > 0 && end - s < 4) {
    const c = text.charCodeAt(s - 1);
    if (c === 32 || c === 9 || c === 10) break;
    s--;
  }
  if (s > 0 && !(text.charCodeAt(s - 1) === 32 || text.charCodeAt(s - 1) === 9 || text.charCodeAt(s - 1) === 10))
    return false;
  return PREPS.has(text.slice(s, end).toLowerCase());
}

export function findMotionTowns(text: string, toks: readonly Tok[], out: Hit[]): void {
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (!t.cap || t.upper || text.charCodeAt(t.start - 1) !== 32 || !LAST.has(text.charCodeAt(t.start - 2))) continue;
    if (!prepBefore(text, t.start - 1)) continue;
    const before = text.slice(Math.max(0, t.start - 40), t.start);
    const dateline = DATELINE_BEFORE.test(before);
    if (!dateline && !BEFORE.test(before)) continue;
    // The longest listed name of up to three joined capitalized words.
    let j = i + 1;
    while (j < toks.length && j - i < 3 && toks[j]!.cap && toks[j]!.start === toks[j - 1]!.end + 1) j++;
    for (; j > i; j--) {
      const p = text.slice(t.start, toks[j - 1]!.end);
      const l = p.toLowerCase();
      const ws = l.split(/[ \t]+/);
      if (region(l) || !listed(l) || ws.some((w) => isEnglish(w) || isCommon(w) || MONTHS_DAYS.has(w))) continue;
      // "vado a Marco Rossi": a capitalized word joined after it makes a person's full name.
      const after = toks[j];
      if (after?.cap && after.start === toks[j - 1]!.end + 1) break;
      if (dateline && !DATELINE_AFTER.test(text.slice(toks[j - 1]!.end, toks[j - 1]!.end + 8))) break;
      out.push({ type: 'CITY', start: t.start, end: toks[j - 1]!.end, rank: PLACE_RANK.address });
      i = j - 1;
      break;
    }
  }
}
