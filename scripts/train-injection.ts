/**
 * Trains the injection detector's logistic regression (see
 * packages/server/src/pdp/latches/injection-model.ts) and writes its weights to
 * packages/server/src/pdp/latches/injection-weights.ts.
 *
 *   npx tsx scripts/train-injection.ts            # corpora from ../shared/corpora or $LATCHKEY_CORPORA
 *
 * Features: hashed word unigrams and bigrams (see injection-model.ts).
 * Training data: the llm-warden jailbreak corpus only (jailbreak = 1, benign = 0). CyberSecEval
 * and NotInject are never trained on, so they measure generalization. Deterministic: fixed seed,
 * fixed epoch count, no time or randomness from outside; the same corpus gives the same bytes.
 * The functions are exported so bench/detectors/injection.eval.ts can cross-validate in-process.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  encodeModel,
  FEATURE_BITS,
  featureVector,
  MODEL_ALONE_MIN_CHARS,
  type SerializedModel,
  type TrainedModel,
} from '../packages/server/src/pdp/latches/injection-model.js';

export interface Example {
  text: string;
  /** 1 = injection or jailbreak, 0 = benign. */
  label: 0 | 1;
}

export const SEED = 20_251_121;
export const EPOCHS = 4;
const LEARNING_RATE = 0.5;
const L2 = 1e-5;
/** Folds used inside training to pick the decision threshold from out-of-fold benign scores. */
const THRESHOLD_FOLDS = 4;
/**
 * The threshold is set so that about this share of held-out benign rows long enough for the
 * model to decide alone (MODEL_ALONE_MIN_CHARS) score above it…
 */
export const TARGET_BENIGN_RATE = 0.005;
/**
 * …and never below logit 0: with classes weighted equally, the model must at least find
 * "injection" the likelier reading. Keeps benign prose unlike the corpus (system prompts,
 * questions) from sitting just above a threshold calibrated on the corpus alone.
 */
const MIN_THRESHOLD = 0;

/** mulberry32: a small seeded PRNG, so shuffles and folds are reproducible. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** RFC 4180 CSV (quoted fields, doubled quotes, newlines inside quotes). */
export function parseCsv(source: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c !== '"') field += c;
      else if (source[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (c !== '\r') field += c;
  }
  if (field.length > 0 || row.length > 0) rows.push([...row, field]);
  return rows;
}

export function loadWarden(corporaDir: string): Example[] {
  const rows = parseCsv(readFileSync(join(corporaDir, 'injection/llm-warden_jailbreak_dataset_train.csv'), 'utf8'));
  const [head, ...body] = rows;
  if (head?.[0] !== 'prompt' || head[1] !== 'type') throw new Error('llm-warden: unexpected header');
  return body
    .filter((r) => r.length >= 2 && (r[1] === 'jailbreak' || r[1] === 'benign'))
    .map((r) => ({ text: r[0]!, label: r[1] === 'jailbreak' ? 1 : 0 }));
}

export interface Sparse {
  index: Int32Array;
  value: Float32Array;
  label: 0 | 1;
  /** Length of the text in characters. */
  chars: number;
}

/** Logistic regression by AdaGrad with L2, classes weighted to count equally. */
function fit(data: readonly Sparse[], random: () => number): TrainedModel {
  const dim = 1 << FEATURE_BITS;
  const w = new Float32Array(dim);
  const g2 = new Float32Array(dim).fill(1e-8);
  let bias = 0;
  let biasG2 = 1e-8;
  const positives = data.filter((d) => d.label === 1).length;
  const classWeight = [data.length / (2 * (data.length - positives)), data.length / (2 * positives)];
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (const d of shuffled(data, random)) {
      let z = bias;
      for (let k = 0; k < d.index.length; k++) z += w[d.index[k]!]! * d.value[k]!;
      const g = (1 / (1 + Math.exp(-z)) - d.label) * classWeight[d.label]!;
      for (let k = 0; k < d.index.length; k++) {
        const i = d.index[k]!;
        const gi = g * d.value[k]! + L2 * w[i]!;
        g2[i] = g2[i]! + gi * gi;
        w[i] = w[i]! - (LEARNING_RATE * gi) / Math.sqrt(g2[i]!);
      }
      biasG2 += g * g;
      bias -= (LEARNING_RATE * g) / Math.sqrt(biasG2);
    }
  }
  return { bias, weights: Float32Array.from(w), threshold: 0 };
}

