import assert from 'node:assert/strict';
import { createHash, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { describe, it } from 'node:test';
import { RECORD_PAYLOAD_TYPE, RECORD_SCHEMA } from '@latchkey/contract';
import { canonicalJson, pae, verifyRecord } from '../src/index.js';

const alice = generateKeyPairSync('ed25519');
const mallory = generateKeyPairSync('ed25519');
const pem = (k: KeyObject) => k.export({ type: 'spki', format: 'pem' }).toString();
const KEYS = [{ kid: 'k1', publicKeyPem: pem(alice.publicKey) }];

const decision = {
  verdict: 'ESCALATE',
  stage: 'action',
  policyId: 'latch-4',
  rule: 'spend-limit',
  reason: 'amount 2500 USD is above the review threshold',
  transformedContent: null,
  tool: 'transfer_funds',
  permitId: null,
  attachedPolicyIds: ['latch-0', 'latch-1', 'latch-2', 'latch-3', 'latch-4', 'latch-5'],
  decisionId: 'dec_01JTEST',
  escalationId: 'esc_01JTEST',
  matches: [],
  simulated: false,
  evaluatedAt: 1_700_000_000_000,
};

// Computed here with node:crypto directly, not with the module under test.
const digest = (v: unknown) => `sha256:${createHash('sha256').update(canonicalJson(v)).digest('hex')}`;

const record = {
  decision,
  decisionSha256: digest(decision),
  evidence: { eventId: 'dec_01JTEST', seq: 42, hash: `sha256:${'ab'.repeat(32)}` },
  orgId: 'org_01JTEST',
  signedAt: 1_700_000_000_500,
  issuer: 'latchkey',
};

function seal(rec: unknown, kid = 'k1', key = alice.privateKey, text: string | Buffer = canonicalJson(rec)) {
  const payload = Buffer.from(text);
  const sig = sign(null, pae(RECORD_PAYLOAD_TYPE, payload), key);
  return {
    schema: RECORD_SCHEMA,
    payloadType: RECORD_PAYLOAD_TYPE,
    payload: payload.toString('base64'),
    signatures: [{ keyid: kid, sig: sig.toString('base64') }],
  };
}

const SIG_FAILS = 'signature 0: signature does not verify with key "k1"';
const SHA_FAILS = 'record.decisionSha256 does not match sha256(JCS(record.decision))';
const errorsOf = (env: unknown, keys = KEYS) => verifyRecord(env, keys).errors;

describe('verifyRecord', () => {
  it('accepts a record signed by a listed key', () => {
    const out = verifyRecord(seal(record), KEYS);
    assert.deepEqual(out, { valid: true, keyid: 'k1', record, errors: [] });
  });

  it('rejects a tampered decision: the signature and the digest both fail', () => {
    const env = seal(record);
    const forged = { ...record, decision: { ...decision, verdict: 'ALLOW' } };
    const out = verifyRecord({ ...env, payload: Buffer.from(canonicalJson(forged)).toString('base64') }, KEYS);
    assert.deepEqual(out, { valid: false, keyid: null, record: null, errors: [SIG_FAILS, SHA_FAILS] });
  });

  it('rejects a tampered field outside the decision by its signature', () => {
    const env = seal(record);
    const forged = Buffer.from(canonicalJson({ ...record, orgId: 'org_other' })).toString('base64');
    assert.deepEqual(errorsOf({ ...env, payload: forged }), [SIG_FAILS]);
  });

  it('rejects a tampered signature, a foreign key and an unknown keyid', () => {
    const env = seal(record);
    const sig = Buffer.from(env.signatures[0]!.sig, 'base64');
    sig[10]! ^= 0x01;
    assert.deepEqual(errorsOf({ ...env, signatures: [{ keyid: 'k1', sig: sig.toString('base64') }] }), [SIG_FAILS]);
    assert.deepEqual(errorsOf(seal(record, 'k1', mallory.privateKey)), [SIG_FAILS]);
    assert.deepEqual(errorsOf(seal(record, 'k9')), ['signature 0: unknown keyid "k9"']);
    assert.deepEqual(errorsOf({ ...env, signatures: [{ keyid: 'k1', sig: 'not base64!' }] }), [
      'signature 0: sig is not valid base64',
    ]);
  });

  it('rejects a decisionSha256 that does not match, even when properly signed', () => {
    const env = seal({ ...record, decisionSha256: digest({ ...decision, verdict: 'ALLOW' }) });
    assert.deepEqual(errorsOf(env), [SHA_FAILS]);
    assert.deepEqual(errorsOf(seal({ ...record, decisionSha256: digest(decision).slice(7) })), [SHA_FAILS]);
    const { decision: _dropped, ...noDecision } = record;
    assert.deepEqual(errorsOf(seal(noDecision)), ['record.decision is missing or not an object']);
  });

  it('rejects a wrong schema or payloadType', () => {
    const env = seal(record);
    assert.deepEqual(errorsOf({ ...env, schema: 'latchkey.verification_record.envelope.v2' }), [
      'schema is not "latchkey.verification_record.envelope.v1"',
    ]);
    // The payloadType is inside the signed PAE, so changing it also breaks the signature.
    assert.deepEqual(errorsOf({ ...env, payloadType: 'application/json' }), [
      'payloadType is not "application/vnd.latchkey.verification-record+json"',
      SIG_FAILS,
    ]);
  });

  it('rejects payloads that are not canonical, not JSON or not base64', () => {
    assert.deepEqual(errorsOf(seal(record, 'k1', alice.privateKey, JSON.stringify(record, null, 2))), [
      'payload is not in JCS canonical form',
    ]);
    const dup = canonicalJson(record).replace('{"decision"', '{"orgId":"org_x","decision"');
    assert.deepEqual(errorsOf(seal(record, 'k1', alice.privateKey, dup)), ['payload is not in JCS canonical form']);
    assert.deepEqual(errorsOf(seal(record, 'k1', alice.privateKey, '{"a":')), ['payload is not valid JSON']);
    assert.deepEqual(errorsOf(seal(record, 'k1', alice.privateKey, '[1]')), ['payload is not a JSON object']);
    assert.deepEqual(errorsOf(seal(record, 'k1', alice.privateKey, String.raw`{"a":"\ud800"}`)), [
      'payload has no JCS form: lone surrogate in string',
    ]);
    const env = seal(record);
    assert.deepEqual(errorsOf({ ...env, payload: `${env.payload}#` }), ['payload is not valid base64']);
    assert.deepEqual(errorsOf({ ...env, payload: `${env.payload.slice(0, -4)}AB==` }), ['payload is not valid base64']);
    const latin1 = seal(record, 'k1', alice.privateKey, Buffer.from([0x7b, 0xff, 0x7d]));
    assert.deepEqual(errorsOf(latin1), ['payload is not valid UTF-8']);
  });

  it('rejects envelopes that are not objects or carry no signatures', () => {
    assert.deepEqual(errorsOf(null), ['envelope is not a JSON object']);
    assert.deepEqual(errorsOf('x'), ['envelope is not a JSON object']);
    assert.deepEqual(errorsOf({ ...seal(record), signatures: [] }), ['signatures is not a non-empty array']);
    assert.deepEqual(errorsOf({ ...seal(record), signatures: [{ keyid: 1 }] }), [
      'signature 0: keyid and sig must be strings',
    ]);
    assert.deepEqual(errorsOf(seal(record), [{ kid: 'k1', publicKeyPem: 'garbage' }]), [
      'signature 0: key "k1" is not a valid public key PEM',
    ]);
  });

  it('accepts a record when any signature by a listed key verifies (key rotation)', () => {
    const env = seal(record, 'k2', mallory.privateKey);
    const old = seal(record, 'k1');
    const both = { ...env, signatures: [{ keyid: 'gone', sig: old.signatures[0]!.sig }, ...env.signatures] };
    const keys = [...KEYS, { kid: 'k2', publicKeyPem: pem(mallory.publicKey) }];
    const out = verifyRecord(both, keys);
    assert.equal(out.valid, true);
    assert.equal(out.keyid, 'k2');
    assert.deepEqual(verifyRecord(both, KEYS).errors, [
      'signature 0: unknown keyid "gone"',
      'signature 1: unknown keyid "k2"',
    ]);
  });
});

describe('pae', () => {
  it('matches the DSSE specification example', () => {
    const expected = 'DSSEv1 29 http://example.com/HelloWorld 11 hello world';
    assert.equal(pae('http://example.com/HelloWorld', Buffer.from('hello world')).toString('utf8'), expected);
    assert.equal(pae('http://example.com/HelloWorld', 'hello world').toString('utf8'), expected);
  });

  it('counts bytes, not characters', () => {
    assert.equal(pae('t', 'é€').toString('utf8'), 'DSSEv1 1 t 5 é€');
    assert.deepEqual(pae('', new Uint8Array([0, 255])), Buffer.from([...Buffer.from('DSSEv1 0  2 '), 0, 255]));
  });
});

describe('canonicalJson (RFC 8785)', () => {
  it('serializes numbers the ECMAScript way', () => {
    const cases: Array<[number, string]> = [
      [1e21, '1e+21'],
      [1e-7, '1e-7'],
      [-0, '0'],
      [Number('333333333.33333329'), '333333333.3333333'], // the RFC's spelling, past double precision
      [1e30, '1e+30'],
      [4.5, '4.5'],
      [2e-3, '0.002'],
      [1e-27, '1e-27'],
      [5e-324, '5e-324'],
      [1.7976931348623157e308, '1.7976931348623157e+308'],
      [9007199254740992, '9007199254740992'],
      [295147905179352830000, '295147905179352830000'],
      [0.000001, '0.000001'],
    ];
    for (const [n, s] of cases) assert.equal(canonicalJson(n), s, String(n));
    // The literal spellings of RFC 8785 §3.2.2 go through JSON.parse, as a received payload would.
    assert.equal(canonicalJson(JSON.parse('[1E-7, 1E21, -0, 4.50]')), '[1e-7,1e+21,0,4.5]');
  });

  it('reproduces the RFC 8785 §3.2.2 example', () => {
    const input = String.raw`{
      "numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],
      "string": "\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/",
      "literals": [null, true, false]
    }`;
    const expected = String.raw`{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\u000f\nA'B\"\\\\\"/"}`;
    assert.equal(canonicalJson(JSON.parse(input)), expected);
  });

  it('sorts keys by UTF-16 code units (RFC 8785 §3.2.3)', () => {
    const input = String.raw`{"\u20ac":"Euro Sign","\r":"Carriage Return","\ufb33":"Hebrew Letter Dalet With Dagesh","1":"One","\ud83d\ude00":"Emoji: Grinning Face","\u0080":"Control","\u00f6":"Latin Small Letter O With Diaeresis"}`;
    const parsed = JSON.parse(input) as Record<string, string>;
    // Compared as text: re-parsing would put the integer-like key "1" first whatever the order.
    const order = ['\r', '1', '\u0080', '\u00f6', '\u20ac', '\ud83d\ude00', '\ufb33'];
    const expected = `{${order.map((k) => `${JSON.stringify(k)}:${JSON.stringify(parsed[k])}`).join(',')}}`;
    assert.equal(canonicalJson(parsed), expected);
  });

  it('follows JSON.stringify for undefined and toJSON, and refuses what I-JSON cannot carry', () => {
    assert.equal(
      canonicalJson({ b: undefined, a: [undefined, () => 1], d: new Date(0) }),
      '{"a":[null,null],"d":"1970-01-01T00:00:00.000Z"}',
    );
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 1n, '\ud800', { '\udc00': 1 }, undefined]) {
      assert.throws(() => canonicalJson(bad), TypeError);
    }
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    assert.throws(() => canonicalJson(cyclic), /circular/);
    const shared = { x: 1 };
    assert.equal(canonicalJson([shared, shared]), '[{"x":1},{"x":1}]');
  });
});
