// The decision's CPU in the built server's code, two builds A/B: `decide()` of each build's `dist` on
// the workload (bench/workload.ts), each build in its own plain-node process (bench/decide-ab-child.mjs),
// the two alternating, CPU time of the process (not wall time, which a shared VM's load lengthens).
// No load-order bias, unlike two builds in one process (phi-ab.ts). Both builds must be built.
//   npx tsx bench/decide-ab.ts --base DIR [--pairs 10] [--bytes 1024]
// Prints each pair and the medians: CPU µs per decision of base and this build, and this/base.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { workload } from './workload.js';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    pairs: { type: 'string', default: '10' },
    bytes: { type: 'string', default: '1024' },
  },
});
if (values.base === undefined) throw new Error('usage: npx tsx bench/decide-ab.ts --base DIR [--pairs 10]');
const here = resolve(import.meta.dirname, '..');
const tmp = mkdtempSync(join(tmpdir(), 'decide-ab-'));
const file = join(tmp, 'bodies.json');
writeFileSync(file, JSON.stringify(workload(Number(values.bytes))));
const once = (dir: string) =>
  Number(execFileSync('node', [join(here, 'bench/decide-ab-child.mjs'), dir, file], { encoding: 'utf8' }).trim());
const base: number[] = [];
const mine: number[] = [];
try {
  for (let p = 0; p < Number(values.pairs); p++) {
    // Alternate which build runs first in each pair.
    let a: number;
    let b: number;
    if (p % 2 === 0) {
      a = once(values.base);
      b = once(here);
    } else {
      b = once(here);
      a = once(values.base);
    }
    base.push(a);
    mine.push(b);
    console.log(`pair ${p + 1}: base ${a.toFixed(2)} µs, this ${b.toFixed(2)} µs, this/base ${(b / a).toFixed(3)}`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[xs.length >> 1]!;
const ratios = mine.map((m, i) => m / base[i]!);
console.log(
  `median: base ${median(base).toFixed(2)} µs/decision, this ${median(mine).toFixed(2)}, this/base ${(median(mine) / median(base)).toFixed(3)} (median paired ${median(ratios).toFixed(3)})`,
);
