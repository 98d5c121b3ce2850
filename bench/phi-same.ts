// Do two builds of latch-2's detector find the same spans? Records every finding of `detectPii` and
// every raw candidate of `findNamesAndPlaces` (type, offsets, rank, in order) on a fixed set of inputs,
// then checks another build against the record. For changes that must not change findings (speed work).
//   npx tsx bench/phi-same.ts --record /tmp/phi-before.json   (on the old build)
//   npx tsx bench/phi-same.ts --check /tmp/phi-before.json    (on the new one; exits 1 on any difference)
// Inputs: clinical notes of every template family (bench/detectors/clinical-notes.ts, four seeds),
// every Presidio text, the benign prompts and medical sentences of the over-redaction rows, the
// bench workload, and pathological strings. `--wide` adds every hand-written set's texts
// (bench/detectors/*-heldout.txt, all dev sets now); `--texts a.json,b.json` adds JSON arrays of texts
// (e.g. presidio-refill.ts --seed 6 --dump a.json). The check compares only runs with the same options.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { findNamesAndPlaces } from '../packages/server/src/pdp/latches/phi-text.js';
import { detectPii } from '../packages/server/src/pdp/latches/pii.js';
import type { Hit } from '../packages/server/src/pdp/latches/pii-context.js';
import { generate } from './detectors/clinical.eval.js';
import { DEV } from './detectors/clinical-templates.js';
import { HELD_OUT } from './detectors/clinical-templates-heldout.js';
import { parseLabelled } from './detectors/phi-names.eval.js';
import { WORKLOAD } from './workload.js';

const { values } = parseArgs({
  options: {
    record: { type: 'string' },
    check: { type: 'string' },
    wide: { type: 'boolean', default: false },
    texts: { type: 'string' },
  },
});
if ((values.record === undefined) === (values.check === undefined)) {
  console.error('usage: npx tsx bench/phi-same.ts --record FILE | --check FILE');
  process.exit(2);
}
const here = dirname(fileURLToPath(import.meta.url));
const corpora = resolve(process.env.LATCHKEY_CORPORA ?? join(here, '../../shared/corpora'));
const corpus = (path: string) => JSON.parse(readFileSync(join(corpora, path), 'utf8')) as unknown;
if (!existsSync(corpora)) throw new Error(`corpora not found at ${corpora} (set LATCHKEY_CORPORA)`);

const inputs: string[] = [];
for (const seed of [16_2069, 16_2070, 7, 8]) {
  for (const note of [...generate(DEV, seed, 40), ...generate(HELD_OUT, seed + 1, 40)]) inputs.push(note.text);
}
for (const row of corpus('pii/presidio_synth_dataset_v2.json') as { full_text: string }[]) inputs.push(row.full_text);
for (const row of corpus('injection/injecguard_NotInject_one.json') as { prompt?: string; text?: string }[]) {
  const t = row.prompt ?? row.text;
  if (typeof t === 'string') inputs.push(t);
}
inputs.push(...readFileSync(join(here, 'detectors/medical-sentences.txt'), 'utf8').split('\n'));
for (const w of WORKLOAD) if (w.content !== undefined) inputs.push(w.content);
for (const unit of [
  'X',
  'x',
  'A a ',
  'Aaaa ',
  'Mr. ',
  'John Smith, ',
  '1 A ',
  '12-34.56/78 ',
  '.,;:()-',
  'Ab-',
  'AB:cd\n',
  'Ä ä ',
  'Żółć Ōno ',
  'İ ı ',
])
  inputs.push(unit.repeat(Math.ceil(5000 / unit.length)));

if (values.wide) {
  const dir = join(here, 'detectors');
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('-heldout.txt'))
    .sort())
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n'))
      if (line.trim() !== '' && !line.startsWith('#')) inputs.push(parseLabelled(line).text);
}
for (const file of values.texts?.split(',') ?? []) inputs.push(...(JSON.parse(readFileSync(file, 'utf8')) as string[]));

const spans = (text: string): string => {
  const raw: Hit[] = [];
  findNamesAndPlaces(text, raw);
  const all = detectPii(text).map((f) => `${f.type}@${f.start}-${f.end}`);
  return `${all.join(' ')} | ${raw.map((h) => `${h.type}@${h.start}-${h.end}r${h.rank}`).join(' ')}`;
};

const now = inputs.map(spans);
if (values.record !== undefined) {
  writeFileSync(values.record, JSON.stringify({ inputs: inputs.length, spans: now }));
  console.log(`recorded ${inputs.length} inputs to ${values.record}`);
} else {
  const before = JSON.parse(readFileSync(values.check!, 'utf8')) as { inputs: number; spans: string[] };
  if (before.inputs !== inputs.length) throw new Error(`input set changed: ${before.inputs} then ${inputs.length}`);
  const diffs = now.flatMap((s, i) => (s === before.spans[i] ? [] : [i]));
  // Findings that changed, with their text ("- PERSON Jefferies" lost, "+ ORGANIZATION Jefferies" gained); then the
  // raw candidates in full for the first ten inputs that differ only there.
  const finals = (s: string) =>
    new Set(
      s
        .split(' | ')[0]!
        .split(' ')
        .filter((x) => x.includes('@')),
    );
  let shown = 0;
  for (const i of diffs) {
    const [was, is] = [finals(before.spans[i]!), finals(now[i]!)];
    const text = inputs[i]!;
    const show = (f: string) => {
      const [type, range] = f.split('@') as [string, string];
      const [s, e] = range.split('-').map(Number) as [number, number];
      return `${type} ${JSON.stringify(text.slice(s, e))} in …${JSON.stringify(text.slice(Math.max(0, s - 40), e + 25))}`;
    };
    const changes = [
      ...[...was].filter((f) => !is.has(f)).map((f) => `  - ${show(f)}`),
      ...[...is].filter((f) => !was.has(f)).map((f) => `  + ${show(f)}`),
    ];
    if (changes.length > 0) console.log(`input ${i}\n${changes.join('\n')}`);
    else if (shown++ < 10)
      console.log(`input ${i} ${JSON.stringify(text.slice(0, 80))}\n  before ${before.spans[i]}\n  now    ${now[i]}`);
  }
  const findings = now.reduce((n, s) => n + s.split(' ').filter((x) => x.includes('@')).length, 0);
  console.log(`${inputs.length} inputs, ${findings} findings and candidates: ${diffs.length} differ`);
  process.exit(diffs.length === 0 ? 0 : 1);
}
