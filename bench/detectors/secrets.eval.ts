/**
 * Measures `detectSecrets` (latch-1) on secretlint's per-rule snapshot tests
 * (../shared/corpora/secrets/secretlint_snapshots.jsonl), read at run time.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Finding } from '../../packages/server/src/pdp/latches/finding.js';
import { detectSecrets } from '../../packages/server/src/pdp/latches/secrets.js';
import { type DetectorReport, falsePositiveRate, type MetricRow, recall } from './report.js';
import { generatedRows } from './secrets-generated.js';
import { thirdPartyRows } from './secrets-thirdparty.js';

const CORPUS = 'secrets/secretlint_snapshots.jsonl';

interface Label {
  message_id: string;
  start: number;
  end: number;
}
interface RuleOptions {
  allows?: string[];
  enableIDScanRule?: boolean;
  patterns?: { filePathGlobs?: string[] }[];
}
interface Row {
  id: string;
  rule_package: string;
  text: string;
  has_secret: boolean;
  findings: Label[];
  options: { rules: { id: string; options: RuleOptions }[] } | null;
}

// Rows whose expectation is not decided by the text as a credential: left out of the target rows
// (still counted in the "all rows" rows) so the target measures what latch-1 is for.
const OUT_OF_SCOPE: Record<string, string> = {
  'secretlint-rule-example': 'a toy rule that reports the word "SECRET"',
  'secretlint-rule-filter-comments': 'tests secretlint-disable comments with the toy "SECRET" rule',
  'secretlint-rule-no-homedir': 'home-directory paths (a privacy rule, not a credential), set by a debug option',
  'secretlint-rule-no-dotenv': 'reports a file by its name (its ng and ok rows have the same text)',
};

function outOfScope(row: Row): string | null {
  const byPackage = OUT_OF_SCOPE[row.rule_package];
  if (byPackage !== undefined) return byPackage;
  const globs = ruleOptions(row).some((o) => o.patterns?.some((p) => p.filePathGlobs !== undefined));
  return globs ? 'the label depends on the file path (filePathGlobs)' : null;
}

function ruleOptions(row: Row): RuleOptions[] {
  return row.options?.rules.map((r) => r.options) ?? [];
}

/** secretlint's RegExp-like strings: `/source/flags` is a regex, anything else a literal substring. */
function allowMatcher(allow: string): (s: string) => boolean {
  const re = /^\/(.+)\/([gimsuy]*)$/.exec(allow);
  if (re === null) return (s) => s.includes(allow);
  const pattern = new RegExp(re[1]!, re[2]!.replace('g', ''));
  return (s) => pattern.test(s);
}

