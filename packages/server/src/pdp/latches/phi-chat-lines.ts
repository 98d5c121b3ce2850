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

/**
 * Whether the message holds a capital letter outside the words with a digit ("ref #H2231-09", "the 3W tray pass":
 * codes). One pass over the characters, no word array: this runs on every line of every text up to 8 KB.
 */
function capitalized(text: string, from: number, to: number): boolean {
  let upper = false;
  let digit = false;
  for (let k = from; k <= to; k++) {
    const c = k < to ? text.charCodeAt(k) : 32;
    if (c === 32 || c === 9) {
      if (upper && !digit) return true;
      upper = false;
      digit = false;
    } else if (c >= 48 && c <= 57) digit = true;
    else if ((c >= 65 && c <= 90) || (c > 127 && UPPER.test(text[k]!))) upper = true;
  }
  return false;
}

/** The lower-case messages of the last text asked about: the gazetteer and the lower-case rules both ask. */
let memo: { text: string; spans: number[] } | null = null;

/** Calls `each(from, to)` for every message of `text` of 8 characters or more without a capital letter. */
export function eachLowerMessage(text: string, each: (from: number, to: number) => void): void {
  if (text.length > LOWER_LINES_MAX) return;
  if (memo === null || memo.text !== text) memo = { text, spans: lowerMessages(text) };
  const { spans } = memo;
  for (let k = 0; k < spans.length; k += 2) each(spans[k]!, spans[k + 1]!);
}

function lowerMessages(text: string): number[] {
  const spans: number[] = [];
  for (let a = 0; a < text.length; ) {
    let b = text.indexOf('\n', a);
    if (b < 0) b = text.length;
    // A line of 8 characters or fewer holds no message worth reading, and needs no speaker cut.
    if (b - a >= 8) {
      const from = a + (SPEAKER.exec(text.slice(a, b))?.[0].length ?? 0);
      if (b - from >= 8 && !capitalized(text, from, b)) spans.push(from, b);
    }
    a = b + 1;
  }
  return spans;
}
