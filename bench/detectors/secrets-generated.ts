/**
 * Scores `detectSecrets` on the files of secrets-files.ts (seeded, made at eval time): labelled
 * credentials found (span recall), findings outside any label, and clean files flagged.
 */
import type { Finding } from '../../packages/server/src/pdp/latches/finding.js';
import { detectSecrets } from '../../packages/server/src/pdp/latches/secrets.js';
import type { MetricRow } from './report.js';
import { type GenFile, generateSecretFiles } from './secrets-files.js';

export const GENERATED_SEED = 20261125;
const COUNT = 400;

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

interface Scored {
  file: GenFile;
  found: Finding[];
}

/** `secrets:file-kind` → misses, for the notes. */
function missesByForm(scored: Scored[]): string {
  const misses = new Map<string, number>();
  for (const { file, found } of scored) {
    for (const s of file.secrets) {
      if (found.some((f) => overlaps(f, s))) continue;
      const key = `${file.id.split(':')[1]}/${s.kind}`;
      misses.set(key, (misses.get(key) ?? 0) + 1);
    }
  }
  return [...misses].map(([k, n]) => `${k} ×${n}`).join(', ') || 'none';
}

/** The development seed (looked at while writing rules) and a seed first run when the rules were done. */
export function generatedRows(): { rows: MetricRow[]; notes: string[] } {
  const dev = seedRows(GENERATED_SEED, 'development seed');
  const fresh = seedRows(HELD_OUT_SEED, 'seed not used in development');
  return { rows: [...dev.rows, ...fresh.rows], notes: [...dev.notes, ...fresh.notes.slice(1)] };
}

export const HELD_OUT_SEED = 16041;

function seedRows(seed: number, label: string): { rows: MetricRow[]; notes: string[] } {
  const scored = generateSecretFiles(seed, COUNT).map((file) => ({ file, found: detectSecrets(file.text) }));
  const corpus = `generated: bench/detectors/secrets-files.ts (${label} ${seed}, ${COUNT} files)`;
  let tp = 0;
  let fn = 0;
  let fp = 0;
  for (const { file, found } of scored) {
    for (const s of file.secrets) found.some((f) => overlaps(f, s)) ? tp++ : fn++;
    fp += found.filter((f) => !file.secrets.some((s) => overlaps(f, s))).length;
  }
  const spans: MetricRow = { detector: 'secrets', corpus, tp, fp, fn, tn: null, target: 'recall ≥ 0.95', met: null };
  spans.met = tp / (tp + fn) >= 0.95;
  const secret = scored.filter((s) => s.file.secrets.length > 0);
  const clean = scored.filter((s) => s.file.secrets.length === 0);
  const flaggedClean = clean.filter((s) => s.found.length > 0);
  const files: MetricRow = {
    detector: 'secrets:files',
    corpus,
    tp: secret.filter((s) => s.found.length > 0).length,
    fn: secret.filter((s) => s.found.length === 0).length,
    fp: flaggedClean.length,
    tn: clean.length - flaggedClean.length,
    target: '≤ 5 % of clean files flagged',
    met: flaggedClean.length / clean.length <= 0.05,
  };
  const cleanIds = flaggedClean.map((s) => s.file.id).join(', ') || 'none';
  return {
    rows: [spans, files],
    notes: [
      'Generated rows: files made at eval time by bench/detectors/secrets-files.ts (method in docs/adr/0041-secret-detection-that-generalizes.md); span recall counts each labelled credential found by an overlapping finding; FP counts findings overlapping no label, in any file; the files row counts files flagged, as for the snapshots.',
      `Generated credentials missed, seed ${seed} (form/kind): ${missesByForm(scored)}.`,
      `Generated clean files flagged, seed ${seed}: ${cleanIds}.`,
    ],
  };
}
