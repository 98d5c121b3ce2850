import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES, makeApp, type TestApp } from './helpers.js';

const NOTE =
  'Patient John Smith seen at St. Mary Hospital, 1200 Oak Street, Springfield, IL 62704. History of Parkinson disease.';

for (const engine of ENGINES) {
  describe(`latch-2 names and places [${engine}]`, () => {
    let t: TestApp;
    let agentId: string;
    before(async () => {
      t = await makeApp({ engine });
      const res = await t.call({ method: 'POST', url: '/api/agents', payload: { name: 'notes-bot', tools: [] } });
      agentId = res.json().id;
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

    it('redacts names, the street, the town, the ZIP and the hospital, and keeps the disease', async () => {
      const d = await decide(NOTE);
      assert.equal(d.verdict, 'WARN');
      assert.equal(d.policyId, 'latch-2');
      assert.equal(
        d.transformedContent,
        'Patient [REDACTED:PERSON] seen at [REDACTED:ORGANIZATION], [REDACTED:STREET_ADDRESS], [REDACTED:CITY], IL [REDACTED:ZIP]. History of Parkinson disease.',
      );
    });

    it('takes the new types in latch-2 settings and content rules, and reports only the chosen ones', async () => {
      const put = await t.call({
        method: 'PUT',
        url: '/api/latches/latch-2/settings',
        payload: { piiTypes: ['PERSON', 'ZIP'] },
      });
      assert.equal(put.statusCode, 200, put.body);
      const d = await decide(NOTE);
      assert.equal(
        d.transformedContent,
        'Patient [REDACTED:PERSON] seen at St. Mary Hospital, 1200 Oak Street, Springfield, IL [REDACTED:ZIP]. History of Parkinson disease.',
      );
      const bad = await t.call({
        method: 'PUT',
        url: '/api/latches/latch-2/settings',
        payload: { piiTypes: ['NAME'] },
      });
      assert.equal(bad.statusCode, 400);
      assert.match(bad.body, /PERSON/);
    });
  });
}
