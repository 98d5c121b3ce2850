import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { auditTypes, ENGINES, keyWithRole, makeApp, otherOrg, type TestApp } from './helpers.js';

for (const engine of ENGINES) {
  describe(`pdp agents and policies [${engine}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await makeApp({ engine });
    });
    after(() => t.close());

    const onboard = async (body: Record<string, unknown> = {}) => {
      const res = await t.call({ method: 'POST', url: '/api/agents', payload: { name: 'triage', ...body } });
      assert.equal(res.statusCode, 201, res.body);
      return res.json();
    };

    it('lists the builtin playground agent as { agents }', async () => {
      const res = await t.call({ method: 'GET', url: '/api/agents' });
      assert.equal(res.statusCode, 200);
      const { agents } = res.json();
      const playground = agents.find((a: { name: string }) => a.name === 'playground');
      assert.equal(playground.source, 'builtin');
      assert.match(playground.id, /^agt_/);
      assert.equal(playground.runtime.status, 'not_provisioned');
      assert.equal(playground.apiKeyMasked, '');
    });

    it('onboards with normalized tools, gets, updates and deletes', async () => {
      const a = await onboard({ tools: ['Send-Email', 'sendEmail', 'lookupPatient'], categories: ['triage'] });
      assert.equal(a.source, 'api');
      assert.equal(a.status, 'active');
      assert.deepEqual(a.tools, ['send_email', 'lookup_patient']);
      assert.equal((await t.call({ method: 'GET', url: `/api/agents/${a.id}` })).json().name, 'triage');
      const patched = await t.call({
        method: 'PATCH',
        url: `/api/agents/${a.id}`,
        payload: { tools: [' SEND EMAIL '], status: 'suspended' },
      });
      assert.equal(patched.statusCode, 200);
      assert.deepEqual(patched.json().tools, ['send_email']);
      assert.equal(patched.json().status, 'suspended');
      assert.ok(patched.json().updatedAt > a.updatedAt);
      assert.equal((await t.call({ method: 'DELETE', url: `/api/agents/${a.id}` })).statusCode, 204);
      const gone = await t.call({ method: 'GET', url: `/api/agents/${a.id}` });
      assert.equal(gone.statusCode, 404);
      assert.deepEqual(gone.json(), { error: 'agent not found' });
      const types = await auditTypes(t);
      for (const e of ['agent.created', 'agent.updated', 'agent.deleted']) assert.ok(types.includes(e), e);
    });

    it('PUT policies: unknown id is a 400 naming it, baseline dropped, duplicates removed, order kept', async () => {
      const a = await onboard();
      const bad = await t.call({
        method: 'PUT',
        url: `/api/agents/${a.id}/policies`,
        payload: { policyIds: ['lib-bulk-record-export', 'pol_nope'] },
      });
      assert.equal(bad.statusCode, 400);
      assert.match(bad.json().error, /pol_nope/);
      assert.deepEqual(
        (await t.call({ method: 'GET', url: `/api/agents/${a.id}` })).json().policyIds,
        [],
        'nothing written',
      );
      const ok = await t.call({
        method: 'PUT',
        url: `/api/agents/${a.id}/policies`,
        payload: {
          policyIds: ['lib-self-harm-escalation', 'latch-2', 'lib-bulk-record-export', 'lib-self-harm-escalation'],
        },
      });
      assert.equal(ok.statusCode, 200);
      assert.deepEqual(ok.json().policyIds, ['lib-self-harm-escalation', 'lib-bulk-record-export']);
      const missing = await t.call({ method: 'PUT', url: '/api/agents/agt_nope/policies', payload: { policyIds: [] } });
      assert.equal(missing.statusCode, 404);
    });

    it('provision returns an agent key once, masks it after, refuses secrets in env', async () => {
      const a = await onboard();
      const secretEnv = await t.call({
        method: 'POST',
        url: `/api/agents/${a.id}/provision`,
        payload: { boundary: 'container', env: { OPENAI_API_KEY: 'x' } },
      });
      assert.equal(secretEnv.statusCode, 400);
      assert.match(secretEnv.json().error, /OPENAI_API_KEY/);
      const res = await t.call({
        method: 'POST',
        url: `/api/agents/${a.id}/provision`,
        payload: { boundary: 'container', env: { REGION: 'eu' } },
      });
      assert.equal(res.statusCode, 200, res.body);
      const { agent, apiKey } = res.json();
      assert.match(apiKey, /^lk_live_/);
      assert.equal(agent.runtime.status, 'provisioned');
      assert.equal(agent.runtime.boundary, 'container');
      assert.deepEqual(agent.runtime.env, { REGION: 'eu' });
      assert.ok(agent.runtime.provisionedAt > 0);
      assert.equal(agent.apiKeyMasked, `lk_live_…${apiKey.slice(-4)}`);
      const read = await t.call({ method: 'GET', url: `/api/agents/${a.id}` });
      assert.ok(!read.body.includes(apiKey), 'the key is never returned again');
      const stored = await t.deps.database.db
        .selectFrom('agents')
        .select('api_key_enc')
        .where('id', '=', a.id)
        .executeTakeFirst();
      assert.ok(stored?.api_key_enc && !stored.api_key_enc.includes(apiKey), 'stored encrypted');
      // The agent key may not manage agents, and a re-provision revokes it.
      assert.equal((await t.call({ method: 'GET', url: '/api/agents', key: apiKey })).statusCode, 403);
      const again = await t.call({ method: 'POST', url: `/api/agents/${a.id}/provision`, payload: { boundary: 'vm' } });
      assert.equal(again.statusCode, 200);
      const old = await t.call({ method: 'POST', url: '/api/events', key: apiKey, payload: { type: 'trace' } });
      assert.equal(old.statusCode, 401);
    });

    it('policies: catalog, content rule and Cedar create/update/delete, 409 while attached', async () => {
      const { policies } = (await t.call({ method: 'GET', url: '/api/policies' })).json();
      const kinds = (k: string) =>
        policies.filter((p: { kind: string }) => p.kind === k).map((p: { id: string }) => p.id);
      assert.deepEqual(kinds('baseline'), ['latch-0', 'latch-1', 'latch-2', 'latch-3', 'latch-4', 'latch-5']);
      assert.ok(kinds('library').length >= 4);

      const content = await t.call({
        method: 'POST',
        url: '/api/policies',
        payload: {
          type: 'content',
          name: 'no-internal-codes',
          stages: ['output'],
          rule: { keywords: ['codename'], patterns: ['PRJ-\\d{4}'], verdict: 'WARN', redact: true },
        },
      });
      assert.equal(content.statusCode, 201, content.body);
      assert.match(content.json().id, /^pol_/);
      assert.equal(content.json().version, 1);

      const redos = await t.call({
        method: 'POST',
        url: '/api/policies',
        payload: { type: 'content', name: 'bad', stages: ['output'], rule: { patterns: ['(a+)+$'], verdict: 'BLOCK' } },
      });
      assert.equal(redos.statusCode, 400);
      assert.match(redos.json().error, /patterns\[0\]/);

      const badCedar = await t.call({
        method: 'POST',
        url: '/api/policies',
        payload: { type: 'cedar', name: 'x', cedar: 'forbid (principal, action' },
      });
      assert.equal(badCedar.statusCode, 400);
      assert.match(badCedar.json().error, /cedar/);

      const cedar = await t.call({
        method: 'POST',
        url: '/api/policies',
        payload: {
          type: 'cedar',
          name: 'no-deletes',
          cedar:
            '@verdict("BLOCK") @reason("deletes are off") forbid (principal, action, resource == Tool::"delete_record");',
        },
      });
      assert.equal(cedar.statusCode, 201, cedar.body);
      const id = cedar.json().id;
      const updated = await t.call({ method: 'PUT', url: `/api/policies/${id}`, payload: { description: 'v2' } });
      assert.equal(updated.json().version, 2);

      const a = await onboard();
      await t.call({ method: 'PUT', url: `/api/agents/${a.id}/policies`, payload: { policyIds: [id] } });
      const busy = await t.call({ method: 'DELETE', url: `/api/policies/${id}` });
      assert.equal(busy.statusCode, 409);
      await t.call({ method: 'PUT', url: `/api/agents/${a.id}/policies`, payload: { policyIds: [] } });
      assert.equal((await t.call({ method: 'DELETE', url: `/api/policies/${id}` })).statusCode, 204);
      assert.equal((await t.call({ method: 'GET', url: `/api/policies/${id}` })).statusCode, 404);
      assert.equal((await t.call({ method: 'DELETE', url: '/api/policies/latch-1' })).statusCode, 403);
      const types = await auditTypes(t);
      for (const e of ['policy.created', 'policy.updated', 'policy.deleted']) assert.ok(types.includes(e), e);
    });

    it('latch settings: read defaults, replace, refuse foreign fields and inverted limits', async () => {
      const get = await t.call({ method: 'GET', url: '/api/latches/latch-4/settings' });
      assert.deepEqual(get.json().settings, { reviewThreshold: 1000, hardCap: 10000 });
      const wrong = await t.call({
        method: 'PUT',
        url: '/api/latches/latch-4/settings',
        payload: { piiTypes: ['EMAIL'] },
      });
      assert.equal(wrong.statusCode, 400);
      const inverted = await t.call({
        method: 'PUT',
        url: '/api/latches/latch-4/settings',
        payload: { reviewThreshold: 500, hardCap: 100 },
      });
      assert.equal(inverted.statusCode, 400);
      const put = await t.call({
        method: 'PUT',
        url: '/api/latches/latch-4/settings',
        payload: { reviewThreshold: 50 },
      });
      assert.equal(put.statusCode, 200);
      assert.deepEqual(put.json().settings, { reviewThreshold: 50, hardCap: 10000 });
      assert.equal((await t.call({ method: 'GET', url: '/api/latches/latch-9/settings' })).statusCode, 404);
      // Found by the fuzz test: ids are user input, never object keys.
      assert.equal((await t.call({ method: 'GET', url: '/api/latches/__proto__/settings' })).statusCode, 404);
      assert.equal((await t.call({ method: 'GET', url: '/api/policies/constructor' })).statusCode, 404);
      await t.call({ method: 'PUT', url: '/api/latches/latch-4/settings', payload: {} });
    });

    it('roles and orgs: auditors read, cannot write; another org sees none of it', async () => {
      const auditor = await keyWithRole(t, 'auditor');
      assert.equal((await t.call({ method: 'GET', url: '/api/agents', key: auditor })).statusCode, 200);
      assert.equal(
        (await t.call({ method: 'POST', url: '/api/agents', key: auditor, payload: { name: 'x' } })).statusCode,
        403,
      );
      const a = await onboard();
      const other = await otherOrg(t);
      const list = (await t.call({ method: 'GET', url: '/api/agents', key: other.key })).json();
      assert.ok(!list.agents.some((x: { id: string }) => x.id === a.id));
      assert.equal((await t.call({ method: 'GET', url: `/api/agents/${a.id}`, key: other.key })).statusCode, 404);
      assert.equal(
        (await t.call({ method: 'PATCH', url: `/api/agents/${a.id}`, key: other.key, payload: { name: 'y' } }))
          .statusCode,
        404,
      );
      assert.equal((await t.call({ method: 'GET', url: '/api/agents', key: null })).statusCode, 401);
      const unknown = await t.call({ method: 'POST', url: '/api/agents', payload: { name: 'x', nmae: 'y' } });
      assert.equal(unknown.statusCode, 400);
      assert.equal(typeof unknown.json().error, 'string');
    });
  });
}
