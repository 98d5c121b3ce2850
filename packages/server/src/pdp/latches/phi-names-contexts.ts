/**
 * Contexts that say a person around one capitalized word that no name list holds (ADR 0116), as a person's verb
 * after it does (`personVerbAfter`): dialogue and story text names people the lists do not know ("Zemlak", "Huel").
 * - a look or a shout at it: "shouted at Zorbek:", "smiled at Ilse";
 * - its possessive before a kin word: "Davon's kid", "Okafor's daughter";
 * - an address in direct speech, the word alone between a comma after a pronoun or a word of speech and "!" or
 *   "?": "Remember me, Waelchi?", "Don't go to town, Schimmel!" ("the white tablet, Tramadol?" is none);
 * - a giving or telling verb before it and a personal pronoun after: "had given Huel his address", "told Ines her
 *   results".
 * Each reads a few characters on either side of the word, once per candidate the judge has left undecided.
 */
const LOOK_AT =
  /(?:^|[^\p{L}])(?:shouted|yelled|screamed|snapped|whispered|smiled|winked|stared|glared|glanced|pointed|waved|nodded|laughed|swore|grinned|frowned|looked)[ \t]+at[ \t]+$/iu;
const KIN_AFTER =
  /^['’]s[ \t]+(?:daughter|son|wife|husband|mother|father|mom|mum|dad|brother|sister|kid|kids|child|children|baby|boyfriend|girlfriend|fianc[eé]e?|partner|grandmother|grandfather|grandson|granddaughter|aunt|uncle|cousin|nephew|niece|parents|widow|widower|family)(?![\p{L}])/iu;
/** Speech before the comma: a pronoun or a word said to someone ("Remember me, …", "go to town, …", "Thanks, …"). */
const VOCATIVE_BEFORE =
  /(?:^|[^\p{L}])(?:me|you|us|him|her|them|it|yes|no|yeah|okay|ok|please|thanks|sorry|town|here|there|now|again|well|too|dear|darling|honey|love|mate|buddy|man|hello|hi|hey|bye|goodbye|morning|night)[ \t]*,[ \t]*$/iu;
const VOCATIVE_AFTER = /^[ \t]*[!?]/;
const GIVE_BEFORE =
  /(?:^|[^\p{L}])(?:gave|given|give|told|tell|asked|sent|showed|shown|handed|offered|promised|lent|owed|texted|emailed|thanked|reminded|warned|wished)[ \t]+$/iu;
const PRONOUN_AFTER = /^[ \t]+(?:his|her|their|him|them)(?![\p{L}])/iu;

/** Whether the word at [start, end) (its possessive "'s" outside it) stands where only a person does. */
export function personContext(text: string, start: number, end: number): boolean {
  // Gated on a character or two each: this runs for every undecided word.
  const a = text.charCodeAt(end);
  if ((a === 39 || a === 8217) && KIN_AFTER.test(text.slice(end, end + 24))) return true;
  const b = text.charCodeAt(start - 2);
  // "…at Zorbek", "…me, Waelchi?": "t" or "," two characters before the word.
  if (b === 116 && LOOK_AT.test(text.slice(Math.max(0, start - 24), start))) return true;
  if (b === 44 || text.charCodeAt(start - 1) === 44) {
    if (
      VOCATIVE_AFTER.test(text.slice(end, end + 3)) &&
      VOCATIVE_BEFORE.test(text.slice(Math.max(0, start - 12), start))
    )
      return true;
  }
  return (
    a === 32 &&
    PRONOUN_AFTER.test(text.slice(end, end + 7)) &&
    GIVE_BEFORE.test(text.slice(Math.max(0, start - 24), start))
  );
}
