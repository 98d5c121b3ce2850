// `npm run bench:audit`: the audit log at 1,000,000 entries — filtered query latency through the
// HTTP API of a listening server, and verification of the whole chain, stated as a ratio to
// hashing the same bytes with SHA-256 alone. Entries are appended through the ledger (so they
// chain and index exactly as in production), with timestamps spread over 30 days.
// Usage: npm run build && npx tsx bench/audit.ts [--entries 1000000] [--database-url postgres://…]
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../packages/server/src/app.js';
import { verifyAuditRange } from '../packages/server/src/audit/integrity/verify.service.js';
import { loadConfig } from '../packages/server/src/config.js';
import { inTransaction } from '../packages/server/src/db/tx.js';
import { prepare } from '../packages/server/src/main.js';
import { createDeps } from '../packages/server/src/platform/deps.js';
import { newId } from '../packages/server/src/platform/ids.js';
import { generateKey } from '../packages/server/src/platform/keys/key-material.js';
import { findOrgBySlug } from '../packages/server/src/platform/orgs/orgs.repository.js';

const { values } = parseArgs({
  options: { entries: { type: 'string', default: '1000000' }, 'database-url': { type: 'string' } },
});
const n = Number(values.entries);
const dataDir = mkdtempSync(join(tmpdir(), 'latchkey-bench-'));
const key = generateKey();
const config = loadConfig({
  LATCHKEY_DATA_DIR: dataDir,
  LATCHKEY_BOOTSTRAP_KEY: key,
  LATCHKEY_LOG_LEVEL: 'warn',
  LATCHKEY_RATE_LIMITS: 'off',
  ...(values['database-url'] ? { LATCHKEY_DATABASE_URL: values['database-url'] } : {}),
});
const deps = createDeps(config);
await prepare(deps);
const db = deps.database.db;
const org = (await findOrgBySlug(db, 'default'))!;

const TYPES = [
  'sample.viewed',
  'sample.created',
  'sample.phi_accessed',
  'evaluation.completed',
  'review.submitted',
  'dataset.updated',
];
const projects = Array.from({ length: 20 }, () => newId('prj'));
const actors = Array.from({ length: 200 }, () => newId('usr'));
const datasets = Array.from({ length: 100 }, () => newId('ds'));
const DAY = 86_400_000;
const t0 = Date.now() - 30 * DAY;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

const fillStart = performance.now();
const BATCH = 2000;
for (let done = 0; done < n; done += BATCH) {
  const bodies = [];
  const index = [];
  for (let i = done; i < Math.min(n, done + BATCH); i++) {
    const ts = t0 + Math.floor((i / n) * 30 * DAY);
    const type = TYPES[i % TYPES.length]!;
    const project = projects[i % projects.length]!;
    const actor = actors[(i * 7) % actors.length]!;
    const resource = { type: 'sample', id: newId('smp'), project, dataset: datasets[i % datasets.length]! };
    const body = {
      id: newId('log'),
      timestamp: new Date(ts).toISOString(),
      event_type: type,
      actor: { type: 'user', id: actor, email: `${actor}@example.org`, ip_address: '10.0.0.7', user_agent: 'bench' },
      resource,
      context: { fields_accessed: ['input', 'output'], request_id: newId('req') },
      org_id: org.id,
    };
    bodies.push(body);
    index.push({ kind: type, subject: actor, ts, resourceType: 'sample', resourceId: resource.id, project });
  }
  await inTransaction(db, (tx) => deps.ledger.appendInTx(tx, org.id, 'audit', bodies, index));
}
const fillS = (performance.now() - fillStart) / 1000;
await deps.compliance.checkpoints.checkpointAll();

const app = await buildApp({ deps, logger: false });
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const get = async (query: string) => {
  const started = performance.now();
  const res = await fetch(`${base}/v1/audit/logs?${query}`, { headers: { authorization: `Bearer ${key}` } });
  const body = (await res.json()) as { data: unknown[] };
  if (!res.ok) throw new Error(`${query}: ${res.status}`);
  return { ms: performance.now() - started, rows: body.data.length };
};
const iso = (ms: number) => encodeURIComponent(new Date(ms).toISOString());
const queries: Array<[string, () => string]> = [
  ['event_type', () => `event_type=sample.phi_accessed&limit=100`],
  ['actor_id', () => `actor_id=${actors[Math.floor(Math.random() * actors.length)]}&limit=100`],
  [
    'project + 1 day',
    () => {
      const from = t0 + Math.floor(Math.random() * 29) * DAY;
      return `project=${projects[Math.floor(Math.random() * projects.length)]}&start_time=${iso(from)}&end_time=${iso(from + DAY)}&limit=100`;
    },
  ],
  [
    'event_type + 1 day',
    () => {
      const from = t0 + Math.floor(Math.random() * 29) * DAY;
      return `event_type=review.submitted&start_time=${iso(from)}&end_time=${iso(from + DAY)}&limit=100`;
    },
  ],
];
console.log(
  `\n${n.toLocaleString('en')} audit entries on ${deps.database.engine}, appended in ${fillS.toFixed(0)} s\n`,
);
console.log('| query (limit 100) | runs | p50 ms | p99 ms | rows |');
console.log('|---|---|---|---|---|');
for (const [name, q] of queries) {
  for (let i = 0; i < 20; i++) await get(q()); // warm
  const runs = [];
  let rows = 0;
  for (let i = 0; i < 200; i++) {
    const r = await get(q());
    runs.push(r.ms);
    rows = r.rows;
  }
  console.log(`| ${name} | ${runs.length} | ${pct(runs, 0.5).toFixed(1)} | ${pct(runs, 0.99).toFixed(1)} | ${rows} |`);
}

// Verification of the whole chain, then SHA-256 alone over the same bytes (prev_hash, "\n",
// body for every entry), read the same way, so the ratio is what the chain rules add.
const verifyStart = performance.now();
const report = await verifyAuditRange(db, org.id, {});
const verifyMs = performance.now() - verifyStart;
const hashStart = performance.now();
let last = 0;
for (;;) {
  const page = await db
    .selectFrom('ledger_entries')
    .select(['seq', 'body', 'prev_hash'])
    .where('org_id', '=', org.id)
    .where('log', '=', 'audit')
    .where('seq', '>', last)
    .orderBy('seq')
    .limit(5000)
    .execute();
  if (page.length === 0) break;
  for (const r of page) createHash('sha256').update(`${r.prev_hash}\n${r.body}`).digest('hex');
  last = Number(page[page.length - 1]!.seq);
}
const hashMs = performance.now() - hashStart;
console.log(
  `\nverify whole chain: ${report.valid ? 'valid' : 'INVALID'}, ${report.entry_count} entries, ${report.checkpoints_verified} checkpoints, ${(verifyMs / 1000).toFixed(2)} s; ` +
    `SHA-256 alone over the same rows: ${(hashMs / 1000).toFixed(2)} s; ratio ${(verifyMs / hashMs).toFixed(2)}`,
);
await app.close();
await deps.close();
rmSync(dataDir, { recursive: true, force: true });
