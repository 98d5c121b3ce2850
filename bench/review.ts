// `npm run bench:review`: inter-rater reliability over 100,000 reviews of one dimension, and the
// queue of a reviewer with 10,000 pending items, through the HTTP API of a listening server.
// Data is written straight into the database (the API would take minutes to make it).
// Usage: npm run build && npx tsx bench/review.ts [--reviews 100000] [--pending 10000] [--database-url postgres://…]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../packages/server/src/app.js';
import { loadConfig } from '../packages/server/src/config.js';
import { prepare } from '../packages/server/src/main.js';
import { createDeps } from '../packages/server/src/platform/deps.js';
import { newId } from '../packages/server/src/platform/ids.js';
import { generateKey } from '../packages/server/src/platform/keys/key-material.js';

const { values } = parseArgs({
  options: {
    reviews: { type: 'string', default: '100000' },
    pending: { type: 'string', default: '10000' },
    'database-url': { type: 'string' },
  },
});
const nReviews = Number(values.reviews);
const nPending = Number(values.pending);
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
const app = await buildApp({ deps, logger: false });
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const db = deps.database.db;

async function call(method: string, path: string, body?: unknown, apiKey = key) {
  const t0 = performance.now();
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${apiKey}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return { ms: performance.now() - t0, json };
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

async function insertMany<T>(table: 'reviews' | 'review_task_samples', rows: T[]) {
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 1000) as never)
      .execute();
  }
}

try {
  const project = (await call('POST', '/v1/projects', { name: 'bench' })).json.id as string;
  const rubric = (
    await call('POST', '/v1/reviews/rubrics', {
      name: 'r',
      project,
      dimensions: [
        {
          id: 'triage',
          name: 'Triage',
          type: 'categorical',
          options: ['correct', 'under', 'over'].map((value) => ({ value, label: value })),
        },
      ],
    })
  ).json.id as string;
  const reviewers: { id: string; api_key: string }[] = [];
  for (let i = 0; i < 20; i++) {
    const r = (await call('POST', '/v1/reviews/reviewers', { name: `r${i}`, credentials: ['RN'], projects: [project] }))
      .json;
    reviewers.push(r as { id: string; api_key: string });
  }
  const orgId = (await call('GET', '/v1/me')).json.org as { id: string };

  // 100,000 reviews: three reviewers per sample, mostly agreeing.
  const now = Date.now();
  const cats = ['correct', 'under', 'over'];
  const reviewRows = Array.from({ length: nReviews }, (_, i) => {
    const sample = Math.floor(i / 3);
    const truth = cats[sample % 3]!;
    const value = (i * 7919) % 10 < 8 ? truth : cats[(sample + 1) % 3]!;
    return {
      id: newId('rev'),
      org_id: orgId.id,
      project_id: project,
      task_id: `task_bench_${Math.floor(sample / 500)}_${i % 3}`,
      sample_id: `smp_bench_${sample}`,
      reviewer_id: reviewers[(sample + (i % 3)) % 20]!.id,
      grades: JSON.stringify({ triage: { value } }),
      override_ai_score: 0,
      override_value: null,
      original_ai_score: null,
      notes: null,
      flags: '[]',
      seconds_spent: 30,
      submitted_at: now - (i % 1000),
    };
  });
  await insertMany('reviews', reviewRows);

  // 10,000 pending items for reviewer 0: 20 tasks of 500 samples, mixed priorities and due dates.
  const me = reviewers[0]!;
  for (let t = 0; t < nPending / 500; t++) {
    const id = newId('task');
    const priority = ['urgent', 'high', 'normal', 'low'][t % 4]!;
    await db
      .insertInto('review_tasks')
      .values({
        id,
        org_id: orgId.id,
        project_id: project,
        rubric_id: rubric,
        status: 'assigned',
        priority,
        priority_rank: t % 4,
        mode: 'manual',
        assignee_id: me.id,
        assigned_at: now,
        required_credentials: '[]',
        specialty: null,
        due_at: now + t * 3_600_000,
        metadata: '{}',
        sample_count: 500,
        completed_count: 0,
        evaluation_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await insertMany(
      'review_task_samples',
      Array.from({ length: 500 }, (_, k) => ({
        task_id: id,
        sample_id: `smp_q_${t}_${k}`,
        org_id: orgId.id,
        position: k,
        reviewed: 0,
        context: '{}',
      })),
    );
  }

  const rel: number[] = [];
  let result: Record<string, unknown> = {};
  for (let i = 0; i < 10; i++) {
    const r = await call('POST', '/v1/reviews/reliability', { project, dimension: 'triage' });
    rel.push(r.ms);
    result = r.json;
  }
  const queue: number[] = [];
  let total = 0;
  for (let i = 0; i < 300; i++) {
    const r = await call('GET', '/v1/reviews/queue?limit=50', undefined, me.api_key);
    queue.push(r.ms);
    total = r.json.total_pending as number;
  }
  const warm = queue.slice(20);
  console.log(`\nnode ${process.version}, ${values['database-url'] ? 'PostgreSQL' : 'SQLite'}\n`);
  console.log('| measure | p50 ms | p99 ms | max ms | target |\n|---|---|---|---|---|');
  console.log(
    `| reliability over ${result.review_count} reviews, ${result.reviewer_count} reviewers (10 calls) | ${pct(rel, 0.5).toFixed(1)} | ${pct(rel, 0.99).toFixed(1)} | ${Math.max(...rel).toFixed(1)} | ≤ 500 ms |`,
  );
  console.log(
    `| queue of a reviewer with ${total} pending, limit 50 (280 calls after 20 warm-up) | ${pct(warm, 0.5).toFixed(2)} | ${pct(warm, 0.99).toFixed(2)} | ${Math.max(...warm).toFixed(1)} | p99 ≤ 20 ms |`,
  );
  console.log(`\nfleiss_kappa ${result.fleiss_kappa}, cohens_kappa ${result.cohens_kappa}, ${result.interpretation}`);
  if (pct(rel, 0.5) > 500 || pct(warm, 0.99) > 20) process.exitCode = 1;
} finally {
  await app.close();
  await deps.close();
  rmSync(dataDir, { recursive: true, force: true });
}
