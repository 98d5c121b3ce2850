// A/B of two builds' `authorize` in one process: this checkout's server and the one built in
// --base DIR, each over its own SQLite database, called through app.inject (no sockets), one
// request (lone) or 32 at once (batch: the group commit shares a transaction) on each build in
// turn. Both meet the same moment's load, which on the shared 2-vCPU machine separates changes
// of a few per cent that back-to-back HTTP runs cannot (bench/RESULTS.md, 2026-11-26).
// Usage: npm run build && npx tsx bench/authorize-ab.ts --base DIR [--mode lone|batch] [--rounds 6] [--n 2000]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { median } from './procs.js';
import { WORKLOAD } from './workload.js';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    mode: { type: 'string', default: 'batch' },
    rounds: { type: 'string', default: '6' },
    n: { type: 'string' },
  },
});
if (!values.base) throw new Error('--base DIR: a built checkout to compare with');
const batch = values.mode === 'batch' ? 32 : 1;
const rounds = Number(values.rounds);
const n = Number(values.n ?? (batch === 1 ? 2000 : 120));

interface Build {
  label: string;
  inject(o: object): Promise<{ statusCode: number; body: string }>;
  bodies: string[];
  key: string;
  close(): Promise<void>;
}

async function boot(label: string, root: string): Promise<Build> {
  const dist = join(resolve(root), 'packages/server/dist');
  const { loadConfig } = await import(`${dist}/config.js`);
  const { createDeps } = await import(`${dist}/platform/deps.js`);
  const { prepare } = await import(`${dist}/main.js`);
  const { buildApp } = await import(`${dist}/app.js`);
  const { generateKey } = await import(`${dist}/platform/keys/key-material.js`);
  const key: string = generateKey();
  const dataDir = mkdtempSync(join(tmpdir(), `latchkey-ab-${label}-`));
  const deps = createDeps(
    loadConfig({ LATCHKEY_DATA_DIR: dataDir, LATCHKEY_BOOTSTRAP_KEY: key, LATCHKEY_LOG_LEVEL: 'silent' }),
  );
  await prepare(deps);
  const app = await buildApp({ deps, logger: false });
  await app.ready();
  const auth = { authorization: `Bearer ${key}` };
  const agent = await app.inject({
    method: 'POST',
    url: '/api/agents',
    headers: auth,
    payload: { name: 'ab', tools: ['send_email'] },
  });
  const agentId = JSON.parse(agent.body).id as string;
  return {
    label,
    inject: (o) => app.inject(o),
    bodies: WORKLOAD.map((w) => JSON.stringify({ agentId, ...w })),
    key,
    close: async () => {
      await app.close();
      await deps.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function step(b: Build, i: number): Promise<void> {
  const one = async (k: number) => {
    const r = await b.inject({
      method: 'POST',
      url: '/api/policy/authorize',
      headers: { authorization: `Bearer ${b.key}`, 'content-type': 'application/json' },
      payload: b.bodies[k % b.bodies.length],
    });
    if (r.statusCode !== 200) throw new Error(`${b.label}: ${r.statusCode} ${r.body}`);
  };
  await Promise.all(Array.from({ length: batch }, (_, k) => one(i * batch + k)));
}

const builds = [await boot('this', '.'), await boot('base', values.base)];
try {
  for (const b of builds) for (let i = 0; i < 300; i++) await step(b, i); // warm-up
  const cpu = builds.map(() => [] as number[]);
  const wall = builds.map(() => [] as number[]);
  for (let r = 0; r < rounds; r++) {
    const used = builds.map(() => 0);
    for (let i = 0; i < n; i++) {
      for (let k = 0; k < builds.length; k++) {
        const j = (i + k) % builds.length;
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        await step(builds[j]!, i);
        wall[j]!.push(((performance.now() - t0) * 1000) / batch);
        const c = process.cpuUsage(c0);
        used[j]! += c.user + c.system;
      }
    }
    for (const [j, u] of used.entries()) cpu[j]!.push(u / (n * batch));
    console.log(
      `round ${r + 1}: CPU µs/req this ${cpu[0]!.at(-1)!.toFixed(1)}, base ${cpu[1]!.at(-1)!.toFixed(1)}, this/base ${(cpu[0]!.at(-1)! / cpu[1]!.at(-1)!).toFixed(3)}`,
    );
  }
  const ratios = cpu[0]!.map((x, r) => x / cpu[1]![r]!);
  console.log(
    `\n${values.mode}: CPU µs/req this ${median(cpu[0]!).toFixed(1)}, base ${median(cpu[1]!).toFixed(1)} (medians of rounds); this/base median ${median(ratios).toFixed(3)}, ${ratios.filter((x) => x < 1).length} of ${rounds} rounds lower; wall p50 µs/req this ${median(wall[0]!).toFixed(1)}, base ${median(wall[1]!).toFixed(1)}`,
  );
} finally {
  for (const b of builds) await b.close();
}
