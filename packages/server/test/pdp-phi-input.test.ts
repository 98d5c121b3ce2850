import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES, makeApp, otherOrg, type TestApp } from './helpers.js';

interface Finding {
  type: string;
  start: number;
  end: number;
}

const LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const lone = (s: string) => s.match(LONE)?.length ?? 0;
const TOKEN = /\[\[[A-Z_]+:tok_[a-z]{16}\]\]/g;

/** Within the content, disjoint, and never between the halves of a surrogate pair. */
function assertInBounds(content: string, findings: Finding[]): void {
  for (const f of findings) {
    assert.ok(f.start >= 0 && f.start <= f.end && f.end <= content.length, `${JSON.stringify(f)} / ${content.length}`);
    for (const at of [f.start, f.end]) {
      const c = content.charCodeAt(at);
      const b = content.charCodeAt(at - 1);
      assert.ok(!(c >= 0xdc00 && c <= 0xdfff && b >= 0xd800 && b <= 0xdbff), `${at} splits a surrogate pair`);
    }
  }
}

/** Hostile contents: every script, hidden characters, lone surrogates, controls, one huge token. */
const HOSTILE: Array<[string, string]> = [
  ['zero-width SSN', 'SSN 536-\u200B22-12\u200D34'],
  ['zero-width name', 'Patient Jo\u200Bhn Sm\u200Bith was seen'],
  ['fullwidth phone', 'phone （２１７） ５５５－０１４２'],
  ['Cyrillic e-mail', 'write to jоhn.dое@ехаmрlе.cοm today'],
  ['Arabic-Indic SSN', 'رقم الضمان SSN ٥٣٦-٢٢-١٢٣٤'],
  ['Chinese', '患者电话：(217) 555-0142，邮箱 li.wei@example.cn。'],
  ['Hindi', 'रोगी का फोन (217) 555-0142 ईमेल ram@example.in है'],
  ['Russian', 'Пациент Иван Петров, телефон (217) 555-0142'],
  ['emoji', '😀👩‍⚕️ MRN: 00482913 🏥 jane.roe@example.org 🇺🇸'],
  ['NUL and controls', 'SSN 536\u0000-22\u007F-1234\u0001\u001B[31m'],
  ['1 MB token', 'x'.repeat(1_000_000)],
  ['1 MB token with zero-width characters', 'a\u200B'.repeat(250_000)],
];
/** The PHI each hostile content hides: none of its digits may come back in clear. */
const HIDDEN = new Map([
  ['zero-width SSN', '536'],
  ['fullwidth phone', '５５５'],
  ['Cyrillic e-mail', 'ехаmрlе'],
  ['Arabic-Indic SSN', '٥٣٦'],
  ['NUL and controls', '536'],
]);

