import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Escalation } from '@latchkey/contract';
import { EventSource } from 'eventsource';
import { PdpClient, type PdpError } from '../../client/src/index.js';
import { twoInstances } from './audit-stream-helpers.js';
import { ENGINES, keyWithRole, makeApp, otherOrg, type TestApp } from './helpers.js';

/**
 * The escalation inbox (issue 17, ADR 0046): the list's search and item fields, and the live
 * stream against a listening server with the real `eventsource` client: created, resolved and
 * expired (announced once, whichever sweep runs), same org only.
 */

interface Inbox {
  es: EventSource;
  events: Array<{ type: string; id: string; data: Escalation }>;
  opened: Promise<void>;
  /** Resolves with the first event of `type` for escalation `id`. */
  next(type: string, id: string): Promise<Escalation>;
}

function inbox(base: string, key: string): Inbox {
  const waiting: Array<{ type: string; id: string; resolve: (e: Escalation) => void }> = [];
  const box: Inbox = {
    events: [],
    opened: Promise.resolve(),
    es: new EventSource(`${base}/api/escalations/stream`, {
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...(init?.headers as object), authorization: `Bearer ${key}` } }),
    }),
    next(type, id) {
      const seen = box.events.find((e) => e.type === type && e.data.id === id);
      if (seen) return Promise.resolve(seen.data);
      return new Promise((resolve) => waiting.push({ type, id, resolve }));
    },
  };
  for (const type of ['escalation.created', 'escalation.resolved', 'escalation.expired']) {
    box.es.addEventListener(type, (e) => {
      const data = JSON.parse(e.data) as Escalation;
      box.events.push({ type, id: e.lastEventId, data });
      for (const w of waiting.filter((w) => w.type === type && w.id === data.id)) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve(data);
      }
    });
  }
  box.opened = new Promise((resolve, reject) => {
    box.es.addEventListener('open', () => resolve());
    box.es.addEventListener('error', (e) => reject(new Error(`stream failed: ${e.code} ${e.message}`)));
  });
  return box;
}

