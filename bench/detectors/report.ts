/**
 * What each detector's evaluation module returns to `bench/eval-detectors.ts`. Counts are kept
 * (not only ratios) so a reader can check the arithmetic and see how small a class is.
 */
export interface MetricRow {
  /** e.g. `pii:EMAIL_ADDRESS`, `secrets`, `injection`. */
  detector: string;
  /** Corpus file (relative to ../shared/corpora) and, when useful, the slice measured. */
  corpus: string;
  tp: number;
  fp: number;
  fn: number;
  /** True negatives, where the corpus has negatives (rows without the thing detected). */
  tn: number | null;
  /** The target for this row, in words; empty when none applies. */
  target: string;
  /** Whether the target holds; null when there is no target. */
  met: boolean | null;
}

export interface DetectorReport {
  /** Section heading, e.g. "PII / PHI (latch-2)". */
  title: string;
  rows: MetricRow[];
  /** Method notes: how counts were made, what a row means, caveats (e.g. cross-validated). */
  notes: string[];
}

export const precision = (r: MetricRow): number | null => (r.tp + r.fp === 0 ? null : r.tp / (r.tp + r.fp));
export const recall = (r: MetricRow): number | null => (r.tp + r.fn === 0 ? null : r.tp / (r.tp + r.fn));
/** Share of negatives flagged. */
export const falsePositiveRate = (r: MetricRow): number | null =>
  r.tn === null || r.fp + r.tn === 0 ? null : r.fp / (r.fp + r.tn);
