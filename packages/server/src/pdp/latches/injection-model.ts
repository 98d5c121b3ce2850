/**
 * The small learned part of the injection detector: logistic regression over hashed word
 * unigrams and bigrams (tokens from injection-tokens.ts, punctuation and symbols included as
 * tokens). It catches the long persona prompts ("you are now X, X has no rules…") whose wording
 * varies too much for phrases. Trained by scripts/train-injection.ts; the weights are in
 * injection-weights.ts.
 *
 * In the hot path the feature sum is taken in injection-scan.ts's single pass over the tokens the
 * rules also use: two reads from a 64 KB table per token, no allocation. featureVector (training)
 * and modelLogit (tests) walk the same features here.
 */
import { FNV_PRIME, type Tokens, tokenize } from './injection-tokens.js';

/** Hashed feature space: 2^16 buckets. */
export const FEATURE_BITS = 16;
/** Tokens scored; a longer text is scored on its beginning (the phrase rules see all of it). */
export const MAX_MODEL_TOKENS = 16_384;
/**
 * Shorter texts are not judged by the model alone (injection.ts caps its score): a sentence or
 * two is too little evidence. Training calibrates the threshold on benign rows at least this long.
 */
export const MODEL_ALONE_MIN_CHARS = 250;
/**
 * Texts with fewer features than this are normalized as if they had this many, which pulls short
 * texts toward the bias: a sentence carries too little evidence for the model to decide alone.
 */
export const MIN_NORM_FEATURES = 300;

/** Weights as trained (floating point). */
export interface TrainedModel {
  bias: number;
  weights: Float32Array;
  /** Logit at which the detector decides "injection" (chosen in training for a low false-positive rate). */
  threshold: number;
}

/** Weights as shipped and scored: int8 × scale (64 KB, so lookups stay in cache). */
export interface InjectionModel {
  bias: number;
  scale: number;
  weights: Int8Array;
  threshold: number;
}

/** What the training script writes (weights quantized to int8 to keep the file small). */
export interface SerializedModel {
  format: 'latchkey-injection-lr/2';
  featureBits: number;
  bias: number;
  threshold: number;
  scale: number;
  /** base64 of one signed byte per bucket; weight = byte × scale. */
  weights: string;
}

const FORMAT = 'latchkey-injection-lr/2';

export function decodeModel(m: SerializedModel): InjectionModel {
  if (m.format !== FORMAT || m.featureBits !== FEATURE_BITS) {
    throw new Error(`injection model: unsupported format ${m.format}/${m.featureBits}`);
  }
  const bytes = Buffer.from(m.weights, 'base64');
  if (bytes.length !== 1 << FEATURE_BITS) throw new Error('injection model: wrong weight count');
  const weights = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length).slice();
  return { bias: m.bias, scale: m.scale, weights, threshold: m.threshold };
}

/** Quantizes trained weights to int8 (scale = max |w| / 127) for shipping. */
export function encodeModel(model: TrainedModel): SerializedModel {
  let max = 0;
  for (const w of model.weights) max = Math.max(max, Math.abs(w));
  const scale = max === 0 ? 1 : max / 127;
  const bytes = Buffer.alloc(model.weights.length);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.round(model.weights[i]! / scale) & 0xff;
  return {
    format: FORMAT,
    featureBits: FEATURE_BITS,
    bias: round(model.bias),
    threshold: round(model.threshold),
    scale: round(scale, 9),
    weights: bytes.toString('base64'),
  };
}

const round = (x: number, digits = 6) => Number(x.toFixed(digits));

/** Fibonacci hashing: the top FEATURE_BITS bits of (hash ^ kind salt) × 2^32/φ. */
export const FIBONACCI = 0x9e3779b1;
export const UNIGRAM_SALT = 0x2545f491;
export const BIGRAM_SALT = 0x6a09e667;
const bucket = (h: number, salt: number) => Math.imul(h ^ salt, FIBONACCI) >>> (32 - FEATURE_BITS);
/** The bucket of the token with hash h alone. */
export const unigram = (h: number) => bucket(h, UNIGRAM_SALT);
/** The bucket of the pair (token hash prev, token hash h). */
export const bigram = (prev: number, h: number) => bucket(Math.imul(prev ^ h, FNV_PRIME) ^ prev, BIGRAM_SALT);

/** Calls visit(bucket) for the unigram and the bigram ending at each token; returns how many. */
function forEachFeature(t: Tokens, visit: (bucket: number) => void): number {
  const n = Math.min(t.count, MAX_MODEL_TOKENS);
  let prev = 0;
  for (let i = 0; i < n; i++) {
    const h = t.hash[i]!;
    visit(unigram(h));
    visit(bigram(prev, h));
    prev = h;
  }
  return 2 * n;
}

/** The logit from Σ weight over the features of the first n tokens (the hot path computes the sum in its own pass). */
export function logitFromSum(model: InjectionModel, sum: number, n: number): number {
  return n === 0 ? model.bias : model.bias + (model.scale * sum) / Math.sqrt(Math.max(2 * n, MIN_NORM_FEATURES));
}

/** bias + scale × Σ weight / √max(features, MIN_NORM_FEATURES), over tokens already computed. */
export function logitOfTokens(model: InjectionModel, t: Tokens): number {
  let sum = 0;
  const n = forEachFeature(t, (b) => {
    sum += model.weights[b]!;
  });
  return logitFromSum(model, sum, n / 2);
}

export function modelLogit(model: InjectionModel, text: string): number {
  return logitOfTokens(model, tokenize(text));
}

/** Sparse feature vector of a text (sorted bucket indices and values) as the model sees it. */
export function featureVector(text: string): { index: Int32Array; value: Float32Array } {
  const counts = new Map<number, number>();
  const n = forEachFeature(tokenize(text), (b) => {
    counts.set(b, (counts.get(b) ?? 0) + 1);
  });
  const keys = [...counts.keys()].sort((a, b) => a - b);
  const norm = n === 0 ? 0 : 1 / Math.sqrt(Math.max(n, MIN_NORM_FEATURES));
  return { index: Int32Array.from(keys), value: Float32Array.from(keys, (k) => counts.get(k)! * norm) };
}
