/**
 * Which phrase rules can match a text: each rule lists anchor words (see Rule.anchors) and maybe
 * a second list (Rule.requires), and a table maps the gate key of each word to the rules it
 * opens through either list. Looking the text's words up (injection-scan.ts) costs a probe or two
 * per word, and a rule runs only when the text holds a word of each of its lists, so ordinary
 * text runs few regexes instead of every one.
 */
import type { Rule } from './injection-rules.js';
import { keyOf } from './injection-tokens.js';

export interface Gate {
  /** 32-bit words per rule mask. */
  words: number;
  /** Open addressing: slot = mix(key) & slotMask, linear probing, at most a quarter full. */
  slotMask: number;
  keys: Int32Array;
  used: Uint8Array;
  /**
   * Rule masks of each slot (2 × `words` words per slot): first the rules whose anchors hold the
   * word, then the rules whose `requires` list holds it. Bit i = rule i.
   */
  masks: Uint32Array;
  /** Rules without a `requires` list (their second condition always holds). */
  noRequires: Uint32Array;
  /** Rules that always run ('*'), and those that run on texts with non-Latin characters. */
  always: Uint32Array;
  nonLatin: Uint32Array;
}

export const slotOf = (key: number) => key ^ (key >>> 15);

export function buildGate(rules: readonly Rule[]): Gate {
  const words = Math.ceil(rules.length / 32);
  const always = new Uint32Array(words);
  const nonLatin = new Uint32Array(words);
  const noRequires = new Uint32Array(words);
  const anchors = new Map<number, Uint32Array>();
  const set = (word: string, i: number, half: number) => {
    const k = keyOf(word);
    const mask = anchors.get(k) ?? new Uint32Array(2 * words);
    mask[half * words + (i >> 5)]! |= 1 << (i & 31);
    anchors.set(k, mask);
  };
  rules.forEach((r, i) => {
    const bit = 1 << (i & 31);
    for (const a of r.anchors) {
      if (a === '*') always[i >> 5]! |= bit;
      else if (a === '@nonlatin') nonLatin[i >> 5]! |= bit;
      else set(a, i, 0);
    }
    if (r.requires.length === 0) noRequires[i >> 5]! |= bit;
    for (const w of r.requires) set(w, i, 1);
  });
  let size = 256;
  while (size < anchors.size * 4) size *= 2;
  const slotMask = size - 1;
  const keys = new Int32Array(size);
  const used = new Uint8Array(size);
  const masks = new Uint32Array(size * 2 * words);
  for (const [k, mask] of anchors) {
    let s = slotOf(k) & slotMask;
    while (used[s] === 1) s = (s + 1) & slotMask;
    used[s] = 1;
    keys[s] = k;
    masks.set(mask, s * 2 * words);
  }
  return { words, slotMask, keys, used, masks, noRequires, always, nonLatin };
}

export const isOpen = (open: Uint32Array, rule: number) => (open[rule >> 5]! & (1 << (rule & 31))) !== 0;
