// `npm run bench:audit`: the audit log at 1,000,000 entries — filtered query latency through the
// HTTP API of a listening server, verification of the whole chain (stated as a ratio to hashing
// the same bytes with SHA-256 alone), and a CSV report of every entry with its peak memory. Entries are appended through the ledger (so they
// chain and index exactly as in production), with timestamps spread over 30 days.
// Runs the built server (dist/), as production does: the verifier's walker processes load plain JS.
// Usage: npm run build && npx tsx bench/audit.ts [--entries 1000000] [--database-url postgres://…]
import { hash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { buildApp } from '../packages/server/dist/app.js';
import { trustedKeysOf, verifyAuditRange } from '../packages/server/dist/audit/integrity/verify.service.js';
import { loadConfig } from '../packages/server/dist/config.js';
import { inTransaction } from '../packages/server/dist/db/tx.js';
import { prepare } from '../packages/server/dist/main.js';
import { createDeps } from '../packages/server/dist/platform/deps.js';
import { newId } from '../packages/server/dist/platform/ids.js';
import { generateKey } from '../packages/server/dist/platform/keys/key-material.js';
import type { LedgerBody, LedgerIndex } from '../packages/server/dist/platform/ledger/ledger.js';
import { findOrgBySlug } from '../packages/server/dist/platform/orgs/orgs.repository.js';

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
  const bodies: LedgerBody[] = [];
  const index: LedgerIndex[] = [];
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
// This machine's PostgreSQL runs with autovacuum off; a production one would have vacuumed and
// analyzed the table after such a load (PostgreSQL 13+ vacuums after inserts too). Without
// statistics the planner takes a time index for per-actor report pages and each page scans the
// period (minutes per report instead of seconds); without the vacuum, the first read of each
// fresh row writes its hint bits, which the first verification alone would pay.
if (deps.database.engine === 'postgres') await sql`vacuum analyze ledger_entries`.execute(db);
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

// Stream latency: a client connected to GET /v1/audit/stream, entries committed one at a time
// through the audit writer's path (ledger.appendInTx in a transaction); the time from just before
// each commit to the client parsing its SSE message.
{
  const controller = new AbortController();
  const res = await fetch(`${base}/v1/audit/stream?event_types=bench.stream`, {
    headers: { authorization: `Bearer ${key}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buf = '';
    for await (const chunk of res.body!) {
      buf += decoder.decode(chunk as Uint8Array, { stream: true });
      for (let end = buf.indexOf('\n\n'); end >= 0; end = buf.indexOf('\n\n')) {
        const id = /^id: (.+)$/m.exec(buf.slice(0, end))?.[1];
        buf = buf.slice(end + 2);
        const at = id ? sentAt.get(id) : undefined;
        if (at !== undefined) latencies.push(performance.now() - at);
      }
    }
  })().catch(() => {});
  await new Promise((r) => setTimeout(r, 200));
  for (let i = 0; i < 500; i++) {
    const body = {
      id: newId('log'),
      timestamp: new Date().toISOString(),
      event_type: 'bench.stream',
      actor: { type: 'system', id: 'bench', email: null, ip_address: null, user_agent: null },
      resource: { type: 'sample', id: newId('smp'), project: projects[0]!, dataset: null },
      context: { i },
      org_id: org.id,
    };
    sentAt.set(body.id, performance.now());
    await inTransaction(db, (tx) =>
      deps.ledger.appendInTx(tx, org.id, 'audit', [body], {
        kind: body.event_type,
        subject: body.actor.id,
        ts: Date.parse(body.timestamp),
        resourceType: body.resource.type,
        resourceId: body.resource.id,
        project: body.resource.project,
      }),
    );
    await new Promise((r) => setTimeout(r, 5));
  }
  await new Promise((r) => setTimeout(r, 500));
  controller.abort();
  await reading;
  console.log(
    `\nstream latency, write to connected client: ${latencies.length} of 500 received, p50 ${pct(latencies, 0.5).toFixed(1)} ms, p99 ${pct(latencies, 0.99).toFixed(1)} ms`,
  );
}

// Verification of the whole chain; then the same rows read again and SHA-256 alone over the same
// bytes (prev_hash, "\n", body for every entry), timed apart from the reads: the ratio is what
// verification costs over hashing alone, and the read time shows where the rest goes.
const verifyStart = performance.now();
const report = await verifyAuditRange(deps.database, org.id, {}, trustedKeysOf(deps.signingKey));
const verifyMs = performance.now() - verifyStart;
// The same walk forced in the calling thread, and in one walker process per core: what each costs here.
const timedWalk = async (walk: { workers: number; segment: number }) => {
  const started = performance.now();
  await verifyAuditRange(deps.database, org.id, {}, trustedKeysOf(deps.signingKey), { walk });
  return performance.now() - started;
};
const inlineMs = await timedWalk({ workers: 0, segment: Number.MAX_SAFE_INTEGER });
const workersMs = await timedWalk({ workers: availableParallelism(), segment: 100_000 });
let hashMs = 0;
let readMs = 0;
let last = 0;
for (;;) {
  const readStart = performance.now();
  const page = await db
    .selectFrom('ledger_entries')
    .select(['seq', 'body', 'prev_hash'])
    .where('org_id', '=', org.id)
    .where('log', '=', 'audit')
    .where('seq', '>', last)
    .orderBy('seq')
    .limit(5000)
    .execute();
  readMs += performance.now() - readStart;
  if (page.length === 0) break;
  const hashStart = performance.now();
  for (const r of page) hash('sha256', `${r.prev_hash}\n${r.body}`, 'hex');
  hashMs += performance.now() - hashStart;
  last = Number(page[page.length - 1]!.seq);
}
console.log(
  `\nverify whole chain (default walk): ${report.valid ? 'valid' : 'INVALID'}, ${report.entry_count} entries, ${report.checkpoints_verified} checkpoints: ${(verifyMs / 1000).toFixed(2)} s`,
);
console.log(
  `forced: in the calling thread ${(inlineMs / 1000).toFixed(2)} s (${(inlineMs / hashMs).toFixed(1)}× SHA-256 alone), in ${availableParallelism()} walker processes ${(workersMs / 1000).toFixed(2)} s (${(workersMs / hashMs).toFixed(1)}×)`,
);
console.log(
  `same rows: reading ${(readMs / 1000).toFixed(2)} s, SHA-256 alone ${(hashMs / 1000).toFixed(2)} s; verify / SHA-256 alone = ${(verifyMs / hashMs).toFixed(1)}, verify / (read + SHA-256) = ${(verifyMs / (readMs + hashMs)).toFixed(2)}`,
);
// A CSV report over every entry, generated by the background job: it streams page by page, so
// peak memory should not grow with the log. Peak RSS is the process's high-water mark.
const rssBefore = process.resourceUsage().maxRSS / 1024;
deps.compliance.reportJob.start();
const reportStart = performance.now();
const created = await fetch(`${base}/v1/audit/reports`, {
  method: 'POST',
  headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
  body: JSON.stringify({
    report_type: 'user_activity',
    format: 'csv',
    start_time: new Date(t0 - DAY).toISOString(),
    end_time: new Date(Date.now() + DAY).toISOString(),
  }),
});
const reportId = ((await created.json()) as { id: string }).id;
let report2: { status: string; event_count: number } = { status: 'pending', event_count: 0 };
while (report2.status === 'pending' || report2.status === 'processing') {
  await new Promise((r) => setTimeout(r, 250));
  const res = await fetch(`${base}/v1/audit/reports/${reportId}`, { headers: { authorization: `Bearer ${key}` } });
  report2 = (await res.json()) as typeof report2;
}
const reportS = (performance.now() - reportStart) / 1000;
const download = await fetch(`${base}/v1/audit/reports/${reportId}/download`, {
  headers: { authorization: `Bearer ${key}` },
});
let bytes = 0;
for await (const chunk of download.body!) bytes += (chunk as Uint8Array).byteLength;
console.log(
  `\nCSV report (user_activity, every entry): ${report2.status}, ${report2.event_count} events, ${(bytes / 1e6).toFixed(0)} MB in ${reportS.toFixed(1)} s; ` +
    `peak RSS ${rssBefore.toFixed(0)} MB before, ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB after (generation and download)`,
);
await app.close();
await deps.close();
rmSync(dataDir, { recursive: true, force: true });
