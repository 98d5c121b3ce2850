// Child of bench/decide-ab.ts, run by plain node so that the built code runs as the server runs it
// (tsx would transform the dist files too): CPU µs per decide() of DIR's dist over the bodies in FILE.
//   node bench/decide-ab-child.mjs DIR FILE
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const [dir, file] = process.argv.slice(2);
const d = resolve(dir, 'packages/server/dist/pdp');
const { decide } = await import(`${d}/authorize/decide.js`);
const { baselineLatches } = await import(`${d}/latches/baseline.js`);
const { DEFAULT_SETTINGS } = await import(`${d}/latches/settings.js`);
const { normalizeTool } = await import(`${d}/tools.js`);
// Parsed from JSON, as the server gets them (flat strings).
const bodies = JSON.parse(readFileSync(file, 'utf8'));
const latches = baselineLatches(DEFAULT_SETTINGS);
const agent = { id: 'agt_bench', tools: new Set(['send_email']), categories: [] };
const run = (w) =>
  decide(
    latches,
    { stage: w.stage, tool: w.tool ? normalizeTool(w.tool) : null, args: w.args ?? {}, session: w.session, agent },
    w.content ?? '',
  );
for (let i = 0; i < 3000; i++) run(bodies[i % bodies.length]);
const per = 600;
const xs = [];
for (let r = 0; r < 25; r++) {
  const c0 = process.cpuUsage();
  for (let i = 0; i < per; i++) run(bodies[i % bodies.length]);
  const c = process.cpuUsage(c0);
  xs.push((c.user + c.system) / per);
}
console.log(xs.sort((a, b) => a - b)[xs.length >> 1].toFixed(2));
