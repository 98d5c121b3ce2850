import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES, keyWithRole, makeApp, otherOrg, type TestApp } from './helpers.js';

const NOTE = 'Patient MRN 00482913, DOB 03/04/1962, email jane.roe@example.org, phone (217) 555-0142.';
const ENTITIES = ['MRN', 'DATE_OF_BIRTH', 'EMAIL', 'PHONE'];

for (const engine of ENGINES) {
  describe(`POST /api/redact [${engine}]`, () => {
    let t: TestApp;
    let agentId: string;
    let agentKey: string;
    before(async () => {
      t = await makeApp({ engine });
      agentId = (await t.call({ method: 'POST', url: '/api/agents', payload: { name: 'scribe' } })).json().id;
      const prov = await t.call({
        method: 'POST',
        url: `/api/agents/${agentId}/provision`,
        payload: { boundary: 'process' },
      });
      agentKey = prov.json().apiKey;
    });
    after(() => t.close());

    const redact = (payload: Record<string, unknown>, key?: string) =>
      t.call({ method: 'POST', url: '/api/redact', payload, ...(key ? { key } : {}) });

    it('masks by default with type and offsets, and writes no evidence of the text', async () => {
      const count = async () => (await t.deps.database.db.selectFrom('ledger_entries').select('id').execute()).length;
      const before = await count();
      const res = await redact({ content: NOTE, entities: ENTITIES });
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.equal(body.mode, 'mask');
      assert.equal(
        body.content,
        'Patient MRN [REDACTED:MRN], DOB [REDACTED:DATE_OF_BIRTH], email [REDACTED:EMAIL], phone [REDACTED:PHONE].',
      );
      const at = NOTE.indexOf('jane.roe@');
      assert.deepEqual(body.findings[2], { type: 'EMAIL', start: at, end: at + 20 });
      assert.equal(await count(), before);
      const only = (await redact({ content: NOTE, entities: ['EMAIL'] })).json();
      assert.deepEqual(
        only.findings.map((f: { type: string }) => f.type),
        ['EMAIL'],
      );
    });

    it('pseudonym and tokenize are consistent with authorize in the same session', async () => {
      const p = (await redact({ content: NOTE, entities: ENTITIES, mode: 'pseudonym', agentId, session: 's1' })).json();
      assert.equal(p.content, 'Patient MRN [MRN_1], DOB [DATE_OF_BIRTH_1], email [EMAIL_1], phone [PHONE_1].');
      await t.call({
        method: 'PUT',
        url: '/api/latches/latch-2/settings',
        payload: { piiTypes: ENTITIES, piiMode: 'pseudonym' },
      });
      const d = (
        await t.call({
          method: 'POST',
          url: '/api/policy/authorize',
          payload: { agentId, session: 's1', stage: 'output', content: 'cc jane.roe@example.org' },
        })
      ).json();
      assert.equal(d.transformedContent, 'cc [EMAIL_1]');
      // The org mode is the default mode; the agent key is bound to its agent without naming it.
      const byAgent = (await redact({ content: 'cc jane.roe@example.org', session: 's1' }, agentKey)).json();
      assert.deepEqual(byAgent.content, 'cc [EMAIL_1]');
      const tok = (
        await redact({ content: NOTE, entities: ['EMAIL'], mode: 'tokenize', session: 's1' }, agentKey)
      ).json();
      assert.match(tok.content, /email \[\[EMAIL:tok_[a-z]{16}\]\], phone/);
      const back = (
        await t.call({
          method: 'POST',
          url: '/api/policy/authorize',
          payload: { agentId, session: 's1', stage: 'delivery', content: tok.content },
        })
      ).json();
      // Restored; under the org's pseudonym mode the values never sent out come back as pseudonyms.
      assert.equal(
        back.transformedContent,
        'Patient MRN [MRN_1], DOB [DATE_OF_BIRTH_1], email jane.roe@example.org, phone [PHONE_1].',
      );
      const reset = await t.call({ method: 'PUT', url: '/api/latches/latch-2/settings', payload: { piiMode: 'mask' } });
      assert.equal(reset.statusCode, 200, reset.body);
    });

    it('refusals in the PDP shape: validation, agent binding, roles, other orgs', async () => {
      const cases: Array<[Record<string, unknown>, number, RegExp, string?]> = [
        [{}, 400, /content/],
        [{ content: 'x', mode: 'hash' }, 400, /mode/],
        [{ content: 'x', entities: ['NOPE'] }, 400, /entities has unknown types: NOPE/],
        [{ content: 'x', mode: 'tokenize' }, 400, /agentId is required/],
        [{ content: 'x', agentId: 'agt_nope', mode: 'pseudonym' }, 404, /agent not found/],
        [{ content: 'x', extra: 1 }, 400, /extra|additional/i],
        [{ content: 'x', agentId: 'agt_other' }, 403, /own agent/, agentKey],
        [{ content: 'x' }, 403, /.+/, await keyWithRole(t, 'auditor')],
        [{ content: 'x', agentId, mode: 'tokenize' }, 404, /agent not found/, (await otherOrg(t)).key],
      ];
      for (const [payload, status, message, key] of cases) {
        const res = await redact(payload, key);
        assert.equal(res.statusCode, status, `${JSON.stringify(payload)}: ${res.body}`);
        assert.equal(typeof res.json().error, 'string');
        assert.match(res.json().error, message);
      }
      for (const role of ['member', 'agent'] as const) {
        const res = await redact({ content: 'x' }, role === 'agent' ? agentKey : await keyWithRole(t, role));
        assert.equal(res.statusCode, 200, res.body);
      }
    });
  });
}
