/**
 * The messages of a chat thread that are written in lower case (ADR 0075, 0082): "Marcus: yo u still at
 * kaiser?", "[10:43] Dre: nah left for ups", "Kev 10:42: going to queens medical centre a&e",
 * "@jlee: anyone know if sodexo…". The speaker's name (and time) is capitalized, the message is not:
 * each such message is read as a text typed in lower case is.
 */

/** Texts up to this length are read line by line (chat threads are short). */
const LOWER_LINES_MAX = 8192;
/** A message with a few capitals is read as one in lower case up to this length (chat messages are short). */
const CASUAL_MAX = 320;
/** A chat line's time and speaker before its message: "[10:43] Dre: ", "Marcus: ", "sarah k: ", "Kev 10:42: ", "@jlee: ". */
const SPEAKER =
  /^[ \t]*(?:\[[^\]\n]{1,12}\][ \t]*)?(?:@?[\p{L}][\p{L}._' -]{0,24}(?:[ \t]+\d{1,2}[:.]\d{2}(?:[ \t]?[AaPp]\.?[Mm]\.?)?)?:[ \t]+)?/u;
const UPPER = /\p{Lu}/u;

/**
 * Whether the message is written as prose is, with capitals, rather than typed in lower case (ADR 0075, 0088). It is
 * typed in lower case when it holds no capital outside the words with a digit ("ref #H2231-09", "the 3W tray pass":
 * codes), or when it is short (a chat message, up to 320 characters), opens in lower case and capitalizes one word in
 * six or fewer, as the acronym, the town, the street or the "I" of a chat line ("yo dre my car broke down on MLK Blvd
 * near the autozone", "now at ttsh A&E", "going to countdown in Ōtara after"). One pass over the characters, no word
 * array: this runs on every line of every text up to 8 KB.
 */
function capitalized(text: string, from: number, to: number): boolean {
  // Per word: whether it opens with a capital, holds a small letter, holds a digit; per message: whether its first
  // letter is small, how many words and how many capitalized words it holds.
  let opens = false;
  let started = false;
  let small = false;
  let digit = false;
  let first = true;
  let upper = false;
  let words = 0;
  let titled = 0;
  let capitals = 0;
  // A long line is prose once it holds one capitalized word (the answer below): read no further then.
  const long = to - from > CASUAL_MAX;
  for (let k = from; k <= to; k++) {
    const c = k < to ? text.charCodeAt(k) : 32;
    if (c === 32 || c === 9) {
      if (started) words++;
      if (opens && small && !digit) titled++;
      if (upper && !digit) {
        if (long) return true;
        capitals++;
      }
      opens = false;
      upper = false;
      started = false;
      small = false;
      digit = false;
    } else if (c >= 48 && c <= 57) {
      first = false;
      digit = true;
      started = true;
    } else if ((c >= 65 && c <= 90) || (c > 127 && UPPER.test(text[k]!))) {
      // A message that opens with a capital is prose (or a line in capitals).
      if (first) return true;
      if (!started) opens = true;
      upper = true;
      started = true;
    } else if ((c >= 97 && c <= 122) || (c > 127 && text[k]!.toUpperCase() !== text[k])) {
      first = false;
      small = true;
      started = true;
    }
  }
  // A long line with capitals is prose or data, not a chat message ("{\"args\": …}", a paragraph); a line that opens with
  // a bullet, a number or a sign is a list's item ("- acetaminophen 650 mg q6h PRN", "4. furosemide 40 mg IV").
  const letter = from < to && ((text.charCodeAt(from) | 32) - 97) >>> 0 <= 25;
  return capitals > 0 && (titled * 6 > words || to - from > CASUAL_MAX || !letter);
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
