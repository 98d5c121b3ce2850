// The decision function alone (no HTTP, no database): the six baseline latches on the ~1 KB
// workload of bench/workload.ts. Usage: npx tsx bench/decide-micro.ts [--iterations 20000] [--bytes 1024]
// (`--bytes 102400 --iterations 600`: the same mix at 100 KB, the decision's other budget)
import { parseArgs } from 'node:util';
import { decide } from '../packages/server/src/pdp/authorize/decide.js';
import { baselineLatches } from '../packages/server/src/pdp/latches/baseline.js';
import { DEFAULT_SETTINGS } from '../packages/server/src/pdp/latches/settings.js';
import { normalizeTool } from '../packages/server/src/pdp/tools.js';
import { workload } from './workload.js';

const { values } = parseArgs({
  options: { iterations: { type: 'string', default: '20000' }, bytes: { type: 'string', default: '1024' } },
});
const iterations = Number(values.iterations);
const WORKLOAD = workload(Number(values.bytes));
const latches = baselineLatches(DEFAULT_SETTINGS);
const agent = { id: 'agt_bench', tools: new Set(['send_email']), categories: [] };

const run = (w: (typeof WORKLOAD)[number]) =>
  decide(
    latches,
    { stage: w.stage, tool: w.tool ? normalizeTool(w.tool) : null, args: w.args ?? {}, session: w.session, agent },
    w.content ?? '',
  );

const quantile = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;

for (let i = 0; i < Math.min(2000, iterations); i++) run(WORKLOAD[i % WORKLOAD.length]!); // warm up the JIT
const perCase = WORKLOAD.map(() => [] as number[]);
const all: number[] = [];
for (let i = 0; i < iterations; i++) {
  const k = i % WORKLOAD.length;
  const t0 = process.hrtime.bigint();
  run(WORKLOAD[k]!);
  const us = Number(process.hrtime.bigint() - t0) / 1000;
  perCase[k]!.push(us);
  all.push(us);
}
console.log(`node ${process.version}, ${iterations} decisions over ${WORKLOAD.length} cases\n`);
console.log('| case | verdict | bytes | median µs | p99 µs |\n|---|---|---|---|---|');
WORKLOAD.forEach((w, k) => {
  const xs = perCase[k]!.sort((a, b) => a - b);
  const label = `${w.stage}${w.tool ? ` ${w.tool}` : ''}`;
  const bytes = (w.content ?? JSON.stringify(w.args)).length;
  console.log(
    `| ${label} | ${run(w).verdict} | ${bytes} | ${quantile(xs, 0.5).toFixed(1)} | ${quantile(xs, 0.99).toFixed(1)} |`,
  );
});
all.sort((a, b) => a - b);
console.log(`| **all** | | | **${quantile(all, 0.5).toFixed(1)}** | ${quantile(all, 0.99).toFixed(1)} |`);
