import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES, makeApp, type TestApp } from './helpers.js';

/** A note header with the Safe Harbor dates and identifiers of ADR 0039, and medical text that must stay. */
const NOTE = [
  'Record date: 2069-04-07',
  'MRN:      8249813',
  'Member ID: XJH123456789. Fax: 617-555-0199',
  'A 92 y/o with Parkinson disease, BP 120/80, GCS 15, seen at 14:30 on Nov 3.',
].join('\n');
const REDACTED = [
  'Record date: [REDACTED:DATE]',
  'MRN:      [REDACTED:MRN]',
  'Member ID: [REDACTED:HEALTH_PLAN]. Fax: [REDACTED:FAX]',
  'A [REDACTED:AGE] y/o with Parkinson disease, BP 120/80, GCS 15, seen at 14:30 on [REDACTED:DATE].',
].join('\n');

for (const engine of ENGINES) {
  describe(`latch-2 PHI dates and identifiers [${engine}]`, () => {
    let t: TestApp;
    let agentId: string;
    before(async () => {
      t = await makeApp({ engine });
      agentId = (await t.call({ method: 'POST', url: '/api/agents', payload: { name: 'phi-bot' } })).json().id;
    });
    after(() => t.close());

    const decide = async (content: string) => {
      const res = await t.call({
        method: 'POST',
        url: '/api/policy/authorize',
        payload: { agentId, stage: 'output', content },
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.json();
    };

    it('redacts dates, ages over 89, MRNs, plan numbers and faxes in a note; medical text stays', async () => {
      const d = await decide(NOTE);
      assert.equal(d.verdict, 'WARN');
      assert.equal(d.policyId, 'latch-2');
      assert.equal(d.transformedContent, REDACTED);
    });

    it('GET /api/policies/latch-2 lists every entity type, the new ones included', async () => {
      const latch = (await t.call({ method: 'GET', url: '/api/policies/latch-2' })).json();
      for (const type of ['EMAIL', 'MRN', 'DATE', 'AGE', 'DEA', 'VIN', 'DEVICE_ID', 'URL', 'FAX']) {
        assert.ok(latch.entityTypes.includes(type), type);
      }
      const other = (await t.call({ method: 'GET', url: '/api/policies/latch-1' })).json();
      assert.equal(other.entityTypes, undefined);
    });

    it('the new types are selectable per org, and the selection is stored', async () => {
      const put = await t.call({
        method: 'PUT',
        url: '/api/latches/latch-2/settings',
        payload: { piiTypes: ['MRN', 'DEA', 'VIN', 'DEVICE_ID', 'URL'] },
      });
      assert.equal(put.statusCode, 200, put.body);
      const get = await t.call({ method: 'GET', url: '/api/latches/latch-2/settings' });
      assert.deepEqual(get.json().settings.piiTypes, ['MRN', 'DEA', 'VIN', 'DEVICE_ID', 'URL']);
      const d = await decide(NOTE);
      assert.equal(d.transformedContent, NOTE.replace('8249813', '[REDACTED:MRN]'));
      await t.call({ method: 'PUT', url: '/api/latches/latch-2/settings', payload: {} });
    });

    it('content rules accept the new types and refuse unknown ones', async () => {
      const ok = await t.call({
        method: 'POST',
        url: '/api/policies',
        payload: {
          type: 'content',
          name: 'no-dea',
          stages: ['output'],
          rule: { piiTypes: ['DEA', 'LICENSE'], verdict: 'WARN', redact: true },
        },
      });
      assert.equal(ok.statusCode, 201, ok.body);
      const bad = await t.call({
        method: 'POST',
        url: '/api/policies',
        payload: {
          type: 'content',
          name: 'bad',
          stages: ['output'],
          rule: { piiTypes: ['DATES'], verdict: 'WARN', redact: true },
        },
      });
      assert.equal(bad.statusCode, 400);
      assert.match(bad.json().error, /unknown types: DATES/);
    });
  });
}
