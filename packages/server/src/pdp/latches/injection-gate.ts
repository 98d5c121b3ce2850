/**
 * Which phrase rules can match a text: each rule lists anchor words (see Rule.anchors), and a
 * table maps the gate key of each anchor to the rules it opens. Looking the text's words up
 * (injection-scan.ts) costs a probe or two per word, so ordinary text runs only the few rules
 * whose anchors it contains instead of every regex.
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
  /** Rule mask of each slot (`words` words per slot): bit i = rule i. */
  masks: Uint32Array;
  /** Rules that always run ('*'), and those that run on texts with non-Latin characters. */
  always: Uint32Array;
  nonLatin: Uint32Array;
}

export const slotOf = (key: number) => key ^ (key >>> 15);

export function buildGate(rules: readonly Rule[]): Gate {
  const words = Math.ceil(rules.length / 32);
  const always = new Uint32Array(words);
  const nonLatin = new Uint32Array(words);
  const anchors = new Map<number, Uint32Array>();
  rules.forEach((r, i) => {
    const bit = 1 << (i & 31);
    for (const a of r.anchors) {
      if (a === '*') always[i >> 5]! |= bit;
      else if (a === '@nonlatin') nonLatin[i >> 5]! |= bit;
      else {
        const k = keyOf(a);
        const mask = anchors.get(k) ?? new Uint32Array(words);
        mask[i >> 5]! |= bit;
        anchors.set(k, mask);
      }
    }
  });
  let size = 256;
  while (size < anchors.size * 4) size *= 2;
  const slotMask = size - 1;
  const keys = new Int32Array(size);
  const used = new Uint8Array(size);
  const masks = new Uint32Array(size * words);
  for (const [k, mask] of anchors) {
    let s = slotOf(k) & slotMask;
    while (used[s] === 1) s = (s + 1) & slotMask;
    used[s] = 1;
    keys[s] = k;
    masks.set(mask, s * words);
  }
  return { words, slotMask, keys, used, masks, always, nonLatin };
}

export const isOpen = (open: Uint32Array, rule: number) => (open[rule >> 5]! & (1 << (rule & 31))) !== 0;
