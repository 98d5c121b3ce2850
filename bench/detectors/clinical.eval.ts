/**
 * Measures latch-2's detector (packages/server/src/pdp/latches/pii.ts) on synthetic i2b2-style
 * clinical notes generated at run time by clinical-notes.ts (seeded, deterministic; method in its
 * header and in ADR 0039). Nothing is read from ../shared/corpora.
 *
 * Per PHI type: recall = labelled spans overlapped by a finding of a matching type; precision =
 * findings of that type overlapping a labelled span of a matching type. "Ordinary words removed"
 * = words outside every labelled span that a finding overlaps, over all such words: the
 * over-redaction of medical language (drugs, doses, labs, eponyms, scores, times). DEV and HELD_OUT
 * template families are reported separately: the rules were written looking at DEV only.
 */
import type { Finding } from '../../packages/server/src/pdp/latches/finding.js';
import { detectPii } from '../../packages/server/src/pdp/latches/pii.js';
import { type ClinicalNote, Note, prng } from './clinical-notes.js';
import { DEV, type Family } from './clinical-templates.js';
import { HELD_OUT } from './clinical-templates-heldout.js';
import type { DetectorReport, MetricRow } from './report.js';

const SEED = 16_2069;
const NOTES_PER_FAMILY = 80;

/** Labelled type → detector types that count as finding it. */
const ACCEPT: Readonly<Record<string, readonly string[]>> = {
  DATE: ['DATE', 'DATE_OF_BIRTH'],
  MRN: ['MRN'],
  PHONE: ['PHONE'],
  FAX: ['FAX'],
  LICENSE: ['LICENSE', 'US_DRIVER_LICENSE'],
};
const accepts = (gold: string, found: string) => (ACCEPT[gold] ?? [gold]).includes(found);

const RECALL_TARGET = (t: string) => (['STREET_ADDRESS', 'CITY', 'ZIP'].includes(t) ? 0.9 : 0.95);
const PRECISION_TARGET = 0.9;
const ORDINARY_TARGET = 0.02;

export function generate(families: Readonly<Record<string, Family>>, seed: number, perFamily: number): ClinicalNote[] {
  const rnd = prng(seed);
  const notes: ClinicalNote[] = [];
  for (const [family, write] of Object.entries(families)) {
    for (let i = 0; i < perFamily; i++) {
      const n = new Note(rnd);
      write(n);
      notes.push({ family, text: n.text, spans: n.spans });
    }
  }
  return notes;
}

interface Count {
  tp: number;
  fn: number;
  fpTp: number;
  fp: number;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’.\-/]*/gu;
const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

function measure(notes: ClinicalNote[]) {
  const byType = new Map<string, Count>();
  const count = (t: string) => {
    const c = byType.get(t) ?? { tp: 0, fn: 0, fpTp: 0, fp: 0 };
    byType.set(t, c);
    return c;
  };
  let words = 0;
  let removed = 0;
  const removedSamples = new Map<string, number>();
  const misses: string[] = [];
  for (const note of notes) {
    const found: Finding[] = detectPii(note.text);
    for (const s of note.spans) {
      const hit = found.some((f) => overlaps(f, s) && accepts(s.type, f.type));
      if (hit) count(s.type).tp++;
      else {
        count(s.type).fn++;
        if (misses.length < 40)
          misses.push(
            `${s.type}: ${JSON.stringify(`${note.text.slice(Math.max(0, s.start - 16), s.start)}⟨${note.text.slice(s.start, s.end)}⟩`)}`,
          );
      }
    }
    for (const f of found) {
      // A date after birth words is reported as DATE_OF_BIRTH: counted with the DATE labels.
      const c = count(f.type === 'DATE_OF_BIRTH' ? 'DATE' : f.type);
      if (note.spans.some((s) => overlaps(f, s) && accepts(s.type, f.type))) c.fpTp++;
      else {
        c.fp++;
        if (misses.length < 60) misses.push(`FP ${f.type}: "${note.text.slice(f.start, f.end)}"`);
      }
    }
    for (const w of note.text.matchAll(WORD)) {
      const span = { start: w.index, end: w.index + w[0].length };
      if (note.spans.some((s) => overlaps(s, span))) continue;
      words++;
      if (found.some((f) => overlaps(f, span))) {
        removed++;
        removedSamples.set(w[0], (removedSamples.get(w[0]) ?? 0) + 1);
      }
    }
  }
  return { byType, words, removed, removedSamples, misses };
}

function rows(split: string, notes: ClinicalNote[], out: MetricRow[], notesOut: string[]): void {
  const m = measure(notes);
  const corpus = `synthetic clinical notes, ${split} (${notes.length} notes)`;
  for (const [type, c] of [...m.byType].sort(([a], [b]) => a.localeCompare(b))) {
    if (c.tp + c.fn + c.fp + c.fpTp === 0) continue;
    const tp = c.tp;
    const recall = tp + c.fn === 0 ? null : tp / (tp + c.fn);
    const precision = c.fpTp + c.fp === 0 ? null : c.fpTp / (c.fpTp + c.fp);
    const target = `recall ≥ ${RECALL_TARGET(type)}, precision ≥ ${PRECISION_TARGET}`;
    const met =
      (recall === null || recall >= RECALL_TARGET(type)) && (precision === null || precision >= PRECISION_TARGET);
    // TP is the labelled spans found (recall's numerator); FP the findings on no matching label.
    out.push({ detector: `clinical:${type}`, corpus, tp, fp: c.fp, fn: c.fn, tn: null, target, met });
  }
  const share = m.words === 0 ? 0 : m.removed / m.words;
  out.push({
    detector: 'clinical:ordinary words removed',
    corpus,
    tp: m.words - m.removed,
    fp: m.removed,
    fn: 0,
    tn: null,
    target: `≤ ${ORDINARY_TARGET * 100} % removed`,
    met: share <= ORDINARY_TARGET,
  });
  const top = [...m.removedSamples].sort((a, b) => b[1] - a[1]).slice(0, 8);
  notesOut.push(
    `${split}: ordinary words removed ${m.removed} of ${m.words} (${(share * 100).toFixed(2)} %)${top.length ? `; most often: ${top.map(([w, k]) => `"${w}" ×${k}`).join(', ')}` : ''}.`,
  );
  if (m.misses.length > 0)
    notesOut.push(`${split}: first misses and false positives (own types): ${m.misses.join('; ')}.`);
}

export async function evaluate(_corpora: string): Promise<DetectorReport> {
  const out: MetricRow[] = [];
  const notes: string[] = [
    `Notes generated by bench/detectors/clinical-notes.ts, seed ${SEED}, ${NOTES_PER_FAMILY} per template family; DEV families (${Object.keys(DEV).join(', ')}) were looked at while writing the rules, HELD_OUT families (${Object.keys(HELD_OUT).join(', ')}) were not.`,
    'Rows: TP = labelled spans found, FN = labelled spans missed, FP = findings of the type on no matching label; precision here is over findings (TP findings / all findings of the type), which may differ slightly from TP/(TP+FP) when one finding covers two labels.',
    'For the "ordinary words removed" rows, TP = ordinary words kept and FP = ordinary words removed.',
  ];
  rows('DEV', generate(DEV, SEED, NOTES_PER_FAMILY), out, notes);
  rows('HELD_OUT', generate(HELD_OUT, SEED + 1, NOTES_PER_FAMILY), out, notes);
  return { title: 'Clinical notes (latch-2, synthetic i2b2-style, issue 16)', rows: out, notes };
}
