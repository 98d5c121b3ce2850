/**
 * The PHI span re-scorer (ADR 0065-b): multinomial logistic regression {NONE, PERSON, CITY,
 * ORGANIZATION} over hashed candidate features (phi-rescore-features.ts).
 *
 *   npx tsx scripts/train-phi-spans.ts lofo     # leave-one-file-out over the seven hand-written sets
 *   npx tsx scripts/train-phi-spans.ts write    # train on all of them, write phi-rescore-weights.ts
 *
 * Training data: the seven bench/detectors/*-heldout.txt files and the even-indexed half of
 * Presidio's synthetic set (../shared/corpora or $LATCHKEY_CORPORA). Deterministic: fixed seed
 * and epoch count. The decision thresholds below were fixed before the leave-one-out run.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLASSES, FEATURE_BITS, NCLASS } from '../packages/server/src/pdp/latches/phi-rescore-features.js';
import { FILES, generatedNotes, handWritten, type Prepared, prepare, presidioHalf, RESCORED, type Row } from './phi-spans-data.js';
import { prng, shuffled } from './train-injection.js';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const SEED = 20_261_126;
const EPOCHS = 12;
const RATE = 0.2;
const L2 = 1e-6;
/** Kind b (a span no rule took) becomes a finding when its best class is this likely. */
export const ADD_AT = Number(process.env.ADD_AT ?? 0.7);
/** A rule finding is dropped (or retyped) only when NONE (or another type) is this likely. */
export const DROP_AT = Number(process.env.DROP_AT ?? 0.9);
/**
 * A rule finding takes another of the three types when that type is this likely and likelier than
 * its own: the words stay redacted either way, so this needs less confidence than a drop.
 */
export const RETYPE_AT = Number(process.env.RETYPE_AT ?? 0.6);

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
  return w;
}

