import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { canonicalJson, pae, verifyRecord } from '@latchkey/client';
import { ENGINES, makeApp, otherOrg, type TestApp } from './helpers.js';

for (const engine of ENGINES) {
  describe(`pdp verification records [${engine}]`, () => {
    let t: TestApp;
    let agentId: string;
    before(async () => {
      t = await makeApp({ engine });
      agentId = (
        await t.call({ method: 'POST', url: '/api/agents', payload: { name: 'rec', tools: ['send_email'] } })
      ).json().id;
    });
    after(() => t.close());

    const decision = async () =>
      (
        await t.call({
          method: 'POST',
          url: '/api/policy/authorize',
          payload: { agentId, stage: 'output', content: 'mail jane.roe@example.org' },
        })
      ).json();
    const sign = (body: unknown, key?: string) =>
      t.call({
        method: 'POST',
        url: '/api/verification-record/sign',
        payload: body as object,
        ...(key ? { key } : {}),
      });

    it('answers authorize with the canonical JSON its evidence hashes (the reply is not serialized again)', async () => {
      const res = await t.call({
        method: 'POST',
        url: '/api/policy/authorize',
        payload: { agentId, stage: 'output', content: 'mail jane.roe@example.org' },
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.match(String(res.headers['content-type']), /^application\/json; charset=utf-8$/);
      const d = res.json();
      assert.equal(d.verdict, 'WARN');
      assert.equal(res.body, canonicalJson(d));
      const record = JSON.parse(Buffer.from((await sign(d)).json().payload, 'base64').toString('utf8'));
      assert.equal(record.decisionSha256, `sha256:${createHash('sha256').update(res.body).digest('hex')}`);
    });

    it('signs a decision from the feed as a DSSE envelope that verifies online, offline and with openssl', async () => {
      const d = await decision();
      const res = await sign(d);
      assert.equal(res.statusCode, 200, res.body);
      const env = res.json();
      assert.equal(env.schema, 'latchkey.verification_record.envelope.v1');
      assert.equal(env.payloadType, 'application/vnd.latchkey.verification-record+json');
      const record = JSON.parse(Buffer.from(env.payload, 'base64').toString('utf8'));
      assert.deepEqual(record.decision, d);
      assert.match(record.decisionSha256, /^sha256:[0-9a-f]{64}$/);
      assert.equal(record.evidence.eventId, d.decisionId);
      assert.equal(record.orgId, t.org.id);

      const online = (await t.call({ method: 'POST', url: '/api/verification-record/verify', payload: env })).json();
      assert.deepEqual(online.errors, []);
      assert.equal(online.valid, true);
      const keys = await t.call({ method: 'GET', url: '/api/verification-record/keys', key: null });
      assert.equal(keys.statusCode, 200, 'public keys need no API key');
      const [key] = keys.json().keys;
      assert.equal(key.alg, 'Ed25519');
      assert.equal(key.kid, env.signatures[0].keyid);
      const offline = verifyRecord(env, [{ kid: key.kid, publicKeyPem: key.publicKeyPem }]);
      assert.equal(offline.valid, true, offline.errors.join('; '));

      const dir = mkdtempSync(join(tmpdir(), 'latchkey-openssl-'));
      try {
        writeFileSync(join(dir, 'pub.pem'), key.publicKeyPem);
        writeFileSync(join(dir, 'pae.bin'), pae(env.payloadType, Buffer.from(env.payload, 'base64')));
        writeFileSync(join(dir, 'sig.bin'), Buffer.from(env.signatures[0].sig, 'base64'));
        const out = execFileSync(
          'openssl',
          ['pkeyutl', '-verify', '-pubin', '-inkey', 'pub.pem', '-rawin', '-in', 'pae.bin', '-sigfile', 'sig.bin'],
          { cwd: dir },
        ).toString();
        assert.match(out, /Signature Verified Successfully/);
        const tamperedBytes = Buffer.from(env.payload, 'base64');
        tamperedBytes[tamperedBytes.length >> 1]! ^= 1; // one bit of the payload, not base64 padding
        writeFileSync(join(dir, 'pae.bin'), pae(env.payloadType, tamperedBytes));
        assert.throws(() =>
          execFileSync(
            'openssl',
            ['pkeyutl', '-verify', '-pubin', '-inkey', 'pub.pem', '-rawin', '-in', 'pae.bin', '-sigfile', 'sig.bin'],
            { cwd: dir, stdio: 'pipe' },
          ),
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }

      const tampered = {
        ...env,
        payload: Buffer.from(JSON.stringify({ ...record, decision: { ...d, verdict: 'ALLOW' } })).toString('base64'),
      };
      const bad = (await t.call({ method: 'POST', url: '/api/verification-record/verify', payload: tampered })).json();
      assert.equal(bad.valid, false);
      assert.ok(bad.errors.length > 0);
    });

    it('refuses decisions not in the feed (404), changed ones (409 naming the field), extra fields (400)', async () => {
      const d = await decision();
      assert.equal((await sign({ ...d, decisionId: 'dec_01J00000000000000000000000' })).statusCode, 404);
      const changed = await sign({ ...d, verdict: 'ALLOW' });
      assert.equal(changed.statusCode, 409);
      assert.match(changed.json().error, /verdict/);
      assert.equal((await sign({ ...d, approvedBy: 'ceo' })).statusCode, 400);
      assert.equal((await sign({ verdict: 'ALLOW' })).statusCode, 400);
      const foreign = await otherOrg(t);
      assert.equal((await sign(d, foreign.key)).statusCode, 404, 'another org cannot seal this decision');
    });
  });
}
