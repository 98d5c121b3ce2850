import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { jcs } from '../src/platform/crypto/hash.js';
import { ENGINES, keyWithRole, makeApp, otherOrg, type TestApp } from './helpers.js';

for (const engine of ENGINES) {
  describe(`pdp evidence, permits, escalations [${engine}]`, () => {
    let t: TestApp;
    let agentId: string;
    let agentKey: string;
    before(async () => {
      t = await makeApp({ engine });
      agentId = (
        await t.call({
          method: 'POST',
          url: '/api/agents',
          payload: { name: 'ops', tools: ['transfer_funds', 'send_email'] },
        })
      ).json().id;
      agentKey = (
        await t.call({ method: 'POST', url: `/api/agents/${agentId}/provision`, payload: { boundary: 'process' } })
      ).json().apiKey;
    });
    after(() => t.close());

    const authorize = async (body: Record<string, unknown>) => {
      const res = await t.call({
        method: 'POST',
        url: '/api/policy/authorize',
        key: agentKey,
        payload: { agentId, ...body },
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.json();
    };

    it('every authorize writes a policy_decision event without raw content, simulated marked', async () => {
      const secretText = 'Patient jane.roe@example.org asked about results';
      const d = await authorize({ stage: 'output', content: secretText, session: 's-1', simulated: true });
      const res = await t.call({ method: 'GET', url: `/api/events?type=policy_decision&session=s-1` });
      assert.equal(res.statusCode, 200);
      const [event] = res.json().events;
      assert.equal(event.id, d.decisionId);
      assert.equal(event.type, 'policy_decision');
      assert.equal(event.agentId, agentId);
      assert.equal(event.data.verdict, 'WARN');
      assert.equal(event.data.simulated, true);
      assert.equal(event.data.contentLength, secretText.length);
      assert.match(event.data.contentSha256, /^sha256:[0-9a-f]{64}$/);
      assert.deepEqual(event.data.findings, [{ policyId: 'latch-2', type: 'EMAIL', count: 1 }]);
      assert.ok(!JSON.stringify(event).includes('jane.roe'), 'no raw content in evidence');
      const byAgent = (
        await t.call({ method: 'GET', url: `/api/events?agentId=${agentId}&type=policy_decision` })
      ).json();
      assert.ok(byAgent.events.some((e: { id: string }) => e.id === d.decisionId));
      const otherAgent = (await t.call({ method: 'GET', url: '/api/events?agentId=agt_none' })).json();
      assert.equal(otherAgent.events.length, 0);
      assert.deepEqual(Object.keys(event.integrity).sort(), ['hash', 'prev_hash', 'seq']);
    });

    it('POST /api/events: server sets receivedAt and ts when absent; filters, cursor, verify', async () => {
      const ok = await t.call({
        method: 'POST',
        url: '/api/events',
        key: agentKey,
        payload: { type: 'agent.trace', session: 's-2', data: { step: 1 } },
      });
      assert.equal(ok.statusCode, 200);
      assert.equal(ok.json().ok, true);
      await t.call({
        method: 'POST',
        url: '/api/events',
        key: agentKey,
        payload: { type: 'agent.trace', session: 's-2', ts: 1000, data: { step: 2 } },
      });
      const forged = await t.call({
        method: 'POST',
        url: '/api/events',
        key: agentKey,
        payload: { type: 'policy_decision', data: {} },
      });
      assert.equal(forged.statusCode, 400);
      const { events } = (await t.call({ method: 'GET', url: '/api/events?session=s-2' })).json();
      assert.equal(events.length, 2);
      assert.equal(events[0].ts, 1000, 'newest first by sequence');
      assert.ok(events[1].ts >= events[1].receivedAt - 5 && events[1].receivedAt > 1000);
      assert.equal(events[1].session, 's-2');
      const range = (await t.call({ method: 'GET', url: '/api/events?session=s-2&from=0&to=2000' })).json();
      assert.equal(range.events.length, 1);
      const page1 = (await t.call({ method: 'GET', url: '/api/events?limit=1' })).json();
      assert.equal(page1.events.length, 1);
      const page2 = (await t.call({ method: 'GET', url: `/api/events?limit=1&cursor=${page1.nextCursor}` })).json();
      assert.ok(page2.events[0].integrity.seq < page1.events[0].integrity.seq);
      assert.equal((await t.call({ method: 'GET', url: '/api/events?cursor=abc' })).statusCode, 400);
      assert.equal((await t.call({ method: 'GET', url: '/api/events?limit=0' })).statusCode, 400);
      const verify = (await t.call({ method: 'GET', url: '/api/events/verify' })).json();
      assert.equal(verify.valid, true);
      assert.ok(verify.entryCount >= 3);
      const foreign = await otherOrg(t);
      assert.equal((await t.call({ method: 'GET', url: '/api/events', key: foreign.key })).json().events.length, 0);
    });

    it('tampering with an evidence entry is caught by verify', async () => {
      await t.call({
        method: 'POST',
        url: '/api/events',
        key: agentKey,
        payload: { type: 'agent.trace', data: { n: 1 } },
      });
      const row = await t.deps.database.db
        .selectFrom('ledger_entries')
        .select(['seq', 'body'])
        .where('org_id', '=', t.org.id)
        .where('log', '=', 'evidence')
        .orderBy('seq', 'desc')
        .executeTakeFirst();
      await t.deps.database.db
        .updateTable('ledger_entries')
        .set({ body: row!.body.replace('"n":1', '"n":2') })
        .where('org_id', '=', t.org.id)
        .where('log', '=', 'evidence')
        .where('seq', '=', row!.seq)
        .execute();
      const verify = (await t.call({ method: 'GET', url: '/api/events/verify' })).json();
      assert.equal(verify.valid, false);
      assert.equal(verify.errors[0].seq, Number(row!.seq));
      await t.deps.database.db
        .updateTable('ledger_entries')
        .set({ body: row!.body })
        .where('org_id', '=', t.org.id)
        .where('log', '=', 'evidence')
        .where('seq', '=', row!.seq)
        .execute();
    });

    it('permits: redeem once; 409 again, 403 on mismatch, 410 expired', async () => {
      const args = { to: 'ward-7', body: 'hello' };
      const d = await authorize({ stage: 'action', tool: 'sendEmail', args });
      const redeem = (id: string, body: Record<string, unknown>, key = agentKey) =>
        t.call({ method: 'POST', url: `/api/permits/${id}/redeem`, key, payload: body });
      assert.equal(
        (await redeem(d.permitId, { agentId, tool: 'send_email', args: { ...args, to: 'ward-8' } })).statusCode,
        403,
      );
      assert.equal((await redeem(d.permitId, { agentId, tool: 'transfer_funds', args })).statusCode, 403);
      const ok = await redeem(d.permitId, { agentId, tool: 'Send-Email', args: { body: 'hello', to: 'ward-7' } });
      assert.equal(ok.statusCode, 200, ok.body);
      assert.equal(ok.json().permitId, d.permitId);
      assert.equal((await redeem(d.permitId, { agentId, tool: 'send_email', args })).statusCode, 409);
      assert.equal((await redeem('pmt_nope', { agentId, tool: 'send_email', args })).statusCode, 404);
      const redeemed = (await t.call({ method: 'GET', url: '/api/events?type=permit_redeemed' })).json().events;
      assert.equal(redeemed.length, 1);
      const e = await authorize({ stage: 'action', tool: 'send_email', args });
      await t.deps.database.db
        .updateTable('permits')
        .set({ expires_at: Date.now() - 1 })
        .where('id', '=', e.permitId)
        .execute();
      assert.equal((await redeem(e.permitId, { agentId, tool: 'send_email', args })).statusCode, 410);
    });

    it('escalations: pending escalates again, approved allows once with a permit, denied blocks', async () => {
      const req = { stage: 'action', tool: 'transfer_funds', args: { amount: 2500, verification: 'verified' } };
      const first = await authorize(req);
      assert.equal(first.verdict, 'ESCALATE');
      const escId = first.escalationId;
      const esc = (await t.call({ method: 'GET', url: `/api/escalations/${escId}` })).json();
      assert.equal(esc.status, 'pending');
      assert.equal(esc.policyId, 'latch-4');
      assert.ok(esc.expiresAt - esc.createdAt === 24 * 3_600_000);
      const pending = await authorize({ ...req, escalationId: escId });
      assert.equal(pending.verdict, 'ESCALATE');
      assert.equal(pending.escalationId, escId);

      const other = await authorize({ ...req, args: { amount: 9000, verification: 'verified' }, escalationId: escId });
      assert.equal(other.verdict, 'BLOCK');
      assert.equal(other.rule, 'escalation-mismatch');

      const agentTry = await t.call({
        method: 'POST',
        url: `/api/escalations/${escId}/resolve`,
        key: agentKey,
        payload: { approve: true },
      });
      assert.equal(agentTry.statusCode, 403, 'an agent cannot approve its own escalation');
      const reviewer = await keyWithRole(t, 'reviewer');
      const approved = await t.call({
        method: 'POST',
        url: `/api/escalations/${escId}/resolve`,
        key: reviewer,
        payload: { approve: true, note: 'ok by ward lead' },
      });
      assert.equal(approved.statusCode, 200, approved.body);
      assert.equal(approved.json().status, 'approved');
      assert.equal(
        (await t.call({ method: 'POST', url: `/api/escalations/${escId}/resolve`, payload: { approve: false } }))
          .statusCode,
        409,
      );

      const allowed = await authorize({ ...req, escalationId: escId });
      assert.equal(allowed.verdict, 'ALLOW');
      assert.match(allowed.permitId, /^pmt_/);
      assert.equal(allowed.escalationId, escId);
      const reused = await authorize({ ...req, escalationId: escId });
      assert.equal(reused.verdict, 'BLOCK');
      assert.equal(reused.rule, 'escalation-used');

      const second = await authorize(req);
      await t.call({
        method: 'POST',
        url: `/api/escalations/${second.escalationId}/resolve`,
        payload: { approve: false, note: 'no' },
      });
      const denied = await authorize({ ...req, escalationId: second.escalationId });
      assert.equal(denied.verdict, 'BLOCK');
      assert.equal(denied.rule, 'escalation-denied');

      const third = await authorize(req);
      await t.deps.database.db
        .updateTable('escalations')
        .set({ expires_at: Date.now() - 1 })
        .where('id', '=', third.escalationId)
        .execute();
      const expired = await authorize({ ...req, escalationId: third.escalationId });
      assert.equal(expired.rule, 'escalation-expired');
      assert.equal(
        (await t.call({ method: 'GET', url: `/api/escalations/${third.escalationId}` })).json().status,
        'expired',
      );

      const list = (await t.call({ method: 'GET', url: '/api/escalations?status=denied' })).json();
      assert.deepEqual(
        list.escalations.map((e: { id: string }) => e.id),
        [second.escalationId],
      );
      const unknown = await t.call({
        method: 'POST',
        url: '/api/policy/authorize',
        key: agentKey,
        payload: { agentId, ...req, escalationId: 'esc_nope' },
      });
      assert.equal(unknown.statusCode, 400);
      const resolved = (await t.call({ method: 'GET', url: '/api/events?type=escalation_resolved' })).json().events;
      assert.equal(resolved.length, 2);
    });

    it("an agent key reads its own agent's escalation (without resolvedBy), no other, and lists none", async () => {
      const req = { stage: 'action', tool: 'transfer_funds', args: { amount: 2500, verification: 'verified' } };
      const esc = (await authorize(req)).escalationId;
      const read = (key: string) => t.call({ method: 'GET', url: `/api/escalations/${esc}`, key });
      const pending = await read(agentKey);
      assert.equal(pending.statusCode, 200, pending.body);
      assert.equal(pending.json().status, 'pending');
      await t.call({ method: 'POST', url: `/api/escalations/${esc}/resolve`, payload: { approve: true, note: 'ok' } });
      const approved = (await read(agentKey)).json();
      assert.equal(approved.status, 'approved');
      assert.equal(approved.note, 'ok');
      assert.equal(approved.resolvedBy, null, 'an agent is not told who approved');
      assert.notEqual((await read(t.adminKey)).json().resolvedBy, null);

      const other = (
        await t.call({ method: 'POST', url: '/api/agents', payload: { name: 'other', tools: ['transfer_funds'] } })
      ).json().id;
      const otherKey = (
        await t.call({ method: 'POST', url: `/api/agents/${other}/provision`, payload: { boundary: 'process' } })
      ).json().apiKey;
      const foreign = await read(otherKey);
      assert.equal(foreign.statusCode, 404, 'as missing as an unknown id');
      assert.deepEqual(foreign.json(), { error: 'escalation not found' });
      assert.equal((await t.call({ method: 'GET', url: '/api/escalations', key: agentKey })).statusCode, 403);
      const elsewhere = await otherOrg(t);
      assert.equal((await read(elsewhere.key)).statusCode, 404);
    });

    it('every stored evidence body is exactly its JCS form (the hot path builds it pre-sorted)', async () => {
      const rows = await t.deps.database.db
        .selectFrom('ledger_entries')
        .select('body')
        .where('org_id', '=', t.org.id)
        .where('log', '=', 'evidence')
        .execute();
      assert.ok(rows.length > 10);
      for (const { body } of rows) assert.equal(jcs(JSON.parse(body)), body);
    });
  });
}