/** The row's own configuration applied to our findings, as secretlint applies it to its own. */
function detect(row: Row): Finding[] {
  const opts = ruleOptions(row);
  const allows = opts.flatMap((o) => o.allows ?? []).map(allowMatcher);
  const idScanOff = opts.some((o) => o.enableIDScanRule === false);
  return detectSecrets(row.text).filter((f) => {
    if (idScanOff && (f.type === 'AWS_ACCESS_KEY_ID' || f.type === 'AWS_ACCOUNT_ID')) return false;
    const value = row.text.slice(f.start, f.end);
    return !allows.some((allowed) => allowed(value));
  });
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

interface Scored {
  row: Row;
  found: Finding[];
}

function findingRow(detector: string, corpus: string, scored: Scored[], target = ''): MetricRow {
  let tp = 0;
  let fn = 0;
  let fp = 0;
  for (const { row, found } of scored) {
    for (const label of row.findings) found.some((f) => overlaps(f, label)) ? tp++ : fn++;
    fp += found.filter((f) => !row.findings.some((label) => overlaps(f, label))).length;
  }
  const r: MetricRow = { detector, corpus, tp, fp, fn, tn: null, target, met: null };
  if (target !== '') r.met = (recall(r) ?? 0) >= 0.95;
  return r;
}

function snapshotRow(detector: string, corpus: string, scored: Scored[], target = ''): MetricRow {
  const flagged = (s: Scored) => s.found.length > 0;
  const secret = scored.filter((s) => s.row.has_secret);
  const clean = scored.filter((s) => !s.row.has_secret);
  const r: MetricRow = {
    detector,
    corpus,
    tp: secret.filter(flagged).length,
    fn: secret.filter((s) => !flagged(s)).length,
    fp: clean.filter(flagged).length,
    tn: clean.filter((s) => !flagged(s)).length,
    target,
    met: null,
  };
  if (target !== '') r.met = (falsePositiveRate(r) ?? 0) <= 0.05;
  return r;
}

function packageRows(scored: Scored[]): MetricRow[] {
  const packages = [...new Set(scored.map((s) => s.row.rule_package))].sort();
  return packages.map((pkg) => {
    const rows = scored.filter((s) => s.row.rule_package === pkg);
    const note = rows.some((s) => outOfScope(s.row) !== null) ? ', partly or wholly out of scope' : '';
    return findingRow(`secrets:${pkg.replace('secretlint-rule-', '')}`, `${CORPUS} (${rows.length} rows${note})`, rows);
  });
}

function excluded(row: Row): string {
  const pkg = row.rule_package.replace('secretlint-rule-', '');
  return OUT_OF_SCOPE[row.rule_package] === undefined
    ? `${pkg} rows where ${outOfScope(row)}`
    : `${pkg}, ${outOfScope(row)}`;
}

const ids = (list: Scored[]) => list.map((s) => s.row.id).join(', ') || 'none';

export async function evaluate(corporaDir: string): Promise<DetectorReport> {
  const lines = (await readFile(join(corporaDir, CORPUS), 'utf8')).split('\n').filter((l) => l.trim() !== '');
  const all: Scored[] = lines.map((l) => JSON.parse(l) as Row).map((row) => ({ row, found: detect(row) }));
  const inScope = all.filter((s) => outOfScope(s.row) === null);
  const labels = (list: Scored[]) => list.reduce((n, s) => n + s.row.findings.length, 0);
  const scope = `${CORPUS} (in scope: ${inScope.length} rows, ${labels(inScope)} findings)`;
  const whole = `${CORPUS} (all ${all.length} rows, ${labels(all)} findings)`;
  const generated = generatedRows();
  const thirdParty = thirdPartyRows();
  const rows = [
    findingRow('secrets', scope, inScope, 'recall ≥ 0.95'),
    snapshotRow('secrets:snapshots', scope, inScope, '≤ 5 % of clean snapshots flagged'),
    ...generated.rows,
    ...thirdParty.rows,
    findingRow('secrets (all rows)', whole, all),
    snapshotRow('secrets:snapshots (all rows)', whole, all),
    ...packageRows(all),
  ];
  const reasons = [...new Set(all.map((s) => (outOfScope(s.row) === null ? '' : excluded(s.row))))].filter(Boolean);
  const byOptions = inScope.filter(
    (s) => !s.row.has_secret && s.found.length === 0 && detectSecrets(s.row.text).length > 0,
  );
  return {
    title: 'Secrets (latch-1)',
    rows,
    notes: [
      'Findings rows: a labelled finding is a TP when any of our findings overlaps its span, else a FN; each of our findings that overlaps no label is a FP (including extra credentials in rows labelled for another rule, so precision is a floor). TN is not defined there.',
      'Snapshot rows: a row is flagged when we report anything in it; TP = rows with has_secret flagged, FN = those not flagged, FP = clean rows flagged, TN = clean rows not flagged. FP rate = FP / (FP + TN).',
      "Each row's own secretlint options are applied to our findings the way secretlint applies them: `allows` (literal substring or /regex/) drops a finding whose text matches, `enableIDScanRule: false` drops AWS key IDs and account IDs. Pattern-specific `patterns` are not used: the generic assignment rule is ours, not the row's regex.",
      `Out of scope for the target rows (kept in the "all rows" rows and per-package rows): ${reasons.join('; ')}.`,
      `Clean rows that are clean only through their options (flagged if the options were ignored): ${ids(byOptions)}.`,
      `Clean rows flagged (in scope): ${ids(inScope.filter((s) => !s.row.has_secret && s.found.length > 0))}.`,
      "The no-k8s-kind-secret ng.* rows are labelled clean here (the corpus kept no span for them), though secretlint's upstream snapshot for ng.kind-secret reports the Secret manifest; we report the base64 `password:` value in them and count that as a clean row flagged.",
      `Secret rows missed (in scope): ${ids(inScope.filter((s) => s.row.has_secret && s.found.length === 0))}.`,
      ...generated.notes,
      ...thirdParty.notes,
    ],
  };
}
