/**
 * The runs of ASCII digits of a text, found once per detection and shared by the recognizers that
 * each used to search the whole text for digits with a regex of their own: the numbers of pii.ts
 * (phone, card, SSN, IP, IBAN, named IDs), house numbers (phi-places.ts) and ages in prose
 * (phi-dates.ts). A 100 KB note costs a pass over its characters per search, whatever the regex; the
 * runs are a few thousand offsets. Linear: one pass, then each reader walks the runs once.
 */
import { work } from './phi-tokens.js';

export interface DigitRuns {
  /** How many runs. */
  n: number;
  /** Where each run starts and ends (exclusive), in order, in [0, n); runs never touch (a non-digit stands between). */
  starts: Int32Array;
  ends: Int32Array;
}

const DIGITS = /\d+/g;

const isDigit = (c: number) => c >= 48 && c <= 57;

/**
 * The arrays of a text without digits: allocated once and shared, since a typed array costs about as
 * much to allocate as the whole /\d+/ scan of a 1 KB text, and most prose holds no digit. Length 0,
 * so nothing can be written to it.
 */
const NONE = new Int32Array(0);

/**
 * `a` in an array twice as long, 16 at first (the runs are not counted before they are read). 16
 * runs are 64 bytes, the most V8 keeps inside its heap: a larger typed array gets a buffer of its own
 * outside it, which costs ~10x as much to allocate (measured: two of 64 runs ~1.3 µs, two of 16
 * ~0.14 µs on the shared VM, where the /\d+/ scan of a 1 KB text took ~1.2 µs); most texts hold few numbers.
 */
function grown(a: Int32Array): Int32Array<ArrayBuffer> {
  const b = new Int32Array(Math.max(16, a.length * 2));
  b.set(a);
  return b;
}

export function digitRuns(text: string): DigitRuns {
  let starts: Int32Array<ArrayBuffer> = NONE;
  let ends: Int32Array<ArrayBuffer> = NONE;
  let n = 0;
  DIGITS.lastIndex = 0;
  // test(), not exec(): no match array per run; the run's start is found by stepping back over its digits.
  while (DIGITS.test(text)) {
    const end = DIGITS.lastIndex;
    let start = end - 1;
    while (start > 0 && isDigit(text.charCodeAt(start - 1))) start--;
    work.steps += end - start;
    if (n === starts.length) {
      starts = grown(starts);
      ends = grown(ends);
    }
    starts[n] = start;
    ends[n++] = end;
  }
  return { n, starts, ends };
}
