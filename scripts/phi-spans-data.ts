/**
 * Training data for the PHI span re-scorer (scripts/train-phi-spans.ts): the hand-written
 * held-out sets (bench/detectors/*-heldout.txt, parsed like phi-names.eval.ts heldOutRows) and the
 * even-indexed half of Presidio's synthetic set (the odd half is never trained on). Each text is
 * run through the rules (detectPii) and turned into candidates with features and a gold label.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COUNTRIES, US_STATES } from '../packages/server/src/pdp/latches/phi-lexicon.js';
import {
  capitalRuns,
  features,
  type Span as Cand,
  CLASSES,
  tokenAt,
} from '../packages/server/src/pdp/latches/phi-rescore-features.js';
import type { Hit } from '../packages/server/src/pdp/latches/pii-context.js';
import { type Tok, tokenize } from '../packages/server/src/pdp/latches/phi-tokens.js';
import { generate } from '../bench/detectors/clinical.eval.js';
import { DEV } from '../bench/detectors/clinical-templates.js';
import { ruleHits } from '../packages/server/src/pdp/latches/pii.js';

export interface Gold {
  type: string;
  start: number;
  end: number;
}
export interface Row {
  source: string;
  text: string;
  gold: Gold[];
}
export interface Example {
  feats: Int32Array;
  /** Class index (CLASSES), or -1: not trained on (inside an address span of Presidio's). */
  label: number;
  cand: Cand;
}
export interface Prepared {
  row: Row;
  rules: Hit[];
  examples: Example[];
}

export const FILES = ['names', 'places', 'orgs', 'mixed', 'final', 'last', 'nov26'];
export const RESCORED = ['PERSON', 'CITY', 'ORGANIZATION'];
const LABEL = /\[\[([A-Z_]+):([^\]]+)\]\]/g;

function parseLabelled(line: string): { text: string; gold: Gold[] } {
  const src = line.replace(/\\n/g, '\n');
  const gold: Gold[] = [];
  let text = '';
  let last = 0;
  for (const m of src.matchAll(LABEL)) {
    text += src.slice(last, m.index);
    gold.push({ type: m[1]!, start: text.length, end: text.length + m[2]!.length });
    text += m[2]!;
    last = m.index + m[0].length;
  }
  return { text: text + src.slice(last), gold };
}

export function handWritten(root: string, file: string): Row[] {
  return readFileSync(join(root, `bench/detectors/${file}-heldout.txt`), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) => ({ source: file, ...parseLabelled(l) }));
}

const countryLike = (v: string) => {
  const lc = v.toLowerCase().replace(/\s*\(.*\)$/, '');
  return COUNTRIES.has(lc) || US_STATES.has(lc) || lc === 'nan' || /^[a-z]{2}$/.test(lc);
};

/** Presidio rows of even index; GPE → CITY unless a country or state; addresses etc. kept as containers. */
export function presidioHalf(corpora: string): Row[] {
  const rows = JSON.parse(readFileSync(join(corpora, 'pii/presidio_synth_dataset_v2.json'), 'utf8')) as {
    full_text: string;
    spans: { entity_type: string; start_position: number; end_position: number }[];
  }[];
  return rows
    .filter((_, i) => i % 2 === 0)
    .map((r) => ({
      source: 'presidio',
      text: r.full_text,
      gold: r.spans.map((s) => {
        const v = r.full_text.slice(s.start_position, s.end_position);
        const type = s.entity_type === 'GPE' ? (countryLike(v.trim()) ? 'COUNTRY' : 'CITY') : s.entity_type;
        return { type, start: s.start_position, end: s.end_position };
      }),
    }));
}

/** Generated clinical notes of the DEV template families (the HELD_OUT families stay unseen), own seed. */
export function generatedNotes(perFamily: number): Row[] {
  return generate(DEV, 20_261_126, perFamily).map((n) => ({ source: 'generated', text: n.text, gold: n.spans }));
}

const CONTAINERS = new Set(['STREET_ADDRESS', 'DOMAIN_NAME', 'EMAIL_ADDRESS']);

function labelOf(row: Row, s: number, e: number): number {
  let best = 0;
  let label = 0;
  for (const g of row.gold) {
    const ov = Math.min(e, g.end) - Math.max(s, g.start);
    if (ov <= 0) continue;
    if (row.source === 'presidio' && CONTAINERS.has(g.type)) return -1;
    const k = CLASSES.indexOf(g.type as (typeof CLASSES)[number]);
    if (ov > best) {
      best = ov;
      label = k < 0 ? 0 : k;
    }
  }
  return label;
}

const MAX_FEATS = 96;

/** The candidates of one text, as the runtime sees them (see phi-rescore.ts). */
export function candidates(text: string, rules: readonly Hit[], toks: Tok[]) {
  const out: { cand: Cand; feats: Int32Array }[] = [];
  const taken: number[] = [];
  for (const f of rules) taken.push(f.start, f.end);
  const near = (pos: number, before: boolean) => {
    for (const f of rules) if (before ? f.end <= pos && pos - f.end <= 3 : f.start >= pos && f.start - pos <= 3) return f.type;
    return '';
  };
  const buf = new Int32Array(MAX_FEATS);
  const add = (i: number, j: number, cand: Cand) => {
    const n = features(text, toks, i, j, cand, near(cand.start, true), near(cand.end, false), buf);
    out.push({ cand, feats: buf.slice(0, n) });
  };
  let from = 0;
  for (const f of rules) {
    if (!RESCORED.includes(f.type)) continue;
    const i = tokenAt(toks, f.start, from);
    from = i;
    let j = i;
    while (j + 1 < toks.length && toks[j + 1]!.start < f.end) j++;
    if (i >= toks.length || toks[i]!.start >= f.end) continue;
    add(i, j, { start: f.start, end: f.end, type: f.type, rank: f.rank });
  }
  capitalRuns(text, toks, taken, (i, j) => add(i, j, { start: toks[i]!.start, end: toks[j]!.end, type: '', rank: -1 }));
  return out;
}

export function prepare(rows: readonly Row[]): Prepared[] {
  return rows.map((row) => {
    const rules = ruleHits(row.text);
    const toks = tokenize(row.text);
    const examples = candidates(row.text, rules, toks).map((c) => ({
      ...c,
      label: labelOf(row, c.cand.start, c.cand.end),
    }));
    return { row, rules, examples };
  });
}
