/**
 * The messages of a chat thread that are written in lower case (ADR 0075, 0082): "Marcus: yo u still at
 * kaiser?", "[10:43] Dre: nah left for ups", "Kev 10:42: going to queens medical centre a&e",
 * "@jlee: anyone know if sodexo…". The speaker's name (and time) is capitalized, the message is not:
 * each such message is read as a text typed in lower case is.
 */

/** Texts up to this length are read line by line (chat threads are short). */
const LOWER_LINES_MAX = 8192;
/** A chat line's time and speaker before its message: "[10:43] Dre: ", "Marcus: ", "sarah k: ", "Kev 10:42: ", "@jlee: ". */
const SPEAKER =
  /^[ \t]*(?:\[[^\]\n]{1,12}\][ \t]*)?(?:@?[\p{L}][\p{L}._' -]{0,24}(?:[ \t]+\d{1,2}[:.]\d{2}(?:[ \t]?[AaPp]\.?[Mm]\.?)?)?:[ \t]+)?/u;
const UPPER = /\p{Lu}/u;
const DIGIT = /\d/;

/** Whether the message holds a capital letter outside the words with a digit ("ref #H2231-09", "the 3W tray pass": codes). */
function capitalized(line: string): boolean {
  if (!/[A-Z]/.test(line) && !UPPER.test(line)) return false;
  for (const w of line.split(/[ \t]+/)) if (!DIGIT.test(w) && UPPER.test(w)) return true;
  return false;
}

/** Calls `each(from, to)` for every message of `text` of 8 characters or more without a capital letter. */
export function eachLowerMessage(text: string, each: (from: number, to: number) => void): void {
  if (text.length > LOWER_LINES_MAX) return;
  for (let a = 0; a < text.length; ) {
    let b = text.indexOf('\n', a);
    if (b < 0) b = text.length;
    const from = a + (SPEAKER.exec(text.slice(a, b))?.[0].length ?? 0);
    if (b - from >= 8 && !capitalized(text.slice(from, b))) each(from, b);
    a = b + 1;
  }
}
