/**
 * Prompt-injection and jailbreak detection for latch-0. Three kinds of evidence:
 *  - phrase rules (injection-rules*.ts): instruction override, persona jailbreaks, system-prompt,
 *    secret or user-data exfiltration, fake system messages, instructions addressed to an AI in
 *    retrieved content, encoded or split payloads;
 *  - repeated-token flooding (injection-flood.ts);
 *  - a logistic regression over hashed word n-grams (injection-model.ts) for long persona prompts.
 * One tokenizing pass feeds the rule gate, the flood check and the model. The caller runs this on
 * every text of detectionVariants(content), so decoded payloads and text hidden with invisible or
 * compatibility characters reach it as plain text.
 */
import type { Finding } from './finding.js';
import { findFlood } from './injection-flood.js';
import { buildGate, isOpen } from './injection-gate.js';
import { decodeModel, type InjectionModel, logitFromSum, MODEL_ALONE_MIN_CHARS } from './injection-model.js';
import { PHRASE_RULES, type Rule, WEAK } from './injection-rules.js';
import { EXFIL_RULES } from './injection-rules-exfil.js';
import { PERSUADE_RULES } from './injection-rules-persuade.js';
import { scanTokens } from './injection-scan.js';
import { tokensOf } from './injection-tokens.js';
import { INJECTION_WEIGHTS } from './injection-weights.js';

export interface InjectionResult {
  /** score ≥ 0.5: the detector's own decision. */
  detected: boolean;
  /** 0..1, combining every signal; latch-0's configurable threshold applies to it. */
  score: number;
  /** What fired, with offsets into the text given; MODEL_SCORE spans the whole text. */
  findings: Finding[];
}

export const RULES: readonly Rule[] = [...PHRASE_RULES, ...EXFIL_RULES, ...PERSUADE_RULES];
const GATE = buildGate(RULES);
/** Findings kept per rule, so a text repeating one phrase thousands of times stays cheap. */
const MAX_MATCHES_PER_RULE = 4;
/** Weight of a flood of words; a flood of numbers is only weak evidence (tables repeat values). */
const FLOOD_WEIGHT = 0.5;
/**
 * Steepness of the model's contribution around its threshold: 0.5 at the threshold (blocks
 * alone), 0.12 one logit below it; so a weak rule plus a model close to its threshold blocks,
 * a weak rule plus a model merely unsure of the text does not.
 */
const MODEL_SLOPE = 2;
/**
 * The model does not decide alone on texts shorter than MODEL_ALONE_MIN_CHARS (short benign
 * requests that merely mention "unfiltered" or "jailbreak" score high; phrase rules cover short
 * attacks), nor on text that is not prose (fewer than this share of its tokens are words
 * starting with a letter): it learned from prompts, and tables, JSON, CSV, logs or markup are
 * outside what it knows (it scores them high for no reason). Rules still see them.
 */
const MIN_PROSE_RATIO = 0.55;
const MODEL_CAP_OUTSIDE_PROSE = 0.2;

const SHIPPED: InjectionModel = decodeModel(INJECTION_WEIGHTS);

export function detectInjection(text: string): InjectionResult {
  return detectInjectionWith(SHIPPED, text);
}

/**
 * The same detection with a given model (cross-validation trains its own); null = no model.
 * `gated: false` runs every rule regardless of anchors (tests check the gate loses nothing).
 */
export function detectInjectionWith(model: InjectionModel | null, text: string, gated = true): InjectionResult {
  const tokens = tokensOf(text);
  const scan = scanTokens(tokens, text.length, GATE, model === null ? null : model.weights);
  const findings: Finding[] = [];
  // Evidence per rule, not per type: two different rules are two signals, one rule matching twice is one.
  let ruleMiss = 1;
  for (let i = 0; i < RULES.length; i++) {
    if (gated && !isOpen(scan.open, i)) continue;
    const rule = RULES[i]!;
    if (matchRule(rule, text, findings)) ruleMiss *= 1 - rule.weight;
  }
  const flood = scan.mayFlood || !gated ? findFlood(text, tokens) : null;
  if (flood !== null) {
    findings.push({ type: flood.type, start: flood.start, end: flood.end });
    ruleMiss *= 1 - (flood.wordy ? FLOOD_WEIGHT : WEAK);
  }
  let modelScore = 0;
  if (model !== null && tokens.count > 0) {
    const logit = logitFromSum(model, scan.weightSum, scan.modelTokens);
    modelScore = 1 / (1 + Math.exp(-MODEL_SLOPE * (logit - model.threshold)));
    if (text.length < MODEL_ALONE_MIN_CHARS || scan.proseRatio < MIN_PROSE_RATIO) {
      modelScore = Math.min(modelScore, MODEL_CAP_OUTSIDE_PROSE);
    }
    if (modelScore >= 0.5) findings.push({ type: 'MODEL_SCORE', start: 0, end: text.length });
  }
  const score = 1 - ruleMiss * (1 - modelScore);
  return { detected: score >= 0.5, score: Math.round(score * 10_000) / 10_000, findings };
}

/** Adds the rule's matches (at most MAX_MATCHES_PER_RULE) to findings; whether there was one. */
function matchRule(rule: Rule, text: string, findings: Finding[]): boolean {
  const re = rule.re;
  re.lastIndex = 0;
  let kept = 0;
  for (let m = re.exec(text); m !== null && kept < MAX_MATCHES_PER_RULE; m = re.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (end === start) re.lastIndex++; // never loop on an empty match
    if (rule.near !== undefined || rule.notNear !== undefined) {
      const sentence = sentenceAround(text, start, end);
      if (rule.near !== undefined && !test(rule.near, sentence)) continue;
      if (rule.notNear !== undefined && test(rule.notNear, sentence)) continue;
    }
    if (kept === 0 && rule.alsoIn !== undefined && !test(rule.alsoIn, text)) return false;
    findings.push({ type: rule.type, start, end });
    kept++;
  }
  return kept > 0;
}

function test(re: RegExp, s: string): boolean {
  re.lastIndex = 0;
  return re.test(s);
}

const SENTENCE_REACH = 160;

/** The sentence holding [start, end): back and on to . ! ? or a newline, at most 160 chars each way. */
function sentenceAround(text: string, start: number, end: number): string {
  let from = start;
  const floor = Math.max(0, start - SENTENCE_REACH);
  while (from > floor && !isStop(text.charCodeAt(from - 1))) from--;
  let to = end;
  const ceil = Math.min(text.length, end + SENTENCE_REACH);
  while (to < ceil && !isStop(text.charCodeAt(to))) to++;
  return text.slice(from, to + 1);
}

const isStop = (c: number) => c === 0x2e || c === 0x21 || c === 0x3f || c === 0x0a || c === 0x3002 || c === 0xff1f;