for (const engine of ENGINES) {
  describe(`escalation inbox [${engine}]`, () => {
    let t: TestApp;
    let base: string;
    const streams: Inbox[] = [];
    before(async () => {
      t = await makeApp({ engine });
      base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    });
    after(async () => {
      for (const s of streams) s.es.close();
      t.app.server.closeAllConnections();
      await t.close();
    });

    const ok = async (opts: Parameters<TestApp['call']>[0], status = 200) => {
      const res = await t.call(opts);
      assert.equal(res.statusCode, status, `${opts.method} ${opts.url}: ${res.body}`);
      return res.body ? res.json() : null;
    };
    const agent = async (name: string, body: Record<string, unknown> = {}) =>
      (await ok({ method: 'POST', url: '/api/agents', payload: { name, tools: ['transferFunds'], ...body } }, 201))
        .id as string;
    const escalate = async (agentId: string, amount: unknown = 2500) => {
      const d = await ok({
        method: 'POST',
        url: '/api/policy/authorize',
        payload: { agentId, stage: 'action', tool: 'transferFunds', args: { amount, verification: 'verified' } },
      });
      assert.equal(d.verdict, 'ESCALATE', JSON.stringify(d));
      return d.escalationId as string;
    };
    /** The audit entries written about one escalation, oldest first. */
    const auditOf = async (id: string) =>
      (
        await t.deps.database.db
          .selectFrom('ledger_entries')
          .select('kind')
          .where('org_id', '=', t.org.id)
          .where('log', '=', 'audit')
          .where('resource_id', '=', id)
          .orderBy('seq')
          .execute()
      ).map((r) => r.kind);
    const list = async (query: string) =>
      (await ok({ method: 'GET', url: `/api/escalations?${query}` })).escalations as Escalation[];

    it('items carry agentName, latchId, the amount and finding counts (never values)', async () => {
      const a = await agent('Ward 7 payments bot');
      const id = await escalate(a, '2500.50');
      const e = await ok({ method: 'GET', url: `/api/escalations/${id}` });
      assert.equal(e.agentName, 'Ward 7 payments bot');
      assert.equal(e.latchId, 'latch-4');
      assert.equal(e.latchId, e.policyId);
      assert.equal(e.amount, 2500.5);
      assert.deepEqual(e.findings, []);

      const phi = (
        await ok(
          {
            method: 'POST',
            url: '/api/policies',
            payload: {
              type: 'content',
              name: 'phi-out-review',
              stages: ['output'],
              rule: { piiTypes: ['EMAIL'], verdict: 'ESCALATE' },
            },
          },
          201,
        )
      ).id as string;
      const b = await agent('Discharge letters', { policyIds: [phi] });
      const d = await ok({
        method: 'POST',
        url: '/api/policy/authorize',
        payload: { agentId: b, stage: 'output', content: 'Write to jane.roe@example.org and j.doe@example.org' },
      });
      assert.equal(d.verdict, 'ESCALATE', JSON.stringify(d));
      const f = await ok({ method: 'GET', url: `/api/escalations/${d.escalationId}` });
      assert.equal(f.amount, null, 'no amount outside the action stage');
      const email = f.findings.find((x: { type: string }) => x.type === 'EMAIL');
      assert.ok(email && email.count >= 2, JSON.stringify(f.findings));
      assert.ok(!JSON.stringify(f).includes('example.org'), 'no detected value in the escalation');
    });

    it('q searches agent name, tool, reason and rule, case-insensitively; % and _ match themselves', async () => {
      const a = await agent('Pharmacy Refills 50%');
      const id = await escalate(a);
      const ids = async (q: string) => (await list(`q=${encodeURIComponent(q)}`)).map((e) => e.id);
      assert.ok((await ids('pharmacy refills')).includes(id), 'agent name');
      assert.ok((await ids('TRANSFER_FUNDS')).includes(id), 'tool');
      assert.ok((await ids('review threshold')).includes(id), 'reason');
      assert.ok((await ids('threshold-exceeded')).includes(id), 'rule');
      assert.ok((await ids('50%')).includes(id), 'a literal %');
      assert.ok(!(await ids('5_%')).includes(id), '_ is not a wildcard');
      assert.deepEqual(await ids('no such thing anywhere'), []);
      const res = await t.call({ method: 'GET', url: `/api/escalations?q=${'x'.repeat(201)}` });
      assert.equal(res.statusCode, 400);
      assert.equal(typeof res.json().error, 'string');
    });

    it('resolved and expired ones are searchable by status', async () => {
      const a = await agent('Status bot');
      const approved = await escalate(a);
      const expired = await escalate(a);
      await ok({ method: 'POST', url: `/api/escalations/${approved}/resolve`, payload: { approve: true } });
      await t.deps.database.db
        .updateTable('escalations')
        .set({ expires_at: Date.now() - 1 })
        .where('id', '=', expired)
        .execute();
      const q = 'q=status%20bot';
      assert.deepEqual(
        (await list(`${q}&status=approved`)).map((e) => e.id),
        [approved],
      );
      assert.deepEqual(
        (await list(`${q}&status=expired`)).map((e) => e.id),
        [expired],
      );
      assert.deepEqual(await list(`${q}&status=pending`), []);
    });

    it('streams created, resolved and expired to the org, each once, and nothing of another org', async () => {
      const reviewer = await keyWithRole(t, 'reviewer');
      const mine = inbox(base, reviewer);
      const other = await otherOrg(t);
      const theirs = inbox(base, other.key);
      streams.push(mine, theirs);
      await Promise.all([mine.opened, theirs.opened]);

      const a = await agent('Live bot');
      const id = await escalate(a);
      const created = await mine.next('escalation.created', id);
      assert.equal(created.status, 'pending');
      assert.equal(created.agentName, 'Live bot');
      assert.equal(created.amount, 2500);

      await ok({ method: 'POST', url: `/api/escalations/${id}/resolve`, payload: { approve: false, note: 'no' } });
      const resolved = await mine.next('escalation.resolved', id);
      assert.equal(resolved.status, 'denied');
      assert.equal(resolved.note, 'no');

      const late = await escalate(a);
      await mine.next('escalation.created', late);
      await t.deps.database.db
        .updateTable('escalations')
        .set({ expires_at: Date.now() - 1 })
        .where('id', '=', late)
        .execute();
      // Two sweeps (two instances, or one twice): one entry.
      await Promise.all([t.deps.pdp.escalations.announcer.runOnce(), t.deps.pdp.escalations.announcer.runOnce()]);
      await t.deps.pdp.escalations.announcer.runOnce();
      const expired = await mine.next('escalation.expired', late);
      assert.equal(expired.status, 'expired');

      // A marker after everything above: once it arrived, anything else would have too.
      const marker = await escalate(a);
      await mine.next('escalation.created', marker);
      assert.deepEqual(await auditOf(late), ['escalation.created', 'escalation.expired']);
      assert.deepEqual(
        mine.events.filter((e) => [id, late].includes(e.data.id)).map((e) => e.type),
        ['escalation.created', 'escalation.resolved', 'escalation.created', 'escalation.expired'],
      );
      for (const e of mine.events) assert.match(e.id, /^log_/);
      assert.deepEqual(theirs.events, [], 'another org hears nothing');
    });

    it('a creation the deciding process never announced is announced by the sweep', async () => {
      const live = inbox(base, t.adminKey);
      streams.push(live);
      await live.opened;
      const a = await agent('Crash bot');
      const id = await escalate(a);
      await live.next('escalation.created', id);
      assert.deepEqual(await auditOf(id), ['escalation.created']);
      await t.deps.database.db
        .updateTable('escalations')
        .set({ announced_at: null, created_at: Date.now() - 60_000 })
        .where('id', '=', id)
        .execute();
      await t.deps.pdp.escalations.announcer.runOnce();
      await t.deps.pdp.escalations.announcer.runOnce();
      // The simulated crash: the first entry stands, the sweep wrote one more, and only one.
      assert.deepEqual(await auditOf(id), ['escalation.created', 'escalation.created']);
    });

    it('the SDK: escalationEvents() yields the live events; subscriptions round-trip', async () => {
      const client = new PdpClient({ baseUrl: base, apiKey: t.adminKey });
      const ac = new AbortController();
      let opened!: () => void;
      const connected = new Promise<void>((resolve) => {
        opened = resolve;
      });
      const events = client.escalationEvents({ signal: ac.signal, onOpen: () => opened() });
      // The generator connects on its first next(); the server subscribed before it answered.
      const first = events.next();
      await connected;
      const a = await agent('SDK bot');
      const id = await escalate(a);
      let got = (await first).value;
      while (got && got.escalation.id !== id) got = (await events.next()).value;
      assert.equal(got?.type, 'escalation.created');
      assert.equal(got?.escalation.agentName, 'SDK bot');
      assert.match(got?.id ?? '', /^log_/);
      ac.abort();
      await events.return(undefined);

      const sub = await client.createEscalationSubscription({
        url: 'https://hooks.example.org/ward-7',
        events: ['escalation.created'],
      });
      assert.match(sub.secret ?? '', /^whsec_/);
      const { subscriptions } = await client.listEscalationSubscriptions();
      assert.ok(subscriptions.some((x) => x.id === sub.id));
      await client.deleteEscalationSubscription(sub.id);
      await assert.rejects(client.deleteEscalationSubscription(sub.id), (e: PdpError) => e.status === 404);
      const agentKey = await keyWithRole(t, 'agent');
      const refused = new PdpClient({ baseUrl: base, apiKey: agentKey }).escalationEvents();
      await assert.rejects(refused.next(), (e: PdpError) => e.status === 403 && e.code === 'http_error');
    });

    it('the stream needs a key of a person role (agents get 403) and Accept: text/event-stream', async () => {
      const agentKey = await keyWithRole(t, 'agent');
      const res = await fetch(`${base}/api/escalations/stream`, {
        headers: { authorization: `Bearer ${agentKey}`, accept: 'text/event-stream' },
      });
      assert.equal(res.status, 403);
      assert.equal(typeof ((await res.json()) as { error: unknown }).error, 'string');
      const none = await fetch(`${base}/api/escalations/stream`, { headers: { accept: 'text/event-stream' } });
      assert.equal(none.status, 401);
      await none.body?.cancel();
      const plain = await t.call({
        method: 'GET',
        url: '/api/escalations/stream',
        headers: { accept: 'application/json' },
      });
      assert.equal(plain.statusCode, 400);
      assert.match(plain.json().error, /text\/event-stream/);
    });
  });
}

