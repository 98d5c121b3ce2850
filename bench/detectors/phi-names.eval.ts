/**
 * Names, places and organizations (ADR 0038) on Presidio's synthetic PII set, per entity type, and
 * over-redaction on clean text: the share of words removed from the benign prompts of
 * injection/injecguard_NotInject_one.json and from medical sentences written for this project
 * (bench/detectors/medical-sentences.txt, no PHI in them). Called by pii.eval.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Finding } from '../../packages/server/src/pdp/latches/finding.js';
import { COUNTRIES, US_STATES } from '../../packages/server/src/pdp/latches/phi-lexicon.js';
import { detectPii } from '../../packages/server/src/pdp/latches/pii.js';
import type { MetricRow } from './report.js';

interface Span {
  entity_type: string;
  start_position: number;
  end_position: number;
}
export interface Row {
  full_text: string;
  spans: Span[];
}

const CORPUS = 'pii/presidio_synth_dataset_v2.json';
/** Our types → Presidio's label; the issue's target. */
const GROUPS: readonly { gold: string; ours: readonly string[]; recall: number; note?: string }[] = [
  { gold: 'PERSON', ours: ['PERSON'], recall: 0.95 },
  { gold: 'STREET_ADDRESS', ours: ['STREET_ADDRESS', 'ZIP', 'CITY'], recall: 0.9 },
  { gold: 'GPE', ours: ['CITY', 'COUNTY'], recall: 0.9 },
  { gold: 'ZIP_CODE', ours: ['ZIP'], recall: 0.9 },
  { gold: 'ORGANIZATION', ours: ['ORGANIZATION'], recall: 0.95 },
];
/** A finding inside a wider gold span of these labels is neither a TP nor a FP (a city inside an address). */
const CONTAINERS = ['STREET_ADDRESS', 'DOMAIN_NAME', 'EMAIL_ADDRESS'];
/** GPE spans that are countries or states: Safe Harbor lets them stay, so they are left out of GPE recall. */
const countryLike = (v: string) => {
  const lc = v.toLowerCase().replace(/\s*\(.*\)$/, '');
  return COUNTRIES.has(lc) || US_STATES.has(lc) || lc === 'nan' || lc === 'greenlander' || /^[a-z]{2}$/.test(lc);
};

const overlaps = (f: Finding, s: Span) => f.start < s.end_position && s.start_position < f.end;
const rate = (a: number, b: number) => (b === 0 ? 0 : a / b);

export function nameRows(rows: Row[], found: Finding[][]): { rows: MetricRow[]; notes: string[] } {
  const out: MetricRow[] = [];
  const notes: string[] = [];
  for (const g of GROUPS) {
    let tp = 0;
    let fn = 0;
    let fp = 0;
    let skipped = 0;
    rows.forEach((row, r) => {
      const mine = found[r]!.filter((f) => g.ours.includes(f.type));
      const gold = row.spans.filter((s) => s.entity_type === g.gold);
      for (const s of gold) {
        const value = row.full_text.slice(s.start_position, s.end_position).trim();
        if (g.gold === 'GPE' && countryLike(value)) {
          skipped++;
          continue;
        }
        if (mine.some((f) => overlaps(f, s))) tp++;
        else fn++;
      }
      // Precision is counted for the group's main type only, so a CITY is not judged twice.
      for (const f of mine.filter((m) => m.type === g.ours[0])) {
        if (gold.some((s) => overlaps(f, s))) continue;
        if (row.spans.some((s) => CONTAINERS.includes(s.entity_type) && overlaps(f, s))) continue;
        fp++;
      }
    });
    const target = `recall ≥ ${g.recall} at precision ≥ 0.90`;
    out.push({
      detector: `pii:${g.gold} (as ${g.ours.join('/')})`,
      corpus: CORPUS,
      tp,
      fp,
      fn,
      tn: null,
      target,
      met: rate(tp, tp + fn) >= g.recall && rate(tp, tp + fp) >= 0.9,
    });
    if (skipped > 0)
      notes.push(
        `${g.gold}: ${skipped} spans that are countries or state-level regions are left out of recall (Safe Harbor keeps them).`,
      );
  }
  notes.push(
    'Names, places, organizations: a gold span is found when a finding of one of the listed types overlaps it (a STREET_ADDRESS span is found by its street, city or ZIP); precision counts the first listed type only, and a finding inside a labelled street address, URL or e-mail (a town inside an address) is neither TP nor FP. Presidio ORGANIZATION spans are mostly invented company names without a suffix ("Demystdata"); the recognizers take organizations by their organization word (Hospital, Clinic, Inc…) and from context (employment cues, a person’s affiliation, "the X office", letterhead lines; ADR 0043), not bare names standing alone.',
  );
  return { rows: out, notes };
}

