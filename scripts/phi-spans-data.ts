/**
 * Training data for the PHI span re-scorer (scripts/train-phi-spans.ts): the hand-written
 * held-out sets (bench/detectors/*-heldout.txt, parsed like phi-names.eval.ts heldOutRows) and the
 * even-indexed half of Presidio's synthetic set (the odd half is never trained on), optionally
 * generated notes of the DEV template families. Each text is run through the rules (detectPii)
 * and turned into candidates (phi-spans-features.ts) with features and a gold label.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from '../bench/detectors/clinical.eval.js';
import { DEV } from '../bench/detectors/clinical-templates.js';
import type { Finding } from '../packages/server/src/pdp/latches/finding.js';
import { COUNTRIES, US_STATES } from '../packages/server/src/pdp/latches/phi-lexicon.js';
import { tokenize } from '../packages/server/src/pdp/latches/phi-tokens.js';
import { detectPii } from '../packages/server/src/pdp/latches/pii.js';
import { type Span as Cand, CLASSES, forEachCandidate } from './phi-spans-features.js';

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
  rules: Finding[];
  examples: Example[];
}

export const FILES = process.env.SPAN_FILES?.split(',') ?? [
  'names',
  'places',
  'orgs',
  'mixed',
  'final',
  'last',
  'nov26',
];
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
export function presidioHalf(corpora: string, parity = 0): Row[] {
  const rows = JSON.parse(readFileSync(join(corpora, 'pii/presidio_synth_dataset_v2.json'), 'utf8')) as {
    full_text: string;
    spans: { entity_type: string; start_position: number; end_position: number }[];
  }[];
  return rows
    .filter((_, i) => i % 2 === parity)
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
      label = Math.max(0, k);
    }
  }
  return label;
}

export function prepare(rows: readonly Row[]): Prepared[] {
  return rows.map((row) => {
    const rules = detectPii(row.text);
    const examples: Example[] = [];
    forEachCandidate(row.text, tokenize(row.text), rules, (cand, _h, feats) =>
      examples.push({ cand, feats, label: labelOf(row, cand.start, cand.end) }),
    );
    return { row, rules, examples };
  });
}

export interface Count {
  tp: number;
  fp: number;
  fn: number;
}
const ACCEPT: Record<string, string[]> = {
  PERSON: ['PERSON'],
  CITY: ['CITY', 'COUNTY'],
  ORGANIZATION: ['ORGANIZATION'],
};

/** Span-level counts as phi-names.eval.ts heldOutRows counts them (overlap; precision on the main type). */
export function score(row: Row, found: readonly Gold[], into: Record<string, Count>, types = RESCORED): void {
  for (const t of types) {
    const c = slot(into, t);
    const mine = found.filter((f) => ACCEPT[t]!.includes(f.type));
    for (const g of row.gold.filter((x) => x.type === t)) {
      if (mine.some((f) => f.start < g.end && g.start < f.end)) c.tp++;
      else c.fn++;
    }
    for (const f of mine.filter((x) => x.type === t))
      if (!row.gold.some((g) => g.type === t && f.start < g.end && g.start < f.end)) c.fp++;
  }
  // Ordinary words (outside every label) removed by a finding.
  const o = slot(into, 'WORDS');
  for (const m of row.text.matchAll(/[\p{L}\p{M}]+/gu)) {
    const s = m.index;
    const e = s + m[0].length;
    if (row.gold.some((g) => g.start < e && s < g.end)) continue;
    if (found.some((f) => f.start < e && s < f.end)) o.fp++;
    else o.tp++;
  }
}

/** orgs-heldout.txt is scored for organizations and people only (as pii.eval.ts does). */
export const typesOf = (file: string) => (file === 'orgs' ? ['PERSON', 'ORGANIZATION'] : RESCORED);

export const fmt = (c: Count) =>
  `P ${(c.tp / Math.max(1, c.tp + c.fp)).toFixed(3)} R ${(c.tp / Math.max(1, c.tp + c.fn)).toFixed(3)} (tp ${c.tp} fp ${c.fp} fn ${c.fn})`;

/** into[key], created at zero when missing. */
export function slot(into: Record<string, Count>, key: string): Count {
  let c = into[key];
  if (c === undefined) {
    c = { tp: 0, fp: 0, fn: 0 };
    into[key] = c;
  }
  return c;
}

export function add3(a: Count, b: Count) {
  a.tp += b.tp;
  a.fp += b.fp;
  a.fn += b.fn;
}
