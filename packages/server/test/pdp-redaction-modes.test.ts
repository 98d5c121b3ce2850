import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES, makeApp, otherOrg, secondInstance, type TestApp } from './helpers.js';

const NOTE = 'Patient Jane Roe (MRN 00482913), DOB 03/04/1962, email jane.roe@example.org, phone (217) 555-0142.';
const VALUES = ['00482913', '03/04/1962', 'jane.roe@example.org', '(217) 555-0142'];
// The types this note carries today: other detectors (names, places) may join later without changing these tests.
const TYPES = ['MRN', 'DATE_OF_BIRTH', 'EMAIL', 'PHONE'];
const TOKEN = /\[\[([A-Z_]+):tok_[a-z]{16}\]\]/g;

for (const engine of ENGINES) {
  describe(`latch-2 redaction modes and the token vault [${engine}]`, () => {
    let t: TestApp;
    let agentId: string;
    before(async () => {
      t = await makeApp({ engine });
      agentId = (await t.call({ method: 'POST', url: '/api/agents', payload: { name: 'scribe' } })).json().id;
    });
    after(() => t.close());

    const setMode = async (settings: Record<string, unknown>, key?: string) => {
      const res = await t.call({
        method: 'PUT',
        url: '/api/latches/latch-2/settings',
        payload: { piiTypes: TYPES, ...settings },
        ...(key ? { key } : {}),
      });
      assert.equal(res.statusCode, 200, res.body);
    };
    const decide = async (body: Record<string, unknown>, key?: string) => {
      const res = await t.call({
        method: 'POST',
        url: '/api/policy/authorize',
        payload: { agentId, ...body },
        ...(key ? { key } : {}),
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.json();
    };
    const vaultRows = () => t.deps.database.db.selectFrom('pii_vault').selectAll().execute();
    /** Nothing the vault, the evidence feed or the audit log holds may contain a value in clear. */
    const assertNoValueStored = async () => {
      const stored = JSON.stringify([
        await vaultRows(),
        await t.deps.database.db.selectFrom('ledger_entries').select('body').execute(),
      ]);
      for (const v of VALUES) assert.ok(!stored.includes(v), `${v} stored in clear`);
    };

    it('mask stays the default: [REDACTED:TYPE] and nothing in the vault', async () => {
      await setMode({});
      const d = await decide({ stage: 'output', session: 's-mask', content: NOTE });
      assert.equal(d.verdict, 'WARN');
      assert.equal(
        d.transformedContent,
        'Patient Jane Roe (MRN [REDACTED:MRN]), DOB [REDACTED:DATE_OF_BIRTH], email [REDACTED:EMAIL], phone [REDACTED:PHONE].',
      );
      assert.equal((await vaultRows()).length, 0);
      const s = await t.call({ method: 'GET', url: '/api/latches/latch-2/settings' });
      assert.equal(s.json().settings.piiMode, 'mask');
      assert.equal(s.json().settings.tokenTtlSeconds, 86400);
    });

    it('pseudonym: the same value is the same label at every stage of a session, a new one per session', async () => {
      await setMode({ piiMode: 'pseudonym' });
      const egress = await decide({ stage: 'context_egress', session: 's-p1', content: NOTE });
      assert.equal(
        egress.transformedContent,
        'Patient Jane Roe (MRN [MRN_1]), DOB [DATE_OF_BIRTH_1], email [EMAIL_1], phone [PHONE_1].',
      );
      assert.match(egress.reason, /pseudonymized/);
      const out = await decide({
        stage: 'output',
        session: 's-p1',
        content: 'Reply to bob@example.com and jane.roe@example.org',
      });
      assert.equal(out.transformedContent, 'Reply to [EMAIL_2] and [EMAIL_1]');
      const delivery = await decide({ stage: 'delivery', session: 's-p1', content: 'Write to JANE.ROE@example.org' });
      assert.equal(delivery.transformedContent, 'Write to [EMAIL_1]', 'case does not make a new person');
      // A label already in the text is not pseudonymized again.
      const again = await decide({ stage: 'output', session: 's-p1', content: 'As said, [EMAIL_1] wrote.' });
      assert.equal(again.verdict, 'ALLOW');
      const other = await decide({ stage: 'output', session: 's-p2', content: 'Reply to bob@example.com' });
      assert.equal(other.transformedContent, 'Reply to [EMAIL_1]', 'another session numbers on its own');
      // Findings keep type and offsets only; the vault keeps no value (a pseudonym is never restored).
      const at = NOTE.indexOf('jane.roe@');
      assert.deepEqual(egress.matches[0].findings[2], { end: at + 20, start: at, type: 'EMAIL' });
      assert.ok((await vaultRows()).every((r) => r.sealed === null && r.mode === 'pseudonym'));
      await assertNoValueStored();
    });

    it('tokenize: context_egress de-identifies, delivery restores for the same org, agent and session', async () => {
      await setMode({ piiMode: 'tokenize' });
      const egress = await decide({ stage: 'context_egress', session: 's-t1', content: NOTE });
      const sent: string = egress.transformedContent;
      assert.deepEqual(
        [...sent.matchAll(TOKEN)].map((m) => m[1]),
        ['MRN', 'DATE_OF_BIRTH', 'EMAIL', 'PHONE'],
      );
      for (const v of VALUES) assert.ok(!sent.includes(v));
      assert.ok(sent.startsWith('Patient Jane Roe (MRN [[MRN:tok_'));
      // The same value in the same session gets the same token.
      const twice = await decide({ stage: 'output', session: 's-t1', content: 'mail jane.roe@example.org' });
      const emailToken = [...sent.matchAll(TOKEN)][2]![0];
      assert.equal(twice.transformedContent, `mail ${emailToken}`);

      // What the external model answers, with the tokens and a new value it made up.
      const answer = `Summary: ${sent} Cc staff@example.net.`;
      const d = await decide({ stage: 'delivery', session: 's-t1', content: answer });
      assert.equal(d.verdict, 'WARN');
      assert.equal(
        d.transformedContent,
        `Summary: ${NOTE} Cc [REDACTED:EMAIL].`,
        'restored; a value never sent is masked',
      );
      const restored = d.matches.find((m: { rule: string }) => m.rule === 'tokens-restored');
      assert.equal(restored.policyId, 'latch-2');
      assert.equal(restored.findings.length, 4);
      assert.deepEqual(
        restored.findings.map((f: { type: string }) => f.type),
        ['MRN', 'DATE_OF_BIRTH', 'EMAIL', 'PHONE'],
      );
      const first = restored.findings[0];
      assert.equal(answer.slice(first.start, first.end), [...sent.matchAll(TOKEN)][0]![0]);
      assert.ok(!JSON.stringify(d.matches).includes('jane.roe'), 'matches never carry a value');
      const rows = await vaultRows();
      assert.ok(rows.filter((r) => r.mode === 'tokenize').every((r) => r.sealed?.startsWith('v1:')));
      await assertNoValueStored();
    });

    it('a restore for another session, agent or org restores nothing and says so', async () => {
      const sent = (await decide({ stage: 'context_egress', session: 's-t2', content: NOTE })).transformedContent;
      const refused = (d: { verdict: string; transformedContent: string | null; matches: { rule: string }[] }) => {
        assert.equal(d.verdict, 'WARN');
        assert.ok(!(d.transformedContent ?? '').includes('jane.roe'));
        const m = d.matches.find((x) => x.rule === 'tokens-not-restored') as unknown as {
          reason: string;
          findings: { type: string }[];
        };
        assert.match(m.reason, /4 tokens not restored: not issued to this org, agent and session, or expired/);
        assert.ok(m.findings.every((f) => f.type === 'UNRESTORED_TOKEN'));
      };
      refused(await decide({ stage: 'delivery', session: 's-other', content: sent }));
      const otherAgent = (await t.call({ method: 'POST', url: '/api/agents', payload: { name: 'other' } })).json().id;
      refused(await decide({ agentId: otherAgent, stage: 'delivery', session: 's-t2', content: sent }));
      const foreign = await otherOrg(t);
      const foreignAgent = (
        await t.call({ method: 'POST', url: '/api/agents', payload: { name: 'x' }, key: foreign.key })
      ).json().id;
      // The other org keeps the default mask mode: tokens in a delivery still open its vault.
      refused(await decide({ agentId: foreignAgent, stage: 'delivery', session: 's-t2', content: sent }, foreign.key));
    });

    it('an expired token is not restored, and the purge job deletes it', async () => {
      const sent = (await decide({ stage: 'context_egress', session: 's-t3', content: NOTE })).transformedContent;
      await t.deps.database.db
        .updateTable('pii_vault')
        .set({ expires_at: Date.now() - 1 })
        .where('session', '=', 's-t3')
        .execute();
      const d = await decide({ stage: 'delivery', session: 's-t3', content: sent });
      assert.ok(d.matches.some((m: { rule: string }) => m.rule === 'tokens-not-restored'));
      assert.ok(!(d.transformedContent ?? '').includes('jane.roe'));
      assert.ok((await t.deps.pdp.vault.purge()) >= 4);
      const left = await t.deps.database.db
        .selectFrom('pii_vault')
        .select('label')
        .where('session', '=', 's-t3')
        .execute();
      assert.deepEqual(left, []);
    });

    it('a BLOCK at delivery restores nothing; a simulation mints no restorable token', async () => {
      const sent = (await decide({ stage: 'context_egress', session: 's-t4', content: NOTE })).transformedContent;
      const pem = [
        '-----BEGIN',
        'RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA7Vh3Y1L0x5mJq2b8Yk0k1m2n3o4p5q6r7s8t9u0v1w2x3y4z\n-----END',
        'RSA PRIVATE KEY-----',
      ].join(' ');
      const blocked = await decide({ stage: 'delivery', session: 's-t4', content: `${sent} ${pem}` });
      assert.equal(blocked.verdict, 'BLOCK');
      assert.equal(blocked.transformedContent, null);
      const before = (await vaultRows()).length;
      const sim = await decide({
        stage: 'context_egress',
        session: 's-t4',
        simulated: true,
        content: 'x bob2@example.com',
      });
      assert.match(sim.transformedContent, /\[\[EMAIL:tok_[a-z]{16}\]\]/);
      assert.equal((await vaultRows()).length, before);
    });

    it('concurrent requests of one session never give two values the same pseudonym', async () => {
      await setMode({ piiMode: 'pseudonym' });
      const emails = Array.from({ length: 6 }, (_, i) => `person${i}@example.org`);
      const decisions = await Promise.all(
        emails.map((e) => decide({ stage: 'output', session: 's-race', content: `mail ${e}` })),
      );
      const labels = decisions.map((d) => d.transformedContent);
      assert.equal(new Set(labels).size, emails.length, labels.join(' '));
      // Each label the replies used is the one the vault holds, so the session stays consistent.
      const again = await Promise.all(
        emails.map((e) => decide({ stage: 'delivery', session: 's-race', content: `mail ${e}` })),
      );
      assert.deepEqual(
        again.map((d) => d.transformedContent),
        labels,
      );
    });

    it('a content rule overrides the org mode; settings refuse unknown modes and short TTLs', async () => {
      await setMode({ piiMode: 'mask', piiTypes: ['PHONE'] });
      const pol = await t.call({
        method: 'POST',
        url: '/api/policies',
        payload: {
          type: 'content',
          name: 'emails-pseudonymized',
          stages: ['output'],
          rule: { piiTypes: ['EMAIL'], verdict: 'WARN', redact: true, mode: 'pseudonym' },
        },
      });
      assert.equal(pol.statusCode, 201, pol.body);
      const a = (
        await t.call({ method: 'POST', url: '/api/agents', payload: { name: 'ruled', policyIds: [pol.json().id] } })
      ).json().id;
      const d = await decide({ agentId: a, stage: 'output', session: 's-r', content: NOTE });
      assert.equal(
        d.transformedContent,
        'Patient Jane Roe (MRN 00482913), DOB 03/04/1962, email [EMAIL_1], phone [REDACTED:PHONE].',
      );
      for (const bad of [{ piiMode: 'hash' }, { tokenTtlSeconds: 5 }]) {
        const res = await t.call({ method: 'PUT', url: '/api/latches/latch-2/settings', payload: bad });
        assert.equal(res.statusCode, 400, res.body);
        assert.equal(typeof res.json().error, 'string');
      }
    });
  });
}

describe('two instances on one database share a session vault', {
  skip: !ENGINES.includes('postgres') && 'LATCHKEY_TEST_DATABASE_URL not set',
}, () => {
  let a: TestApp;
  let b: TestApp;
  before(async () => {
    a = await makeApp({ engine: 'postgres' });
    // A's key files, hence the vault's HMAC key.
    b = await secondInstance(a);
  });
  after(async () => {
    await b.close();
    await a.close();
  });

  it('racing requests on both get distinct pseudonyms, each the one the vault holds', async () => {
    await a.call({ method: 'PUT', url: '/api/latches/latch-2/settings', payload: { piiMode: 'pseudonym' } });
    const agentId = (await a.call({ method: 'POST', url: '/api/agents', payload: { name: 'twin' } })).json().id;
    const decide = async (t: TestApp, content: string) => {
      const res = await t.call({
        method: 'POST',
        url: '/api/policy/authorize',
        payload: { agentId, stage: 'output', session: 's-two', content },
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().transformedContent as string;
    };
    const emails = Array.from({ length: 8 }, (_, i) => `twin${i}@example.org`);
    const labels = await Promise.all(emails.map((e, i) => decide(i % 2 === 0 ? a : b, `mail ${e}`)));
    // A request that kept losing the race may mask a new value instead (ADR 0040); it never
    // names a pseudonym the vault does not hold for that very value.
    const named = labels.filter((l) => !l.includes('REDACTED'));
    assert.ok(named.length >= emails.length - 1, labels.join(' '));
    assert.equal(new Set(named).size, named.length, labels.join(' '));
    const again = await Promise.all(emails.map((e) => decide(a, `mail ${e}`)));
    labels.forEach((l, i) => {
      if (!l.includes('REDACTED')) assert.equal(again[i], l);
    });
    assert.equal(new Set(again).size, emails.length, again.join(' '));
  });
});