const WORDS = /[\p{L}\p{M}]+/gu;
/** The words of a labelled span, numbers too (a house number left in clear is a word of the address). */
const LABEL_WORDS = /[\p{L}\p{M}\p{N}]+/gu;

/** Share of words (letters only) that fall inside a finding. */
function removed(texts: readonly string[]): { words: number; removed: number; examples: string[] } {
  let words = 0;
  let gone = 0;
  const examples: string[] = [];
  for (const text of texts) {
    const f = detectPii(text);
    for (const m of text.matchAll(WORDS)) {
      words++;
      const s = m.index;
      const hit = f.find((x) => x.start < s + m[0].length && s < x.end);
      if (hit) {
        gone++;
        if (examples.length < 12) examples.push(`${m[0]} (${hit.type})`);
      }
    }
  }
  return { words, removed: gone, examples };
}

export function overRedaction(corporaDir: string): { rows: MetricRow[]; notes: string[] } {
  const benign = (
    JSON.parse(readFileSync(join(corporaDir, 'injection/injecguard_NotInject_one.json'), 'utf8')) as {
      prompt: string;
    }[]
  ).map((r) => r.prompt);
  const medical = readFileSync(new URL('./medical-sentences.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean);
  const rows: MetricRow[] = [];
  const notes: string[] = [];
  for (const [name, texts] of [
    ['injection/injecguard_NotInject_one.json (113 benign prompts)', benign],
    ['bench/detectors/medical-sentences.txt (clinical sentences without PHI)', medical],
  ] as const) {
    const r = removed(texts);
    rows.push({
      detector: 'pii:ordinary words removed',
      corpus: name,
      tp: 0,
      fp: r.removed,
      fn: 0,
      tn: r.words - r.removed,
      target: '≤ 2 % of words removed',
      met: rate(r.removed, r.words) <= 0.02,
    });
    notes.push(
      `Words removed from ${name.split(' ')[0]}: ${r.removed} of ${r.words}${r.examples.length > 0 ? ` (e.g. ${r.examples.join(', ')})` : ''}.`,
    );
  }
  notes.push(
    'Over-redaction rows: FP = words (letter runs) inside any finding, TN = words left; "FP rate" is the share removed.',
  );
  return { rows, notes };
}

/**
 * The sets label names, places and organizations only; dates, e-mail addresses and record numbers are PHI
 * they leave unmarked. The letters inside such a finding ("June" of "June 3", "billing" of an address, the
 * "L" of "L0048812") are no ordinary words: a finding of another type that holds a digit or an "@" is left
 * out of the words counted ("Monday" alone still counts).
 */
const unlabelledIdentifier = (text: string, f: Finding) =>
  !(f.type in HELD_OUT_ACCEPT) && f.type !== 'COUNTY' && /[\d@]/.test(text.slice(f.start, f.end));

/**
 * The sets put a flat's or a suite's designator and number outside the street's label ("[[STREET_ADDRESS:88 Lascelles
 * Blvd]], Unit 1204"), as their writers were asked to; Safe Harbor counts them in the street address, and the street
 * rules hide them with it (ADR 0137). Such a word inside a street found over a labelled street is no ordinary word.
 */
const UNIT_WORD =
  /^(?:apt|apto|apartment|unit|ste|suite|flat|floor|fl|piso|depto|dpto|kv|кв|д|m|app|ap|th|tv|izq|dcha|bus|bte|étage|lgh|daire|no|nr|room|rm|bldg|block|blk|level|lvl|et|puerta|esc)$/iu;
const streetUnit = (spans: readonly { type: string; start: number; end: number }[], f: Finding, word: string) =>
  f.type === 'STREET_ADDRESS' &&
  UNIT_WORD.test(word) &&
  spans.some((x) => x.type === 'STREET_ADDRESS' && x.start < f.end && f.start < x.end);

/** Our types that count as finding a label of the hand-written held-out set. */
const HELD_OUT_ACCEPT: Readonly<Record<string, readonly string[]>> = {
  PERSON: ['PERSON'],
  CITY: ['CITY', 'COUNTY'],
  ZIP: ['ZIP'],
  STREET_ADDRESS: ['STREET_ADDRESS'],
  ORGANIZATION: ['ORGANIZATION'],
};
const LABEL = /\[\[([A-Z_]+):([^\]]+)\]\]/g;

/** One line of names-heldout.txt: the text without the markers, and the labelled spans in it. */
export function parseLabelled(line: string): { text: string; spans: { type: string; start: number; end: number }[] } {
  const src = line.replace(/\\n/g, '\n');
  const spans: { type: string; start: number; end: number }[] = [];
  let text = '';
  let last = 0;
  for (const m of src.matchAll(LABEL)) {
    text += src.slice(last, m.index);
    spans.push({ type: m[1]!, start: text.length, end: text.length + m[2]!.length });
    text += m[2]!;
    last = m.index + m[0].length;
  }
  return { text: text + src.slice(last), spans };
}

/**
 * A hand-written held-out check (bench/detectors/names-heldout.txt, places-heldout.txt,
 * orgs-heldout.txt: each written before the detector was run on it): per type, recall over the labels and precision over our
 * findings of the type; and the words outside every label that a finding removes (not those inside a dated or numbered identifier the sets leave unlabelled). `types` limits the
 * rows to the types the file was written for (orgs-heldout.txt labels people too, but only to keep
 * them out of the words-removed count).
 */
export function heldOutRows(
  file = 'names-heldout.txt',
  types: readonly string[] = Object.keys(HELD_OUT_ACCEPT),
  about = 'clinical prose, contact blocks, a dialogue, lower-case chat, and hard negatives: eponyms, drugs, months, units',
): { rows: MetricRow[]; notes: string[] } {
  const corpus = `bench/detectors/${file} (hand-written, held out)`;
  const lines = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map(parseLabelled);
  const rows: MetricRow[] = [];
  const missed: string[] = [];
  for (const [gold, ours] of Object.entries(HELD_OUT_ACCEPT)) {
    if (!types.includes(gold)) continue;
    let tp = 0;
    let fn = 0;
    let fp = 0;
    for (const { text, spans } of lines) {
      const found = detectPii(text).filter((f) => ours.includes(f.type));
      for (const s of spans.filter((x) => x.type === gold)) {
        if (found.some((f) => f.start < s.end && s.start < f.end)) tp++;
        else {
          fn++;
          missed.push(`${gold} "${text.slice(s.start, s.end)}"`);
        }
      }
      for (const f of found.filter((x) => x.type === ours[0]))
        if (!spans.some((s) => s.type === gold && f.start < s.end && s.start < f.end)) fp++;
    }
    const target = gold === 'PERSON' || gold === 'ORGANIZATION' ? 0.95 : 0.9;
    rows.push({
      detector: `pii:${gold} (as ${ours.join('/')})`,
      corpus,
      tp,
      fp,
      fn,
      tn: null,
      target: `recall ≥ ${target} at precision ≥ 0.90`,
      met: rate(tp, tp + fn) >= target && rate(tp, tp + fp) >= 0.9,
    });
  }
  let words = 0;
  let gone = 0;
  // Words of the labelled spans that no finding covers: a name found by its surname alone, a street without its house
  // number, and every word of a missed span (a token-level recall; the span-level rows count a partial find as found).
  let labelled = 0;
  let clear = 0;
  for (const { text, spans } of lines) {
    const found = detectPii(text);
    for (const x of spans)
      for (const m of text.slice(x.start, x.end).matchAll(LABEL_WORDS)) {
        const s = x.start + m.index;
        const e = s + m[0].length;
        labelled++;
        if (!found.some((f) => f.start < e && s < f.end)) clear++;
      }
    for (const m of text.matchAll(WORDS)) {
      const s = m.index;
      const e = s + m[0].length;
      if (spans.some((x) => x.start < e && s < x.end)) continue;
      if (found.some((f) => f.start < e && s < f.end && unlabelledIdentifier(text, f))) continue;
      if (found.some((f) => f.start < e && s < f.end && streetUnit(spans, f, m[0]))) continue;
      words++;
      if (found.some((f) => f.start < e && s < f.end)) gone++;
    }
  }
  rows.push({
    detector: 'pii:labelled words hidden',
    corpus,
    tp: labelled - clear,
    fp: 0,
    fn: clear,
    tn: null,
    target: '',
    met: null,
  });
  rows.push({
    detector: 'pii:ordinary words removed',
    corpus,
    tp: 0,
    fp: gone,
    fn: 0,
    tn: words - gone,
    target: '≤ 2 % of words removed',
    met: rate(gone, words) <= 0.02,
  });
  return {
    rows,
    notes: [
      `Hand-written held-out set ${file}: ${lines.length} texts written in one sitting before the detector was run on them and not edited after (${about}). Missed: ${missed.length > 0 ? missed.join(', ') : 'none'}.`,
    ],
  };
}
