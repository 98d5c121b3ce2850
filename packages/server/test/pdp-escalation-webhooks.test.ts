import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { EscalationWebhookEvent } from '@latchkey/contract';
import { SIGNATURE_HEADER, verifyWebhook } from '../src/platform/crypto/webhook-signature.js';
import { type Answer, type Received, startReceiver } from './export-receivers.js';
import { ENGINES, keyWithRole, makeApp, otherOrg, type TestApp } from './helpers.js';

/**
 * Escalation webhooks (DESIGN §8.6, ADR 0046) with local receivers: signature, retries after
 * failures, the console link, org isolation, audit of subscription changes, destination rules.
 * The worker is driven with runOnce(); backoff is set to zero so a retry is due at once.
 */

for (const engine of ENGINES) {
  describe(`escalation webhooks [${engine}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await makeApp({
        engine,
        env: { LATCHKEY_ALLOW_INSECURE_DESTINATIONS: 'true', LATCHKEY_PUBLIC_URL: 'https://latchkey.example.org/' },
      });
      const w = t.deps.pdp.escalationDeliveries;
      w.settings.baseDelayMs = 1;
      w.random = () => 0;
    });
    after(() => t.close());

    const ok = async (opts: Parameters<TestApp['call']>[0], status = 200) => {
      const res = await t.call(opts);
      assert.equal(res.statusCode, status, `${opts.method} ${opts.url}: ${res.body}`);
      return res.body ? res.json() : null;
    };
    const subscribe = (url: string, events: string[], key?: string, secret?: string) =>
      ok(
        {
          method: 'POST',
          url: '/api/escalations/subscriptions',
          payload: { url, events, ...(secret ? { secret } : {}) },
          ...(key ? { key } : {}),
        },
        201,
      );
    const escalate = async (key?: string) => {
      const agentId = (
        await ok(
          { method: 'POST', url: '/api/agents', payload: { name: 'pay bot', tools: ['transferFunds'] }, key },
          201,
        )
      ).id;
      const d = await ok({
        method: 'POST',
        url: '/api/policy/authorize',
        payload: { agentId, stage: 'action', tool: 'transferFunds', args: { amount: 2500, verification: 'verified' } },
        key,
      });
      assert.equal(d.verdict, 'ESCALATE');
      return d.escalationId as string;
    };
    /** Runs the worker until `received` holds `n` requests; the announcement is awaited the same way. */
    const deliver = async (received: Received[], n: number) => {
      for (let i = 0; i < 200 && received.length < n; i++) {
        await t.deps.pdp.escalations.announcer.runOnce();
        await t.deps.pdp.escalationDeliveries.runOnce();
      }
      assert.ok(received.length >= n, `expected ${n} deliveries, got ${received.length}`);
    };

    it('delivers signed events with a console link; a receiver failing twice gets the third try', async () => {
      const answers: Answer[] = [500, 503, 200];
      const rx = await startReceiver((_r, n) => answers[n - 1] ?? 200);
      try {
        const sub = await subscribe(`${rx.base}/hook`, ['escalation.created', 'escalation.resolved']);
        assert.match(sub.id, /^esub_/);
        assert.match(sub.secret, /^whsec_/);
        assert.equal(sub.secretMasked, `****${sub.secret.slice(-4)}`);
        const listed = await ok({ method: 'GET', url: '/api/escalations/subscriptions' });
        const mine = listed.subscriptions.find((s: { id: string }) => s.id === sub.id);
        assert.equal(mine.secret, undefined, 'the secret is shown once');
        assert.equal(mine.secretMasked, sub.secretMasked);

        const id = await escalate();
        await deliver(rx.received, 3);
        assert.deepEqual(
          rx.received.map((r) => r.status),
          [500, 503, 200],
        );
        const bodies = rx.received.map((r) => r.body);
        assert.equal(new Set(bodies).size, 1, 'every retry sends the same body');
        const deliveryIds = rx.received.map((r) => r.headers['x-latchkey-delivery']);
        assert.equal(new Set(deliveryIds).size, 1);
        const last = rx.received[2]!;
        assert.ok(verifyWebhook(sub.secret, last.body, String(last.headers[SIGNATURE_HEADER.toLowerCase()])));
        assert.ok(!verifyWebhook('whsec_wrong', last.body, String(last.headers[SIGNATURE_HEADER.toLowerCase()])));
        const event = JSON.parse(last.body) as EscalationWebhookEvent;
        assert.deepEqual(Object.keys(event).sort(), ['created_at', 'data', 'id', 'links', 'type']);
        assert.equal(event.type, 'escalation.created');
        assert.match(event.id, /^log_/);
        assert.equal(event.data.id, id);
        assert.equal(event.data.amount, 2500);
        assert.equal(event.links.console, `https://latchkey.example.org/console/escalations/${id}`);
        const row = await t.deps.database.db
          .selectFrom('escalation_deliveries')
          .selectAll()
          .where('escalation_id', '=', id)
          .executeTakeFirstOrThrow();
        assert.equal(row.status, 'delivered');
        assert.equal(Number(row.attempts), 3);

        await ok({ method: 'POST', url: `/api/escalations/${id}/resolve`, payload: { approve: true } });
        await deliver(rx.received, 4);
        const resolved = JSON.parse(rx.received[3]!.body) as EscalationWebhookEvent;
        assert.equal(resolved.type, 'escalation.resolved');
        assert.equal(resolved.data.status, 'approved');
        await ok({ method: 'DELETE', url: `/api/escalations/subscriptions/${sub.id}` }, 204);
      } finally {
        await rx.close();
      }
    });

    it("only the subscribed events, and never another org's", async () => {
      const a = await startReceiver();
      const b = await startReceiver();
      try {
        const other = await otherOrg(t);
        const subA = await subscribe(`${a.base}/a`, ['escalation.expired'], undefined, 'my-own-secret-0123456789');
        assert.equal(subA.secret, undefined, 'a secret the caller chose is not echoed');
        const subB = await subscribe(`${b.base}/b`, ['escalation.created', 'escalation.expired'], other.key);
        const mine = await escalate();
        await t.deps.database.db
          .updateTable('escalations')
          .set({ expires_at: Date.now() - 1 })
          .where('id', '=', mine)
          .execute();
        await deliver(a.received, 1);
        const theirs = await escalate(other.key);
        await deliver(b.received, 1);
        // Everything above was fanned out; a few more runs would show any stray delivery.
        for (let i = 0; i < 3; i++) await t.deps.pdp.escalationDeliveries.runOnce();
        assert.deepEqual(
          a.received.map((r) => [JSON.parse(r.body).type, JSON.parse(r.body).data.id]),
          [['escalation.expired', mine]],
        );
        assert.ok(
          verifyWebhook(
            'my-own-secret-0123456789',
            a.received[0]!.body,
            String(a.received[0]!.headers['x-latchkey-signature']),
          ),
        );
        assert.deepEqual(
          b.received.map((r) => [JSON.parse(r.body).type, JSON.parse(r.body).data.id]),
          [['escalation.created', theirs]],
        );
        // Org B cannot see or delete org A's subscription.
        const listB = await ok({ method: 'GET', url: '/api/escalations/subscriptions', key: other.key });
        assert.deepEqual(
          listB.subscriptions.map((s: { id: string }) => s.id),
          [subB.id],
        );
        const del = await t.call({
          method: 'DELETE',
          url: `/api/escalations/subscriptions/${subA.id}`,
          key: other.key,
        });
        assert.equal(del.statusCode, 404);
        await ok({ method: 'DELETE', url: `/api/escalations/subscriptions/${subA.id}` }, 204);
        await ok({ method: 'DELETE', url: `/api/escalations/subscriptions/${subB.id}`, key: other.key }, 204);
      } finally {
        await a.close();
        await b.close();
      }
    });

    it('subscription changes are audited (host only), bad input is a 400 and auditors cannot subscribe', async () => {
      const sub = await subscribe('http://127.0.0.1:9/hook?token=abc', ['escalation.created']);
      await ok({ method: 'DELETE', url: `/api/escalations/subscriptions/${sub.id}` }, 204);
      const again = await t.call({ method: 'DELETE', url: `/api/escalations/subscriptions/${sub.id}` });
      assert.equal(again.statusCode, 404);
      const entries = await t.deps.database.db
        .selectFrom('ledger_entries')
        .select(['kind', 'body'])
        .where('org_id', '=', t.org.id)
        .where('log', '=', 'audit')
        .where('resource_id', '=', sub.id)
        .orderBy('seq')
        .execute();
      assert.deepEqual(
        entries.map((e) => e.kind),
        ['escalation.subscription_created', 'escalation.subscription_deleted'],
      );
      for (const e of entries) {
        assert.equal(JSON.parse(e.body).context.host, '127.0.0.1:9');
        assert.ok(!e.body.includes('token=abc'));
        assert.ok(!e.body.includes(sub.secret));
      }
      const bad = async (payload: Record<string, unknown>, key?: string) => {
        const res = await t.call({ method: 'POST', url: '/api/escalations/subscriptions', payload, key });
        return { status: res.statusCode, error: res.json().error as string };
      };
      const priv = await bad({ url: 'http://10.1.2.3/hook', events: ['escalation.created'] });
      assert.equal(priv.status, 400);
      assert.match(priv.error, /public host/);
      assert.equal((await bad({ url: 'https://hooks.example.org/x', events: ['escalation.approved'] })).status, 400);
      assert.equal((await bad({ url: 'https://hooks.example.org/x', events: [] })).status, 400);
      assert.equal(
        (await bad({ url: 'https://hooks.example.org/x', events: ['escalation.created'], secret: 'short' })).status,
        400,
      );
      const auditor = await keyWithRole(t, 'auditor');
      assert.equal(
        (await bad({ url: 'https://hooks.example.org/x', events: ['escalation.created'] }, auditor)).status,
        403,
      );
    });
  });
}

describe('escalation webhooks without the insecure flag', () => {
  it('refuses loopback and http destinations', async () => {
    const t = await makeApp();
    try {
      for (const url of ['http://127.0.0.1:8080/hook', 'https://localhost/hook', 'http://hooks.example.org/x']) {
        const res = await t.call({
          method: 'POST',
          url: '/api/escalations/subscriptions',
          payload: { url, events: ['escalation.created'] },
        });
        assert.equal(res.statusCode, 400, url);
      }
    } finally {
      await t.close();
    }
  });
});