interface Out {
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

export interface Count {
  tp: number;
  fp: number;
  fn: number;
}
const ACCEPT: Record<string, string[]> = { PERSON: ['PERSON'], CITY: ['CITY', 'COUNTY'], ORGANIZATION: ['ORGANIZATION'] };

/** Span-level counts as phi-names.eval.ts heldOutRows counts them (overlap; precision on the main type). */
export function score(row: Row, found: readonly Out[], into: Record<string, Count>, types = RESCORED): void {
  for (const t of types) {
    const c = (into[t] ??= { tp: 0, fp: 0, fn: 0 });
    const mine = found.filter((f) => ACCEPT[t]!.includes(f.type));
    for (const g of row.gold.filter((x) => x.type === t)) {
      if (mine.some((f) => f.start < g.end && g.start < f.end)) c.tp++;
      else c.fn++;
    }
    for (const f of mine.filter((x) => x.type === t))
      if (!row.gold.some((g) => g.type === t && f.start < g.end && g.start < f.end)) c.fp++;
  }
  // Ordinary words (outside every label) removed by a finding.
  const o = (into.WORDS ??= { tp: 0, fp: 0, fn: 0 });
  for (const m of row.text.matchAll(/[\p{L}\p{M}]+/gu)) {
    const s = m.index;
    const e = s + m[0].length;
    if (row.gold.some((g) => g.start < e && s < g.end)) continue;
    if (found.some((f) => f.start < e && s < f.end)) o.fp++;
    else o.tp++;
  }
}

/** orgs-heldout.txt is scored for organizations and people only (as pii.eval.ts does). */
const typesOf = (file: string) => (file === 'orgs' ? ['PERSON', 'ORGANIZATION'] : RESCORED);

const fmt = (c: Count) =>
  `P ${(c.tp / Math.max(1, c.tp + c.fp)).toFixed(3)} R ${(c.tp / Math.max(1, c.tp + c.fn)).toFixed(3)} (tp ${c.tp} fp ${c.fp} fn ${c.fn})`;

function lofo(withPresidio: boolean): void {
  const byFile = new Map(FILES.map((f) => [f, prepare(handWritten(ROOT, f))]));
  const extra = withPresidio ? prepare(presidioHalf(process.env.LATCHKEY_CORPORA ?? join(ROOT, '../shared/corpora'))) : [];
  const sweep = (process.env.SWEEP ?? '').split(',').filter(Boolean).map((x) => x.split(':').map(Number));
  const settings = [[ADD_AT, DROP_AT], ...sweep] as [number, number][];
  const total = settings.map(() => ({ base: {} as Record<string, Count>, model: {} as Record<string, Count> }));
  for (const held of FILES) {
    const train = [...FILES.filter((f) => f !== held).flatMap((f) => byFile.get(f)!), ...extra];
    const w = fit(train);
    settings.forEach(([add, drop], s) => {
      const base: Record<string, Count> = {};
      const model: Record<string, Count> = {};
      for (const d of byFile.get(held)!) {
        score(d.row, apply(null, d), base, typesOf(held));
        score(d.row, apply(w, d, add, drop), model, typesOf(held));
      }
      for (const [k, c] of Object.entries(base)) add3((total[s]!.base[k] ??= { tp: 0, fp: 0, fn: 0 }), c);
      for (const [k, c] of Object.entries(model)) add3((total[s]!.model[k] ??= { tp: 0, fp: 0, fn: 0 }), c);
      if (s === 0)
        for (const t of typesOf(held)) console.log(`${held.padEnd(6)} ${t.padEnd(12)} rules ${fmt(base[t]!)} | +model ${fmt(model[t]!)}`);
    });
  }
  settings.forEach(([add, drop], s) => {
    console.log(`\nmicro over 7 folds, add ≥ ${add}, drop ≥ ${drop}:`);
    for (const t of [...RESCORED, 'WORDS']) {
      const b = total[s]!.base[t]!;
      const m = total[s]!.model[t]!;
      if (t === 'WORDS')
        console.log(`ordinary words removed: rules ${b.fp}/${b.fp + b.tp} | +model ${m.fp}/${m.fp + m.tp}`);
      else console.log(`${t.padEnd(12)} rules ${fmt(b)} | +model ${fmt(m)}`);
    }
  });
}

function add3(a: Count, b: Count) {
  a.tp += b.tp;
  a.fp += b.fp;
  a.fn += b.fn;
}

const GRID_ADD = [0.6, 0.7, 0.8, 0.9, 2];
const GRID_DROP = [0.8, 0.9, 0.95, 2];
const GRID_RETYPE = [0.5, 0.6, 0.8, 2];

/** Net spans over the three types: true positives gained minus false positives gained (both types of a retype counted). */
function net(c: Record<string, Count>, b: Record<string, Count>): number {
  let v = 0;
  for (const t of RESCORED) v += c[t]!.tp - b[t]!.tp - (c[t]!.fp - b[t]!.fp);
  return v;
}

/**
 * Leave-one-file-out with the thresholds chosen inside each training split (an inner
 * leave-one-file-out over the six training files), so the left-out file never picks them; then a
 * bootstrap over the texts of the seven left-out files for the change in TP and FP per type.
 */
function nested(withPresidio: boolean): void {
  const byFile = new Map(FILES.map((f) => [f, prepare(handWritten(ROOT, f))]));
  const extra = [
    ...(withPresidio ? prepare(presidioHalf(process.env.LATCHKEY_CORPORA ?? join(ROOT, '../shared/corpora'))) : []),
    ...prepare(generatedNotes(Number(process.env.GENERATED ?? 0))),
  ];
  const perRow: { base: Record<string, Count>; model: Record<string, Count> }[] = [];
  for (const held of FILES) {
    const inner = FILES.filter((f) => f !== held);
    const oof: { d: Prepared; file: string; cache: Map<unknown, Float64Array>; w: Weights }[] = [];
    for (const f of inner) {
      const w = fit([...inner.filter((g) => g !== f).flatMap((g) => byFile.get(g)!), ...extra]);
      const cache = new Map<unknown, Float64Array>();
      for (const d of byFile.get(f)!) oof.push({ d, file: f, cache, w });
    }
    let best = [2, 2, 2];
    let bestNet = 0;
    for (const a of GRID_ADD)
      for (const dr of GRID_DROP)
        for (const r of GRID_RETYPE) {
          const b: Record<string, Count> = {};
          const m: Record<string, Count> = {};
          for (const o of oof) {
            score(o.d.row, apply(null, o.d), b, RESCORED);
            score(o.d.row, apply(o.w, o.d, a, dr, r, o.cache), m, RESCORED);
          }
          const v = net(m, b);
          if (v > bestNet) [best, bestNet] = [[a, dr, r], v];
        }
    const w = fit([...inner.flatMap((g) => byFile.get(g)!), ...extra]);
    console.log(`fold ${held}: thresholds add ${best[0]} drop ${best[1]} retype ${best[2]} (inner net +${bestNet})`);
    for (const d of byFile.get(held)!) {
      const base: Record<string, Count> = {};
      const model: Record<string, Count> = {};
      score(d.row, apply(null, d), base, typesOf(held));
      score(d.row, apply(w, d, best[0], best[1], best[2]), model, typesOf(held));
      perRow.push({ base, model });
    }
  }
  const sum = (rows: typeof perRow, k: 'base' | 'model', t: string) =>
    rows.reduce((acc, r) => {
      const c = r[k][t];
      if (c) add3(acc, c);
      return acc;
    }, { tp: 0, fp: 0, fn: 0 } as Count);
  console.log('\nmicro over 7 folds (nested thresholds):');
  for (const t of RESCORED) console.log(`${t.padEnd(12)} rules ${fmt(sum(perRow, 'base', t))} | +model ${fmt(sum(perRow, 'model', t))}`);
  const wb = sum(perRow, 'base', 'WORDS');
  const wm = sum(perRow, 'model', 'WORDS');
  console.log(`ordinary words removed: rules ${wb.fp}/${wb.fp + wb.tp} | +model ${wm.fp}/${wm.fp + wm.tp}`);
  const random = prng(SEED);
  const draws: Record<string, number[][]> = {};
  for (let b = 0; b < 2000; b++) {
    const sample = perRow.map(() => perRow[Math.floor(random() * perRow.length)]!);
    for (const t of RESCORED) {
      const x = sum(sample, 'base', t);
      const y = sum(sample, 'model', t);
      (draws[t] ??= []).push([y.tp - x.tp, y.fp - x.fp]);
    }
  }
  const ci = (v: number[]) => {
    const s = [...v].sort((a, b) => a - b);
    return `[${s[Math.floor(0.025 * s.length)]}, ${s[Math.floor(0.975 * s.length)]}]`;
  };
  for (const t of RESCORED)
    console.log(`${t.padEnd(12)} ΔTP 95% ${ci(draws[t]!.map((d) => d[0]!))}  ΔFP 95% ${ci(draws[t]!.map((d) => d[1]!))}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cmd = process.argv[2] ?? 'lofo';
  if (cmd === 'lofo') lofo(process.env.PRESIDIO !== '0');
  if (cmd === 'nested') nested(process.env.PRESIDIO !== '0');
}
