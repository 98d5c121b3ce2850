// What the folded view of latch-2 costs (ADR 0044): detectPhi (the entry every caller uses) against
// detectPii alone, on plain ASCII (the fast path), on text in other scripts and on text full of
// tricks, at 1 KB and 100 KB. Usage: npx tsx bench/phi-fold.ts [--rounds 200]
import { parseArgs } from 'node:util';
import { detectPhi } from '../packages/server/src/pdp/latches/phi-entry.js';
import { foldedView } from '../packages/server/src/pdp/latches/phi-fold.js';
import { detectPii } from '../packages/server/src/pdp/latches/pii.js';
import { text } from './workload.js';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '200' } } });
const rounds = Number(values.rounds);

const PHI = ' Patient Jane Roe, MRN: 00482913, phone (217) 555-0142, jane.roe@example.org. ';
const SCRIPTS = '患者电话：邮箱。 Пациент Иван Петров, телефон. रोगी का फोन. المريض هاتف 😀👩‍⚕️ ';
const TRICKS = ' SSN ５３６－２２－１２\u200B３４, mail jоhn.dое@ехаmрlе.cοm, MRN: ٨٢٤٩٨١٣ ';
const sized = (bytes: number, extra: string) => {
  let s = '';
  while (s.length < bytes) s += text(400, extra);
  return s.slice(0, bytes);
};

/** Median of `rounds` timings, in µs. */
function median(fn: () => unknown): number {
  for (let i = 0; i < Math.min(50, rounds); i++) fn();
  const xs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = process.hrtime.bigint();
    fn();
    xs.push(Number(process.hrtime.bigint() - t0) / 1000);
  }
  return xs.sort((a, b) => a - b)[xs.length >> 1]!;
}

console.log(`node ${process.version}, median of ${rounds} calls\n`);
console.log('| text | bytes | detectPii µs | foldedView µs | detectPhi µs |\n|---|---|---|---|---|');
for (const bytes of [1024, 102_400]) {
  for (const [label, extra] of [
    ['ASCII with PHI', PHI],
    ['other scripts with PHI', SCRIPTS + PHI],
    ['tricks (fullwidth, zero-width, look-alikes, Arabic digits)', TRICKS + PHI],
  ] as const) {
    const s = sized(bytes, extra);
    const raw = median(() => detectPii(s));
    const fold = median(() => foldedView(s));
    const phi = median(() => detectPhi(s));
    console.log(`| ${label} | ${s.length} | ${raw.toFixed(1)} | ${fold.toFixed(1)} | ${phi.toFixed(1)} |`);
  }
}
