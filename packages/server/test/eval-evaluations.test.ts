import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { addToCounter } from '../src/platform/usage/usage.repository.js';
import {
  auditTypes,
  ENGINES,
  freshMinute,
  freshPgUrl,
  keyWithRole,
  makeApp,
  otherOrg,
  type TestApp,
} from './helpers.js';

// Many evaluations per test file: the 10-per-minute endpoint limit is tested with the rate limiter.
const INSECURE = { LATCHKEY_ALLOW_INSECURE_DESTINATIONS: 'true', LATCHKEY_RATE_LIMITS: 'off' };

/** A local OpenAI-compatible judge: answers each request after `delayMs`, scoring by the sample's index. */
async function fakeJudge(delayMs = 0) {
  const seen: { auth: string | undefined; body: { model: string; temperature: number } }[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (d) => {
      raw += d;
    });
    req.on('end', () => {
      const body = JSON.parse(raw);
      seen.push({ auth: req.headers.authorization, body });
      const score = body.messages.at(-1).content.includes('"ok"') ? 1 : 0.25;
      const answer = JSON.stringify({ score, flags: score < 1 ? ['judge_concern'] : [], reason: 'checked' });
      setTimeout(() => {
        if (res.destroyed) return;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: answer } }] }));
      }, delayMs);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return { url, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

async function seed(t: TestApp, n: number, phiEvery = 0) {
  const project = (await t.call({ method: 'POST', url: '/v1/projects', payload: { name: 'p' } })).json().id as string;
  const dataset = (await t.call({ method: 'POST', url: '/v1/datasets', payload: { project, name: 'd' } })).json()
    .id as string;
  const samples = Array.from({ length: n }, (_, i) => ({
    input: { q: `case ${i}` },
    output: {
      verdict: i % 2 === 0 ? 'ok' : 'bad',
      note: phiEvery && i % phiEvery === 0 ? 'reach me at jane.doe@example.org' : 'no identifiers',
    },
    expected: { verdict: 'ok' },
  }));
  for (let i = 0; i < n; i += 100) {
    const res = await t.call({
      method: 'POST',
      url: `/v1/datasets/${dataset}/samples`,
      payload: { samples: samples.slice(i, i + 100) },
    });
    assert.equal(res.statusCode, 201, res.body);
  }
  return { project, dataset };
}

async function waitFor(t: TestApp, id: string, statuses: string[], timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const e = (await t.call({ method: 'GET', url: `/v1/evaluations/${id}` })).json();
    if (statuses.includes(e.status)) return e;
    if (Date.now() > until) throw new Error(`evaluation still ${e.status}: ${JSON.stringify(e.progress)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const startEval = (t: TestApp, body: object) => t.call({ method: 'POST', url: '/v1/evaluations', payload: body });

for (const engine of ENGINES) {
  describe(`evaluations [${engine}]`, () => {
    let t: TestApp;
    let judge: Awaited<ReturnType<typeof fakeJudge>>;
    before(async () => {
      t = await makeApp({ engine, env: INSECURE });
      t.deps.eval.runner.start();
      judge = await fakeJudge();
    });
    after(async () => {
      await t.close();
      await judge.close();
    });

    it('runs three evaluators over a dataset to completion, with exact progress, results and events', async () => {
      const { project, dataset } = await seed(t, 30, 3);
      const res = await startEval(t, {
        name: 'nightly',
        project,
        dataset,
        evaluators: [
          { type: 'field_match', config: { fields: ['verdict'] } },
          { type: 'pii_leak', config: {} },
          { type: 'text_contains', config: { field: 'verdict', forbidden: ['bad'] } },
        ],
      });
      assert.equal(res.statusCode, 201, res.body);
      assert.equal(res.json().progress.total, 30);
      const done = await waitFor(t, res.json().id, ['completed', 'failed']);
      assert.equal(done.status, 'completed');
      assert.deepEqual(done.progress, { total: 30, completed: 30, failed: 0, percent: 100 });
      assert.equal(done.summary.flags.pii_detected, 10);
      assert.equal(done.summary.scores.field_match, 0.5);
      const page = (await t.call({ method: 'GET', url: `/v1/evaluations/${done.id}/results?limit=100` })).json();
      assert.equal(page.total_count, 30);
      const flagged = page.data.filter((r: { flags: string[] }) => r.flags.includes('pii_detected'));
      assert.equal(flagged.length, 10);
      const bad = page.data.find((r: { scores: { field_match: number } }) => r.scores.field_match === 0);
      assert.equal(bad.ai_score, (0 + bad.scores.pii_leak + 0) / 3);
      const types = await auditTypes(t);
      const from = types.lastIndexOf('evaluation.created');
      assert.equal(types.slice(from).filter((x) => x === 'sample.evaluated').length, 30);
      assert.equal(types.at(-1), 'evaluation.completed');
      const usage = (await t.call({ method: 'GET', url: '/v1/usage' })).json();
      assert.ok(usage.evaluations.current >= 1 && usage.samples_evaluated.current >= 30);
    });

    it('a failing evaluator fails that sample only; when every sample fails the evaluation fails', async () => {
      const { project, dataset } = await seed(t, 4);
      // Sample 0 and 2 have no "missing" field in expected: exact_match cannot score them.
      const e = await startEval(t, {
        name: 'partial',
        project,
        dataset,
        evaluators: [{ type: 'exact_match', config: { field: 'missing' } }],
      });
      const done = await waitFor(t, e.json().id, ['completed', 'failed']);
      assert.equal(done.status, 'failed');
      assert.deepEqual([done.progress.failed, done.progress.completed], [4, 0]);
      const results = (await t.call({ method: 'GET', url: `/v1/evaluations/${done.id}/results?status=failed` })).json();
      assert.equal(results.total_count, 4);
      assert.match(results.data[0].error, /^exact_match: /);

      const mixed = await startEval(t, {
        name: 'mixed',
        project,
        dataset,
        evaluators: [
          { type: 'exact_match', config: { field: 'verdict' } },
          { type: 'exact_match', name: 'broken', config: { field: 'missing' } },
        ],
      });
      const m = await waitFor(t, mixed.json().id, ['completed', 'failed']);
      assert.equal(m.progress.failed, 4);
      assert.equal((await auditTypes(t)).at(-1), 'evaluation.failed');
    });

    it('llm_judge: calls the judge with the key, stores the key sealed and shows it masked', async () => {
      const { project, dataset } = await seed(t, 6);
      const apiKey = 'sk-test-judge-key-0123456789';
      const res = await startEval(t, {
        name: 'judged',
        project,
        dataset,
        evaluators: [
          {
            type: 'llm_judge',
            config: { base_url: judge.url, model: 'judge-1', api_key: apiKey, prompt: 'Rate {{output}}' },
          },
        ],
      });
      assert.equal(res.statusCode, 201, res.body);
      assert.ok(!res.body.includes(apiKey));
      assert.equal(res.json().evaluators[0].config.api_key, '****6789');
      const done = await waitFor(t, res.json().id, ['completed', 'failed']);
      assert.equal(done.status, 'completed', JSON.stringify(done));
      assert.equal(done.summary.scores.llm_judge, (3 * 1 + 3 * 0.25) / 6);
      assert.ok(judge.seen.every((s) => s.auth === `Bearer ${apiKey}` && s.body.model === 'judge-1'));
      const stored = await t.deps.database.db
        .selectFrom('evaluations')
        .select('evaluators')
        .where('id', '=', done.id)
        .executeTakeFirstOrThrow();
      assert.ok(!stored.evaluators.includes(apiKey), 'the key is sealed at rest');
    });

    it('an unreachable judge fails each sample with a clear error, and the evaluation fails', async () => {
      const { project, dataset } = await seed(t, 3);
      const e = await startEval(t, {
        name: 'no judge',
        project,
        dataset,
        evaluators: [
          {
            type: 'llm_judge',
            config: {
              base_url: 'http://127.0.0.1:1/v1',
              model: 'm',
              api_key: 'k-unreachable',
              prompt: '{{output}}',
              max_retries: 0,
            },
          },
        ],
      });
      assert.equal(e.statusCode, 201, e.body);
      const done = await waitFor(t, e.json().id, ['completed', 'failed']);
      assert.equal(done.status, 'failed');
      assert.equal(done.error, 'every sample failed; see the results');
      const results = (await t.call({ method: 'GET', url: `/v1/evaluations/${done.id}/results` })).json();
      assert.equal(results.total_count, 3);
      for (const r of results.data) assert.match(r.error, /^llm_judge: judge request failed.*ECONNREFUSED/);
    });

    it('bad input: unknown type, bad config, unknown or foreign dataset, a used-up quota — nothing written', async () => {
      const { project, dataset } = await seed(t, 1);
      const other = await seed(t, 1);
      const count = async () =>
        Number(
          (
            await t.deps.database.db
              .selectFrom('evaluations')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      const cases: [object, number, string][] = [
        [{ name: 'x', project, dataset, evaluators: [{ type: 'vibes', config: {} }] }, 400, 'evaluators[0].type'],
        [
          { name: 'x', project, dataset, evaluators: [{ type: 'field_match', config: { fields: 'a' } }] },
          400,
          'evaluators[0].config',
        ],
        [{ name: 'x', project, dataset, evaluators: [] }, 400, 'evaluators'],
        [{ name: 'x', project, dataset: 'ds_nope', evaluators: [{ type: 'pii_leak', config: {} }] }, 404, 'dataset'],
        [
          { name: 'x', project, dataset: other.dataset, evaluators: [{ type: 'pii_leak', config: {} }] },
          400,
          'dataset',
        ],
        [
          {
            name: 'x',
            project,
            dataset,
            evaluators: [{ type: 'llm_judge', config: { base_url: 'ftp://x', model: 'm', api_key: 'k', prompt: 'p' } }],
          },
          400,
          'evaluators[0].config',
        ],
      ];
      for (const [body, status, param] of cases) {
        const res = await startEval(t, body);
        assert.equal(res.statusCode, status, `${JSON.stringify(body).slice(0, 120)} → ${res.body}`);
        assert.ok((res.json().error.param ?? '').startsWith(param), `${param} vs ${res.json().error.param}`);
      }
      assert.equal(await count(), before);
      const starter = await makeApp({ engine, plan: 'starter' });
      try {
        const s = await seed(starter, 1);
        await addToCounter(
          starter.deps.database.db,
          starter.org.id,
          'evaluations',
          new Date().toISOString().slice(0, 7),
          100,
        );
        const refused = await startEval(starter, { name: 'x', ...s, evaluators: [{ type: 'pii_leak', config: {} }] });
        assert.equal(refused.statusCode, 403);
        assert.equal(refused.json().error.type, 'quota_error');
      } finally {
        await starter.close();
      }
    });

    it('cancel stops a running evaluation, keeps its results, and refuses a second cancel', async () => {
      const slowJudge = await fakeJudge(200);
      try {
        const { project, dataset } = await seed(t, 40);
        const e = (
          await startEval(t, {
            name: 'to-cancel',
            project,
            dataset,
            evaluators: [
              {
                type: 'llm_judge',
                config: { base_url: slowJudge.url, model: 'm', api_key: 'k-123456', prompt: 'p {{output}}' },
              },
            ],
          })
        ).json();
        await waitFor(t, e.id, ['running']);
        assert.equal((await t.call({ method: 'DELETE', url: `/v1/datasets/${dataset}` })).statusCode, 409);
        const cancelled = await t.call({ method: 'POST', url: `/v1/evaluations/${e.id}/cancel` });
        assert.equal(cancelled.statusCode, 200);
        assert.equal(cancelled.json().status, 'cancelled');
        await new Promise((r) => setTimeout(r, 400));
        const after = (await t.call({ method: 'GET', url: `/v1/evaluations/${e.id}` })).json();
        assert.deepEqual(after.progress, cancelled.json().progress, 'nothing commits after a cancel');
        assert.ok(after.progress.completed < 40);
        const again = await t.call({ method: 'POST', url: `/v1/evaluations/${e.id}/cancel` });
        assert.equal(again.statusCode, 409);
        assert.ok((await auditTypes(t)).includes('evaluation.cancelled'));
        assert.equal((await t.call({ method: 'DELETE', url: `/v1/datasets/${dataset}` })).statusCode, 200);
      } finally {
        await slowJudge.close();
      }
    });
  });

  describe(`evaluations: security and limits [${engine}]`, () => {
    it('other orgs see nothing; auditors, reviewers and agents cannot start or read evaluations', async () => {
      const t = await makeApp({ engine, env: INSECURE });
      try {
        t.deps.eval.runner.start();
        const { project, dataset } = await seed(t, 2);
        const e = (
          await startEval(t, { name: 'x', project, dataset, evaluators: [{ type: 'pii_leak', config: {} }] })
        ).json();
        await waitFor(t, e.id, ['completed']);
        const other = await otherOrg(t);
        for (const [method, url] of [
          ['GET', `/v1/evaluations/${e.id}`],
          ['GET', `/v1/evaluations/${e.id}/results`],
          ['POST', `/v1/evaluations/${e.id}/cancel`],
        ] as const) {
          assert.equal((await t.call({ method, url, key: other.key })).statusCode, 404, url);
        }
        const foreign = await startEval(
          { ...t, call: (o) => t.call({ ...o, key: other.key }) },
          {
            name: 'x',
            project,
            dataset,
            evaluators: [{ type: 'pii_leak', config: {} }],
          },
        );
        assert.equal(foreign.statusCode, 404);
        assert.equal((await t.call({ method: 'GET', url: '/v1/evaluations', key: other.key })).json().total_count, 0);
        for (const role of ['auditor', 'reviewer', 'agent'] as const) {
          const key = await keyWithRole(t, role);
          assert.equal((await t.call({ method: 'GET', url: `/v1/evaluations/${e.id}/results`, key })).statusCode, 403);
        }
      } finally {
        await t.close();
      }
    });

    it('POST /v1/evaluations is limited to 10 per minute per key', async () => {
      const t = await makeApp({ engine });
      try {
        const { project, dataset } = await seed(t, 1);
        const body = { name: 'x', project, dataset, evaluators: [{ type: 'pii_leak', config: {} }] };
        const statuses: number[] = [];
        await freshMinute();
        for (let i = 0; i < 10; i++) statuses.push((await startEval(t, body)).statusCode);
        assert.deepEqual(statuses, Array(10).fill(201));
        const refused = await startEval(t, body);
        assert.equal(refused.statusCode, 429);
        assert.equal(refused.json().error.code, 'rate_limit_exceeded');
        assert.ok(refused.headers['retry-after']);
      } finally {
        await t.close();
      }
    });
  });

  describe(`evaluations survive restarts [${engine}]`, () => {
    it('an evaluation interrupted by a restart resumes where it stopped, no sample twice', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'latchkey-restart-'));
      const pg = engine === 'postgres' ? await freshPgUrl() : undefined;
      const judge = await fakeJudge(30);
      const opts = { engine, dataDir, env: INSECURE, ...(pg ? { databaseUrl: pg.url } : {}) };
      try {
        const a = await makeApp(opts);
        a.deps.eval.runner.start();
        const { project, dataset } = await seed(a, 48);
        const id = (
          await startEval(a, {
            name: 'long',
            project,
            dataset,
            evaluators: [
              {
                type: 'llm_judge',
                config: { base_url: judge.url, model: 'm', api_key: 'k-abcdef', prompt: '{{output}}' },
              },
            ],
          })
        ).json().id;
        for (;;) {
          const e = (await a.call({ method: 'GET', url: `/v1/evaluations/${id}` })).json();
          assert.ok(e.progress, JSON.stringify(e));
          if (e.progress.completed >= 8) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        await a.close();

        const b = await makeApp({ ...opts, env: { ...INSECURE, LATCHKEY_BOOTSTRAP_KEY: a.adminKey } });
        try {
          const stopped = (await b.call({ method: 'GET', url: `/v1/evaluations/${id}` })).json();
          assert.ok(stopped.progress, JSON.stringify(stopped));
          assert.ok(stopped.progress.completed < 48, 'the first process did not finish it');
          b.deps.eval.runner.start();
          const done = await waitFor(b, id, ['completed', 'failed']);
          assert.deepEqual(done.progress, { total: 48, completed: 48, failed: 0, percent: 100 });
          const results = (await b.call({ method: 'GET', url: `/v1/evaluations/${id}/results?limit=100` })).json();
          assert.equal(results.total_count, 48);
          const evaluated = (await auditTypes(b)).filter((x) => x === 'sample.evaluated').length;
          assert.equal(evaluated, 48, 'each sample evaluated exactly once');

          // A process that died holding a lease: the lease runs out and another one takes over.
          await b.deps.eval.runner.stop();
          const again = (
            await startEval(b, { name: 'orphan', project, dataset, evaluators: [{ type: 'pii_leak', config: {} }] })
          ).json().id;
          await b.deps.database.db
            .updateTable('evaluations')
            .set({ status: 'running', lease_owner: 'runner_dead', lease_until: Date.now() + 60_000 })
            .where('id', '=', again)
            .execute();
          b.deps.eval.runner.start();
          await new Promise((r) => setTimeout(r, 300));
          assert.equal((await b.call({ method: 'GET', url: `/v1/evaluations/${again}` })).json().status, 'running');
          await b.deps.database.db
            .updateTable('evaluations')
            .set({ lease_until: Date.now() - 1 })
            .where('id', '=', again)
            .execute();
          b.deps.eval.runner.kick();
          assert.equal((await waitFor(b, again, ['completed', 'failed'])).progress.completed, 48);
        } finally {
          await b.close();
        }
      } finally {
        await judge.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
}