/** Stratified fold number for each example (seeded), so every fold has both classes. */
export function foldsOf(examples: readonly { label: 0 | 1 }[], k: number, random: () => number): number[] {
  const fold = new Array<number>(examples.length).fill(0);
  for (const label of [0, 1]) {
    const idx = shuffled(
      examples.flatMap((e, i) => (e.label === label ? [i] : [])),
      random,
    );
    idx.forEach((i, n) => {
      fold[i] = n % k;
    });
  }
  return fold;
}

/** The logit above which about `rate` of the given benign logits lie. */
function quantileThreshold(benign: number[], rate: number): number {
  const sorted = [...benign].sort((a, b) => b - a);
  const at = Math.min(sorted.length - 1, Math.floor(sorted.length * rate));
  return sorted.length === 0 ? 0 : sorted[at]!;
}

export type Vectors = readonly Sparse[];

/** Feature vectors of the examples; computed once and reused across folds. */
export function vectorize(examples: readonly Example[]): Vectors {
  return examples.map((e) => ({ ...featureVector(e.text), label: e.label, chars: e.text.length }));
}

function logitOf(model: TrainedModel, d: Sparse): number {
  let z = model.bias;
  for (let k = 0; k < d.index.length; k++) z += model.weights[d.index[k]!]! * d.value[k]!;
  return z;
}

/**
 * Trains on the examples and sets the threshold from out-of-fold benign scores (the in-sample
 * scores of benign rows are too low to calibrate on). Returns the model as it will be shipped
 * (int8 weights): decodeModel of it is exactly what production scores with.
 */
export function train(data: Vectors, seed = SEED): SerializedModel {
  const random = prng(seed);
  const fold = foldsOf(data, THRESHOLD_FOLDS, random);
  const benignOof: number[] = [];
  for (let f = 0; f < THRESHOLD_FOLDS; f++) {
    const inner = fit(
      data.filter((_, i) => fold[i] !== f),
      random,
    );
    data.forEach((d, i) => {
      if (fold[i] === f && d.label === 0 && d.chars >= MODEL_ALONE_MIN_CHARS) benignOof.push(logitOf(inner, d));
    });
  }
  const model = fit(data, random);
  model.threshold = Math.max(MIN_THRESHOLD, quantileThreshold(benignOof, TARGET_BENIGN_RATE));
  return encodeModel(model);
}

/** The generated module: one base64 line, formatted as Biome formats it. */
export function weightsModule(s: SerializedModel): string {
  return `// Generated by scripts/train-injection.ts from the llm-warden corpus. Do not edit; re-run the script.
import type { SerializedModel } from './injection-model.js';

export const INJECTION_WEIGHTS: SerializedModel = {
  format: '${s.format}',
  featureBits: ${s.featureBits},
  bias: ${s.bias},
  threshold: ${s.threshold},
  scale: ${s.scale},
  weights:
    '${s.weights}',
};
`;
}

function main(): void {
  const here = dirname(fileURLToPath(import.meta.url));
  const corpora = resolve(process.env.LATCHKEY_CORPORA ?? join(here, '../../shared/corpora'));
  const examples = loadWarden(corpora);
  const started = performance.now();
  const model = train(vectorize(examples));
  const out = join(here, '../packages/server/src/pdp/latches/injection-weights.ts');
  writeFileSync(out, weightsModule(model));
  const ms = Math.round(performance.now() - started);
  process.stdout.write(`trained on ${examples.length} llm-warden rows in ${ms} ms → ${out}\n`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
