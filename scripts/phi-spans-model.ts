/**
 * The model of the span re-scorer experiment (ADR 0066): multinomial logistic regression
 * {NONE, PERSON, CITY, ORGANIZATION} over hashed features, trained by AdaGrad (deterministic: fixed
 * seed and epochs), and how its probabilities act on the rules' findings.
 */

import type { Prepared } from './phi-spans-data.js';
import { CLASSES, FEATURE_BITS, NCLASS } from './phi-spans-features.js';
import { prng, shuffled } from './train-injection.js';

export const SEED = 20_261_126;
const EPOCHS = Number(process.env.EPOCHS ?? 12);
const RATE = 0.2;
const L2 = Number(process.env.L2 ?? 1e-6);
/** Kind b (a span no rule took) becomes a finding when its best class is this likely. */
export const ADD_AT = Number(process.env.ADD_AT ?? 0.7);
/** A rule finding is dropped (or retyped) only when NONE (or another type) is this likely. */
export const DROP_AT = Number(process.env.DROP_AT ?? 0.9);
/**
 * A rule finding takes another of the three types when that type is this likely and likelier than
 * its own: the words stay redacted either way, so this needs less confidence than a drop.
 */
export const RETYPE_AT = Number(process.env.RETYPE_AT ?? 0.9);

export type Weights = Float32Array;

/** Softmax probabilities of the classes for one feature list. */
export function probs(w: Weights, feats: Int32Array, out = new Float64Array(NCLASS)): Float64Array {
  let max = -Infinity;
  for (let c = 0; c < NCLASS; c++) {
    let z = 0;
    for (let k = 0; k < feats.length; k++) z += w[(feats[k]! << 2) + c]!;
    out[c] = z;
    if (z > max) max = z;
  }
  let sum = 0;
  for (let c = 0; c < NCLASS; c++) sum += out[c] = Math.exp(out[c]! - max);
  for (let c = 0; c < NCLASS; c++) out[c] = out[c]! / sum;
  return out;
}

/** AdaGrad on the multinomial log-loss with L2. */
export function fit(data: readonly Prepared[]): Weights {
  const ex = data.flatMap((d) => d.examples.filter((e) => e.label >= 0));
  const w = new Float32Array(NCLASS << FEATURE_BITS);
  const g2 = new Float32Array(w.length).fill(1e-8);
  const random = prng(SEED);
  const p = new Float64Array(NCLASS);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (const e of shuffled(ex, random)) {
      probs(w, e.feats, p);
      for (let c = 0; c < NCLASS; c++) {
        const g = p[c]! - (c === e.label ? 1 : 0);
        for (let k = 0; k < e.feats.length; k++) {
          const i = (e.feats[k]! << 2) + c;
          const gi = g + L2 * w[i]!;
          g2[i] = g2[i]! + gi * gi;
          w[i] = w[i]! - (RATE * gi) / Math.sqrt(g2[i]!);
        }
      }
    }
  }
  return quantize(w);
}

/** The weights as they would ship (int8 × scale, as injection-weights.ts), so that the figures are those of a shippable model. */
function quantize(w: Weights): Weights {
  let max = 0;
  for (const x of w) max = Math.max(max, Math.abs(x));
  const scale = max === 0 ? 1 : max / 127;
  return w.map((x) => Math.round(x / scale) * scale);
}

export interface Out {
  type: string;
  start: number;
  end: number;
}

/** The findings after re-scoring: kind a kept, dropped or retyped; kind b added. */
export function apply(
  w: Weights | null,
  d: Prepared,
  addAt = ADD_AT,
  dropAt = DROP_AT,
  retypeAt = RETYPE_AT,
  cache?: Map<unknown, Float64Array>,
): Out[] {
  const out: Out[] = d.rules.map((f) => ({ type: f.type, start: f.start, end: f.end }));
  if (w === null) return out;
  for (const e of d.examples) {
    let p = cache?.get(e);
    if (p === undefined) {
      p = probs(w, e.feats);
      cache?.set(e, p);
    }
    let best = 1;
    for (let c = 2; c < NCLASS; c++) if (p[c]! > p[best]!) best = c;
    if (e.cand.rank < 0) {
      if (p[best]! >= addAt) out.push({ type: CLASSES[best]!, start: e.cand.start, end: e.cand.end });
      continue;
    }
    const f = out.find((o) => o.start === e.cand.start && o.end === e.cand.end)!;
    if (p[0]! >= dropAt) f.type = 'DROPPED';
    else if (CLASSES[best] !== f.type && p[best]! >= retypeAt && p[best]! > p[CLASSES.indexOf(f.type as 'PERSON')]!)
      f.type = CLASSES[best]!;
  }
  return out.filter((o) => o.type !== 'DROPPED');
}
