/**
 * The merged word lists (phi-lexicon.ts) as one compact, read-only hash table: word → list bits.
 *
 * Why not a Map: a Map of ~300k strings spreads each look-up over its bucket array, its entry
 * array and the key string, each somewhere in ~27 MB of heap. A word a text has not asked about
 * before (every distinct word of every text) then costs several cache misses, measured at ~1.5 µs
 * each on a loaded host: ~0.8 ms of a 100 KB note's detection. Here a look-up reads one slot of an
 * Int32Array (offset, length, list bits and 16 more bits of the hash, side by side) and, only when
 * those agree, the word's characters in one flat string of all words; the table holds ~8 MB.
 * Exact: a word is found only when its characters are compared equal.
 */

/** FNV-1a over the UTF-16 code units of `s`. */
function hashOf(s: string): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < s.length; k++) h = Math.imul(h ^ s.charCodeAt(k), 0x01000193);
  return h >>> 0;
}

const BITS_MASK = 0x3f;
const MAX_LENGTH = 0x3ff;

export interface WordTable {
  /** Two ints per slot: the word's offset in `chars` plus one (0: empty), then hash-high, length and bits. */
  slots: Int32Array;
  mask: number;
  chars: string;
}

/** The table of `entries` (word, bits under 64); words longer than 1,023 characters are not kept. */
export function buildTable(entries: Iterable<[string, number]>, size: number): WordTable {
  let n = 1;
  // At most half full, so a probe run stays short for present and absent words alike.
  while (n < size * 2) n <<= 1;
  const slots = new Int32Array(n * 2);
  const mask = n - 1;
  const words: string[] = [];
  let offset = 0;
  for (const [w, bits] of entries) {
    if (w.length > MAX_LENGTH || bits === 0) continue;
    const h = hashOf(w);
    let s = h & mask;
    while (slots[2 * s] !== 0) s = (s + 1) & mask;
    slots[2 * s] = offset + 1;
    slots[2 * s + 1] = ((h >>> 16) << 16) | (w.length << 6) | (bits & BITS_MASK);
    words.push(w);
    offset += w.length;
  }
  // One join: a flat string, not a rope of 300k pieces.
  return { slots, mask, chars: words.join('') };
}

/** The bits of `key` in the table, 0 when it holds no such word. */
export function tableGet(t: WordTable, key: string): number {
  // No longer word is kept, and the length must fit its bits of the tag.
  if (key.length > MAX_LENGTH) return 0;
  const h = hashOf(key);
  const tag = ((h >>> 16) << 16) | (key.length << 6);
  const { slots, mask, chars } = t;
  for (let s = h & mask; ; s = (s + 1) & mask) {
    const at = slots[2 * s]!;
    if (at === 0) return 0;
    const meta = slots[2 * s + 1]!;
    if ((meta & ~BITS_MASK) !== tag) continue;
    let k = 0;
    while (k < key.length && chars.charCodeAt(at - 1 + k) === key.charCodeAt(k)) k++;
    if (k === key.length) return meta & BITS_MASK;
  }
}
