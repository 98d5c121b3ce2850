// Two builds of latch-2's detector timed in one process, interleaved (A, B, A, B… in rounds), so
// that a shared machine's load falls on both alike: detectPii over the texts of workload(bytes).
//   git worktree add --detach /tmp/base main
//   npx tsx bench/phi-ab.ts --base /tmp/base [--bytes 1024] [--rounds 40] [--per 300] [--clinical]
// --clinical: one text of dense generated clinical notes (as bench/phi-micro.ts) of `bytes` instead.
// --dist: time both builds' tsc output (packages/server/dist, as production runs it: `npm run build`
// in each worktree first) instead of their sources under tsx, whose esbuild transform keeps function
// names with a __name() call wherever a named function or arrow is created.
// --cpu: time each round by the process's CPU time (process.cpuUsage) instead of the wall clock, which
// other load on a shared machine stretches for both builds but unevenly between rounds.
// Prints the median µs per text of each build and their ratio (branch / base), and checks that both
// return the same findings on these texts.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { detectPii as branchSrc } from '../packages/server/src/pdp/latches/pii.js';
import { generate } from './detectors/clinical.eval.js';
import { DEV } from './detectors/clinical-templates.js';
import { HELD_OUT } from './detectors/clinical-templates-heldout.js';
import { workload } from './workload.js';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    bytes: { type: 'string', default: '1024' },
    rounds: { type: 'string', default: '40' },
    per: { type: 'string', default: '300' },
    clinical: { type: 'boolean', default: false },
    dist: { type: 'boolean', default: false },
    cpu: { type: 'boolean', default: false },
  },
});
if (values.base === undefined) throw new Error('usage: npx tsx bench/phi-ab.ts --base WORKTREE');
const latch = values.dist ? 'packages/server/dist/pdp/latches/pii.js' : 'packages/server/src/pdp/latches/pii.ts';
const { detectPii: base } = (await import(resolve(values.base, latch))) as { detectPii: typeof branchSrc };
const branch = values.dist
  ? ((await import(resolve(import.meta.dirname, '..', latch))) as { detectPii: typeof branchSrc }).detectPii
  : branchSrc;

const bytes = Number(values.bytes);
const dense = () => {
  const notes = [...generate(DEV, 7, 40), ...generate(HELD_OUT, 8, 40)].map((n) => n.text).join('\n\n');
  return notes.repeat(Math.ceil(bytes / notes.length)).slice(0, bytes);
};
const texts = values.clinical ? [dense()] : workload(bytes).map((w) => w.content ?? JSON.stringify(w.args));
const show = (f: typeof branch) => texts.map((t) => JSON.stringify(f(t))).join('\n');
if (show(base) !== show(branch)) throw new Error('the two builds disagree on the workload texts');

const per = Number(values.per);
const time = (f: typeof branch) => {
  if (values.cpu) {
    const c0 = process.cpuUsage();
    for (let i = 0; i < per; i++) f(texts[i % texts.length]!);
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / per;
  }
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < per; i++) f(texts[i % texts.length]!);
  return Number(process.hrtime.bigint() - t0) / 1000 / per;
};
// Warm up both JITs.
for (let i = 0; i < 5; i++) {
  time(base);
  time(branch);
}
const a: number[] = [];
const b: number[] = [];
for (let r = 0; r < Number(values.rounds); r++) {
  // Alternate which build goes first, so that neither always runs on the other's garbage.
  const first = r % 2 === 0 ? base : branch;
  const x = time(first);
  const y = time(first === base ? branch : base);
  a.push(first === base ? x : y);
  b.push(first === base ? y : x);
}
const median = (xs: number[]) => xs.sort((x, y) => x - y)[xs.length >> 1]!;
const [ma, mb] = [median(a), median(b)];
console.log(
  `${values.dist ? 'dist: ' : ''}${values.cpu ? 'CPU time: ' : ''}${texts.length} ${values.clinical ? 'clinical ' : ''}texts of ~${bytes} B, ${values.rounds} rounds of ${per} calls each`,
);
console.log(`base ${ma.toFixed(1)} µs/text, branch ${mb.toFixed(1)} µs/text, branch/base ${(mb / ma).toFixed(3)}`);
