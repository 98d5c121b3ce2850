import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { chainVerifier, trustedKeysOf } from '../src/audit/integrity/verify.service.js';
import { ReportJob } from '../src/audit/reports/reports.job.js';
import { ENGINES, freshMinute, freshPgUrl, makeApp, type TestApp } from './helpers.js';

// Report generation as a durable job (restarts, a dead generator) and its rate limit.
const NO_LIMITS = { LATCHKEY_RATE_LIMITS: 'off' };
const WIDE = { start_time: '2020-01-01T00:00:00.000Z', end_time: '2100-01-01T00:00:00.000Z' };

async function waitFor(t: TestApp, id: string, key?: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const r = (await t.call({ method: 'GET', url: `/v1/audit/reports/${id}`, ...(key ? { key } : {}) })).json();
    if (r.status === 'completed' || r.status === 'failed') return r;
    assert.ok(Date.now() < deadline, `report ${id} still ${r.status}`);
    await new Promise((res) => setTimeout(res, 25));
  }
}

for (const engine of ENGINES) {
  describe(`audit reports across restarts and limits [${engine}]`, () => {
    it('a pending report, and one whose generator died, complete after a restart', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'latchkey-reports-'));
      const pg = engine === 'postgres' ? await freshPgUrl() : undefined;
      const opts = { engine, dataDir, env: NO_LIMITS, ...(pg ? { databaseUrl: pg.url } : {}) };
      try {
        const a = await makeApp(opts);
        const body = { report_type: 'user_activity', format: 'json', ...WIDE };
        const pending = (await a.call({ method: 'POST', url: '/v1/audit/reports', payload: body })).json();
        const crashed = (await a.call({ method: 'POST', url: '/v1/audit/reports', payload: body })).json();
        const early = await a.call({ method: 'GET', url: `/v1/audit/reports/${pending.id}/download` });
        assert.equal(early.statusCode, 409);
        assert.equal(early.json().error.code, 'conflict');
        // A generator that died mid-file: its lease ran out, its partial chunk is still there.
        const { db } = a.deps.database;
        await db
          .updateTable('audit_reports')
          .set({ status: 'processing', attempt: 1, lease_owner: 'reports_dead', lease_until: Date.now() - 1 })
          .where('id', '=', crashed.id)
          .execute();
        await db
          .insertInto('audit_report_chunks')
          .values({ report_id: crashed.id, attempt: 1, n: 0, data: 'Z2FyYmFnZQ==' })
          .execute();
        await a.close();

        const b = await makeApp({ ...opts, env: { ...NO_LIMITS, LATCHKEY_BOOTSTRAP_KEY: a.adminKey } });
        try {
          assert.equal(
            (await b.call({ method: 'GET', url: `/v1/audit/reports/${pending.id}` })).json().status,
            'pending',
          );
          b.deps.compliance.reportJob.start();
          for (const id of [pending.id, crashed.id]) {
            const r = await waitFor(b, id);
            assert.equal(r.status, 'completed');
            const doc = (await b.call({ method: 'GET', url: `/v1/audit/reports/${id}/download` })).json();
            assert.equal(doc.entries.length, r.event_count);
            assert.ok(doc.entries.some((e: { event_type: string }) => e.event_type === 'audit_report.created'));
          }
          const stale = await b.deps.database.db
            .selectFrom('audit_report_chunks')
            .select('attempt')
            .where('report_id', '=', crashed.id)
            .execute();
          assert.ok(stale.length > 0 && stale.every((c) => c.attempt === 2), 'the dead attempt left nothing behind');

          // Once expired, the file is deleted (the row stays) and the download is 410.
          await b.deps.database.db
            .updateTable('audit_reports')
            .set({ expires_at: Date.now() - 1 })
            .where('id', '=', pending.id)
            .execute();
          const sweeper = new ReportJob(
            b.deps.database.db,
            b.deps.audit,
            chainVerifier(b.deps.database, trustedKeysOf(b.deps.signingKey)),
            {
              pollMs: 10,
            },
          );
          sweeper.start();
          try {
            const deadline = Date.now() + 30_000;
            for (;;) {
              const left = await b.deps.database.db
                .selectFrom('audit_report_chunks')
                .select('n')
                .where('report_id', '=', pending.id)
                .execute();
              if (left.length === 0) break;
              assert.ok(Date.now() < deadline, 'expired chunks were not pruned');
              await new Promise((r) => setTimeout(r, 20));
            }
          } finally {
            await sweeper.stop();
          }
          const gone = await b.call({ method: 'GET', url: `/v1/audit/reports/${pending.id}/download` });
          assert.equal(gone.statusCode, 410);
          assert.equal((await b.call({ method: 'GET', url: `/v1/audit/reports/${pending.id}` })).statusCode, 200);
        } finally {
          await b.close();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it('a report over a tampered chain is still delivered, and says the chain is invalid', async () => {
      const t = await makeApp({ engine, env: NO_LIMITS });
      try {
        t.deps.compliance.reportJob.start();
        await t.call({ method: 'POST', url: '/v1/projects', payload: { name: 'honest' } });
        const { db } = t.deps.database;
        const row = await db
          .selectFrom('ledger_entries')
          .select(['seq', 'body'])
          .where('log', '=', 'audit')
          .where('kind', '=', 'project.created')
          .executeTakeFirstOrThrow();
        await db
          .updateTable('ledger_entries')
          .set({ body: row.body.replace('honest', 'edited') })
          .where('log', '=', 'audit')
          .where('seq', '=', row.seq)
          .execute();
        const payload = { report_type: 'user_activity', format: 'json', ...WIDE };
        const created = (await t.call({ method: 'POST', url: '/v1/audit/reports', payload })).json();
        assert.equal((await waitFor(t, created.id)).status, 'completed');
        const doc = (await t.call({ method: 'GET', url: `/v1/audit/reports/${created.id}/download` })).json();
        assert.equal(doc.verification.valid, false);
        assert.ok(doc.verification.error_count >= 1);
        assert.deepEqual(
          doc.verification.errors.map((e: { seq: number; kind: string }) => [e.seq, e.kind]),
          [[Number(row.seq), 'hash_mismatch']],
        );
      } finally {
        await t.close();
      }
    });

    it('POST /v1/audit/reports allows 5 per minute per key', async () => {
      const t = await makeApp({ engine });
      try {
        const payload = {
          report_type: 'security_events',
          start_time: '2020-01-01T00:00:00Z',
          end_time: '2021-01-01T00:00:00Z',
        };
        const codes: number[] = [];
        await freshMinute();
        for (let i = 0; i < 6; i++)
          codes.push((await t.call({ method: 'POST', url: '/v1/audit/reports', payload })).statusCode);
        assert.deepEqual(codes, [201, 201, 201, 201, 201, 429]);
      } finally {
        await t.close();
      }
    });
  });
}
