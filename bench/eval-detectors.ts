/**
 * `npm run eval:detectors`: precision, recall and false-positive rate of every detector behind
 * the baseline latches on the third-party corpora in ../shared/corpora, printed and written to
 * the "Detectors" section of bench/RESULTS.md. Exits 1 when a target of issue 3 is missed.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DetectorReport, falsePositiveRate, type MetricRow, precision, recall } from './detectors/report.js';

const here = dirname(fileURLToPath(import.meta.url));
const corpora = resolve(process.env.LATCHKEY_CORPORA ?? join(here, '../../shared/corpora'));
const MODULES = ['pii', 'clinical', 'secrets', 'injection'];

const fmt = (n: number | null) => (n === null ? '—' : n.toFixed(3));

function table(rows: MetricRow[]): string {
  const head =
    '| detector | corpus | TP | FP | FN | TN | precision | recall | FP rate | target | met |\n|---|---|---|---|---|---|---|---|---|---|---|';
  const lines = rows.map(
    (r) =>
      `| ${r.detector} | ${r.corpus} | ${r.tp} | ${r.fp} | ${r.fn} | ${r.tn ?? '—'} | ${fmt(precision(r))} | ${fmt(recall(r))} | ${fmt(falsePositiveRate(r))} | ${r.target || '—'} | ${r.met === null ? '—' : r.met ? 'yes' : '**no**'} |`,
  );
  return [head, ...lines].join('\n');
}

async function main(): Promise<void> {
  if (!existsSync(corpora)) throw new Error(`corpora not found at ${corpora} (set LATCHKEY_CORPORA)`);
  const reports: DetectorReport[] = [];
  for (const name of MODULES) {
    const mod = (await import(`./detectors/${name}.eval.ts`)) as {
      evaluate: (dir: string) => Promise<DetectorReport>;
    };
    const started = performance.now();
    const report = await mod.evaluate(corpora);
    report.notes.push(`Evaluated in ${Math.round(performance.now() - started)} ms.`);
    reports.push(report);
  }
  const date = new Date().toISOString().slice(0, 10);
  const body = reports
    .map((r) => `### ${r.title}\n\n${table(r.rows)}\n\n${r.notes.map((n) => `- ${n}`).join('\n')}`)
    .join('\n\n');
  const section = `## Detectors — \`npm run eval:detectors\`\n\nWritten by \`bench/eval-detectors.ts\` on ${date}, Node ${process.versions.node}, corpora from \`../shared/corpora\` (see its README for sources).\n\n${body}\n`;
  process.stdout.write(`${section}\n`);

  const resultsPath = join(here, 'RESULTS.md');
  const results = readFileSync(resultsPath, 'utf8');
  const start = results.indexOf('## Detectors — ');
  const next = start < 0 ? -1 : results.indexOf('\n## ', start + 1);
  const updated =
    start < 0
      ? `${results.trimEnd()}\n\n${section}`
      : `${results.slice(0, start)}${section}${next < 0 ? '' : results.slice(next)}`;
  writeFileSync(resultsPath, updated);

  const missed = reports.flatMap((r) => r.rows).filter((r) => r.met === false);
  if (missed.length > 0) {
    process.stderr.write(`targets missed: ${missed.map((r) => `${r.detector} on ${r.corpus}`).join(', ')}\n`);
    process.exitCode = 1;
  }
}

await main();