describe('the escalation stream across two instances on one PostgreSQL database', {
  skip: !ENGINES.includes('postgres') && 'LATCHKEY_TEST_DATABASE_URL not set',
}, () => {
  let a: TestApp;
  let b: TestApp;
  let base: string;
  twoInstances((ia, ib, url) => {
    a = ia;
    b = ib;
    base = url;
  });

  it('what instance B decides, resolves and expires reaches a stream on instance A; expiry once across sweeps', async () => {
    const live = inbox(base, a.adminKey);
    try {
      await live.opened;
      const call = async (opts: Parameters<TestApp['call']>[0], status = 200) => {
        const res = await b.call(opts);
        assert.equal(res.statusCode, status, res.body);
        return res.json();
      };
      const agentId = (
        await call({ method: 'POST', url: '/api/agents', payload: { name: 'B bot', tools: ['transferFunds'] } }, 201)
      ).id;
      const raise = async () =>
        (
          await call({
            method: 'POST',
            url: '/api/policy/authorize',
            payload: {
              agentId,
              stage: 'action',
              tool: 'transferFunds',
              args: { amount: 4000, verification: 'verified' },
            },
          })
        ).escalationId as string;
      const first = await raise();
      assert.equal((await live.next('escalation.created', first)).agentName, 'B bot');
      await call({ method: 'POST', url: `/api/escalations/${first}/resolve`, payload: { approve: true } });
      assert.equal((await live.next('escalation.resolved', first)).status, 'approved');

      const second = await raise();
      await live.next('escalation.created', second);
      await b.deps.database.db
        .updateTable('escalations')
        .set({ expires_at: Date.now() - 1 })
        .where('id', '=', second)
        .execute();
      // Both instances sweep at once: the conditional UPDATE lets one of them write the entry.
      await Promise.all([a.deps.pdp.escalations.announcer.runOnce(), b.deps.pdp.escalations.announcer.runOnce()]);
      assert.equal((await live.next('escalation.expired', second)).status, 'expired');
      const expiries = await a.deps.database.db
        .selectFrom('ledger_entries')
        .select('seq')
        .where('log', '=', 'audit')
        .where('kind', '=', 'escalation.expired')
        .where('resource_id', '=', second)
        .execute();
      assert.equal(expiries.length, 1);
    } finally {
      live.es.close();
    }
  });
});
