// latch-2's PII/PHI detector alone, CPU time per call (process.cpuUsage, so other load on the machine
// counts less than in wall time): `detectPii` whole, and its name/place/organization part
// (`findNamesAndPlaces`) on its own. Inputs: 1 KB and 100 KB of generated clinical notes
// (bench/detectors/clinical-notes.ts), 100 KB of the Presidio-style prose of
// ../shared/corpora/pii/presidio_synth_dataset_v2.json, and pathological 100 KB strings.
// Usage: npx tsx bench/phi-micro.ts [--only <case name substring>] [--iterations N]
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { findNamesAndPlaces } from '../packages/server/src/pdp/latches/phi-text.js';
import { detectPii } from '../packages/server/src/pdp/latches/pii.js';
import type { Hit } from '../packages/server/src/pdp/latches/pii-context.js';
import { generate } from './detectors/clinical.eval.js';
import { DEV } from './detectors/clinical-templates.js';
import { HELD_OUT } from './detectors/clinical-templates-heldout.js';

const { values } = parseArgs({ options: { only: { type: 'string' }, iterations: { type: 'string' } } });
const here = dirname(fileURLToPath(import.meta.url));
const corpora = resolve(process.env.LATCHKEY_CORPORA ?? join(here, '../../shared/corpora'));

const KB100 = 100_000;
/**
 * `n` characters of `unit` repeated, as a flat string: content arrives from JSON.parse, flat, while
 * repeat() and slice() build rope strings that V8 reads more slowly, char by char.
 */
const fill = (unit: string, n: number): string =>
  JSON.parse(JSON.stringify(unit.repeat(Math.ceil(n / unit.length)).slice(0, n)));

/** Dense clinical notes: every template family, seeded, joined as one document. */
const clinical = [...generate(DEV, 7, 40), ...generate(HELD_OUT, 8, 40)].map((n) => n.text).join('\n\n');
const presidioFile = join(corpora, 'pii/presidio_synth_dataset_v2.json');
const presidio = existsSync(presidioFile)
  ? (JSON.parse(readFileSync(presidioFile, 'utf8')) as { full_text: string }[]).map((r) => r.full_text).join('\n')
  : null;

const cases: [string, string][] = [
  ['clinical 1 KB', fill(clinical, 1024)],
  ['clinical 100 KB', fill(clinical, KB100)],
  ...(presidio === null ? [] : [['presidio 100 KB', fill(presidio, KB100)] as [string, string]]),
  ['one huge token', 'X'.repeat(KB100)],
  ['one huge lower-case token', 'x'.repeat(KB100)],
  ...['A a ', 'Aaaa ', 'Mr. ', 'John Smith, ', '1 A ', '12-34.56/78 ', '.,;:()-'].map((unit): [string, string] => [
    `${JSON.stringify(unit)} × 100 KB`,
    fill(unit, KB100),
  ]),
];

const nameAndPlace = (text: string) => {
  const out: Hit[] = [];
  findNamesAndPlaces(text, out);
  return out;
};

function time(fn: (t: string) => unknown, text: string): [number, number] {
  for (let i = 0; i < 5; i++) fn(text);
  const n = Number(values.iterations ?? (text.length > 10_000 ? 40 : 3000));
  const xs: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = process.cpuUsage();
    fn(text);
    const d = process.cpuUsage(t0);
    xs.push(d.user + d.system);
  }
  xs.sort((a, b) => a - b);
  return [xs[n >> 1]!, xs[Math.floor(n * 0.99)]!];
}

console.log(
  `node ${process.version}${presidio === null ? ` (no Presidio corpus at ${corpora})` : ''}\n\n` +
    '| input | detectPii median µs | p99 µs | names & places median µs | p99 µs | findings |\n|---|---|---|---|---|---|',
);
for (const [name, text] of cases) {
  if (values.only !== undefined && !name.includes(values.only)) continue;
  const [all50, all99] = time(detectPii, text);
  const [np50, np99] = time(nameAndPlace, text);
  console.log(`| ${name} | ${all50} | ${all99} | ${np50} | ${np99} | ${detectPii(text).length} |`);
}