for (const engine of ENGINES) {
  describe(`latch-2 and POST /api/redact under hostile input [${engine}]`, () => {
    let t: TestApp;
    let agentId: string;
    before(async () => {
      t = await makeApp({ engine });
      agentId = (await t.call({ method: 'POST', url: '/api/agents', payload: { name: 'scribe' } })).json().id;
    });
    after(() => t.close());

    // JSON.stringify writes a lone surrogate as the escape "\ud800", as a hostile client would.
    const post = (url: string, body: Record<string, unknown>, key?: string) =>
      t.call({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
        ...(key ? { key } : {}),
      });

    it('authorize at output: never a 500, findings in bounds, output valid UTF-16', async () => {
      for (const [name, content] of HOSTILE) {
        const res = await post('/api/policy/authorize', { agentId, stage: 'output', content });
        assert.equal(res.statusCode, 200, `${name}: ${res.body.slice(0, 300)}`);
        const d = res.json();
        for (const m of d.matches) assertInBounds(content, m.findings);
        const out = d.transformedContent ?? content;
        assert.ok(lone(out) <= lone(content), `${name}: a lone surrogate was cut out of a pair`);
        const hidden = HIDDEN.get(name);
        if (hidden) {
          assert.equal(d.policyId, 'latch-2', name);
          assert.ok(!out.includes(hidden), `${name}: ${out}`);
        }
      }
    });

    it('lone surrogates ("\\ud800" in JSON) are a clear 400 on both surfaces, never a 500', async () => {
      // The body parser refuses them before any detector runs (detectPhi copes with them: phi-entry.test.ts).
      for (const url of ['/api/policy/authorize', '/api/redact']) {
        for (const content of ['\uD800', 'SSN 536-22-1234 \uDC00', '\uD83D']) {
          const res = await post(url, url === '/api/redact' ? { content } : { agentId, stage: 'output', content });
          assert.equal(res.statusCode, 400, `${url}: ${res.body}`);
          assert.match(res.json().error, /unpaired UTF-16 surrogate/);
        }
      }
    });

    it('POST /api/redact: never a 500, findings in bounds, hidden characters redacted with the value', async () => {
      for (const [name, content] of HOSTILE) {
        const res = await post('/api/redact', { content });
        assert.equal(res.statusCode, 200, `${name}: ${res.body.slice(0, 300)}`);
        const body = res.json();
        assertInBounds(content, body.findings);
        assert.ok(lone(body.content) <= lone(content), name);
        const hidden = HIDDEN.get(name);
        if (hidden) assert.ok(!body.content.includes(hidden), `${name}: ${body.content}`);
      }
      const ssn = (await post('/api/redact', { content: 'SSN 536-\u200B22-12\u200D34.' })).json();
      assert.equal(ssn.content, 'SSN [REDACTED:US_SSN].');
      assert.deepEqual(ssn.findings, [{ type: 'US_SSN', start: 4, end: 17 }]);
      const mail = (await post('/api/redact', { content: 'write to jоhn.dое@ехаmрlе.cοm today' })).json();
      assert.equal(mail.content, 'write to [REDACTED:EMAIL] today');
    });

    it('a content rule with PII types sees through the tricks too', async () => {
      const rule = await t.call({
        method: 'POST',
        url: '/api/policies',
        payload: {
          type: 'content',
          name: 'no-ssn-out',
          stages: ['output'],
          rule: { piiTypes: ['US_SSN'], verdict: 'BLOCK' },
        },
      });
      assert.equal(rule.statusCode, 201, rule.body);
      const ruled = (await t.call({ method: 'POST', url: '/api/agents', payload: { name: 'ruled' } })).json().id;
      const put = await t.call({
        method: 'PUT',
        url: `/api/agents/${ruled}/policies`,
        payload: { policyIds: [rule.json().id] },
      });
      assert.equal(put.statusCode, 200, put.body);
      for (const content of ['SSN 536-\u200B22-1234', 'SSN ５３６－２２－１２３４', 'SSN ٥٣٦-٢٢-١٢٣٤']) {
        const d = (await post('/api/policy/authorize', { agentId: ruled, stage: 'output', content })).json();
        assert.equal(d.verdict, 'BLOCK', content);
        assert.equal(d.policyId, rule.json().id, content);
      }
    });

    it('pseudonyms fold the tricks: the same e-mail with and without hidden characters is one label', async () => {
      const redact = async (content: string) =>
        (await post('/api/redact', { content, mode: 'pseudonym', agentId, session: 'fold' })).json().content;
      assert.equal(await redact('mail jane.roe@example.org'), 'mail [EMAIL_1]');
      assert.equal(await redact('mail ｊａｎｅ．ｒｏｅ＠ｅｘａｍｐｌｅ．ｏｒｇ'), 'mail [EMAIL_1]');
      assert.equal(await redact('mail jane.r\u200Bое@example.org'), 'mail [EMAIL_1]');
      assert.equal(await redact('mail john.roe@example.org'), 'mail [EMAIL_2]');
    });

    it('a tokenize restore for another session, agent or org, or after the TTL restores nothing and says so', async () => {
      const note = 'MRN: 00482913, mail jane.roe@example.org';
      const minted = (await post('/api/redact', { content: note, mode: 'tokenize', agentId, session: 'tok-1' })).json();
      assert.equal(minted.unrestoredTokens, 0);
      const sent: string = minted.content;
      assert.equal(sent.match(TOKEN)?.length, 2, sent);

      // /api/redact never restores, whatever the session, and says how many tokens it left.
      for (const body of [
        { content: sent },
        { content: sent, mode: 'tokenize', agentId, session: 'tok-1' },
        { content: sent, mode: 'pseudonym', agentId, session: 'tok-2' },
      ]) {
        const r = (await post('/api/redact', body)).json();
        assert.equal(r.content, sent, 'tokens left as they are');
        assert.equal(r.unrestoredTokens, 2);
        assert.deepEqual(r.findings, []);
      }

      const refused = async (label: string, body: Record<string, unknown>, key?: string) => {
        const res = await post('/api/policy/authorize', { stage: 'delivery', content: `Reply: ${sent}`, ...body }, key);
        assert.equal(res.statusCode, 200, `${label}: ${res.body}`);
        const d = res.json();
        assert.equal(d.verdict, 'WARN', label);
        assert.equal(d.rule, 'tokens-not-restored', label);
        assert.ok(!d.matches.some((m: { rule: string }) => m.rule === 'tokens-restored'), label);
        const m = d.matches.find((x: { rule: string }) => x.rule === 'tokens-not-restored');
        assert.match(m.reason, /^2 tokens not restored/, label);
        assert.equal(m.findings.length, 2, label);
        assertInBounds(`Reply: ${sent}`, m.findings);
        assert.ok(!(d.transformedContent ?? '').includes('00482913'), label);
        assert.ok(!JSON.stringify(d).includes('jane.roe'), label);
      };
      await refused('another session', { agentId, session: 'tok-other' });
      const otherAgent = (await t.call({ method: 'POST', url: '/api/agents', payload: { name: 'other' } })).json().id;
      await refused('another agent', { agentId: otherAgent, session: 'tok-1' });
      const foreign = await otherOrg(t);
      const foreignAgent = (
        await t.call({ method: 'POST', url: '/api/agents', payload: { name: 'x' }, key: foreign.key })
      ).json().id;
      await refused('another org', { agentId: foreignAgent, session: 'tok-1' }, foreign.key);
      // The owner gets them back, then the TTL runs out.
      const back = (
        await post('/api/policy/authorize', { agentId, session: 'tok-1', stage: 'delivery', content: sent })
      ).json();
      assert.equal(back.rule, 'tokens-restored');
      assert.equal(back.transformedContent, note);
      await t.deps.database.db
        .updateTable('pii_vault')
        .set({ expires_at: Date.now() - 1 })
        .where('session', '=', 'tok-1')
        .execute();
      await refused('after the TTL', { agentId, session: 'tok-1' });
    });

    it('VaultService.settle: a collision with another instance decides again on a fresh load', async () => {
      const vault = t.deps.pdp.vault;
      const scope = { orgId: t.org.id, agentId, session: 'race' };
      const text = 'mail bob@example.org';
      const found = [{ type: 'EMAIL', start: 5, end: 20 }];
      const held = await vault.open(scope, 3_600_000);
      try {
        const apply = (v: typeof held) => v.replace(text, found, 'pseudonym', 'output');
        const first = apply(held);
        assert.equal(first, 'mail [EMAIL_1]');
        // Another instance stored EMAIL_1 for another value in between.
        await t.deps.database.db
          .insertInto('pii_vault')
          .values({
            org_id: scope.orgId,
            agent_id: agentId,
            session: 'race',
            mode: 'pseudonym',
            value_hmac: 'another-value',
            entity_type: 'EMAIL',
            label: 'EMAIL_1',
            sealed: null,
            created_at: Date.now(),
            expires_at: Date.now() + 3_600_000,
          })
          .execute();
        const settled = await vault.settle(held, first, apply);
        assert.equal(settled.result, 'mail [EMAIL_2]');
        assert.equal(settled.session.release, held.release, 'the session stays held by the caller');
      } finally {
        held.release();
      }
      const labels = await t.deps.database.db
        .selectFrom('pii_vault')
        .select('label')
        .where('session', '=', 'race')
        .orderBy('label')
        .execute();
      assert.deepEqual(
        labels.map((r) => r.label),
        ['EMAIL_1', 'EMAIL_2'],
      );
    });
  });
}
