import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countRegexSteps } from '../../../test/regex-steps.js';
import { SecretBox } from '../../platform/crypto/secret-box.js';
import { sweepWork, type VaultEntry, VaultSession } from './vault-session.js';

const box = SecretBox.load({ secretKey: 'a'.repeat(64), dataDir: '/nonexistent' });
const scope = { orgId: 'org_1', agentId: 'agt_1', session: 's1' };
const HOUR = 3600_000;
const session = (entries: VaultEntry[] = [], now = 1_000_000, room?: number) =>
  new VaultSession(scope, entries, box, HOUR, now, room);
const find = (text: string, type: string, value: string) => {
  const start = text.indexOf(value);
  return { type, start, end: start + value.length };
};

describe('vault session', () => {
  it('pseudonyms number per type, reuse a known value, ignore case and spacing', () => {
    const v = session();
    const text = 'Jane Roe met Bob Poe; JANE  ROE again, room 12';
    const f = [find(text, 'PERSON', 'Jane Roe'), find(text, 'PERSON', 'Bob Poe'), find(text, 'PERSON', 'JANE  ROE')];
    f.push(find(text, 'ROOM', '12'));
    assert.equal(
      v.replace(text, f, 'pseudonym', 'output'),
      '[PERSON_1] met [PERSON_2]; [PERSON_1] again, room [ROOM_1]',
    );
    assert.equal(v.minted.length, 3);
    assert.ok(v.minted.every((e) => e.sealed === null && !JSON.stringify(e).includes('Jane')));
    // A session loaded with those entries continues the numbering and keeps the labels.
    const next = session(v.minted);
    const t2 = 'Ann Lee and Bob Poe';
    assert.equal(
      next.replace(t2, [find(t2, 'PERSON', 'Ann Lee'), find(t2, 'PERSON', 'Bob Poe')], 'pseudonym', 'delivery'),
      '[PERSON_3] and [PERSON_2]',
    );
  });

  it('the keyed hash is scoped: another session gets unrelated hashes', () => {
    const a = session();
    const b = new VaultSession({ ...scope, session: 's2' }, [], box, HOUR, 0);
    a.replace('Jane', [{ type: 'PERSON', start: 0, end: 4 }], 'tokenize', 'output');
    b.replace('Jane', [{ type: 'PERSON', start: 0, end: 4 }], 'tokenize', 'output');
    assert.notEqual(a.minted[0]!.valueHmac, b.minted[0]!.valueHmac);
    assert.notEqual(a.minted[0]!.label, b.minted[0]!.label);
  });

  it('tokens restore only when issued to this session, for the same type and within the TTL', () => {
    const v = session();
    const out = v.replace('call Jane', [{ type: 'PERSON', start: 5, end: 9 }], 'tokenize', 'context_egress');
    const token = out.slice(5);
    assert.match(token, /^\[\[PERSON:tok_[a-z]{16}\]\]$/);
    const loaded = session(v.minted, 1_000_000 + 1000);
    assert.deepEqual(loaded.restore(`Dear ${token}.`), {
      text: 'Dear Jane.',
      restored: [{ type: 'PERSON', start: 5, end: 5 + token.length }],
      unknown: [],
    });
    const relabelled = token.replace('PERSON', 'CITY');
    assert.equal(loaded.restore(relabelled).unknown.length, 1, 'a token under another type is not restored');
    assert.equal(session().restore(token).unknown.length, 1, 'another session knows nothing');
    const expired = session(v.minted, 1_000_000 + HOUR);
    assert.deepEqual(expired.restore(token), {
      text: token,
      restored: [],
      unknown: [{ type: 'UNRESTORED_TOKEN', start: 0, end: token.length }],
    });
  });

  it('at delivery tokenize masks what never went out; a full session masks new values', () => {
    const v = session();
    assert.equal(
      v.replace('Jane', [{ type: 'PERSON', start: 0, end: 4 }], 'tokenize', 'delivery'),
      '[REDACTED:PERSON]',
    );
    assert.equal(v.minted.length, 0);
    const full = session([], 0, 1);
    const text = 'Jane Bob Jane';
    const f = [find(text, 'PERSON', 'Jane'), find(text, 'PERSON', 'Bob'), { type: 'PERSON', start: 9, end: 13 }];
    assert.equal(full.replace(text, f, 'pseudonym', 'output'), '[PERSON_1] [REDACTED:PERSON] [PERSON_1]');
    assert.equal(full.minted.length, 1);
  });

  it('findings inside placeholders already in the text are dropped', () => {
    const v = session();
    const text = 'see [PERSON_1] and [[EMAIL:tok_abcdefghijklmnop]] and Jane';
    const f = [find(text, 'X', 'PERSON_1'), find(text, 'Y', 'tok_abcdefghijklmnop'), find(text, 'PERSON', 'Jane')];
    assert.deepEqual(v.outside(text, f), [f[2]]);
  });

  it('placeholder and token scans stay linear on pathological input (steps counted, compared across sizes)', () => {
    const v = session();
    const shapes = ['[[A', '[A_', '[[AAAA:tok_aaaa', '[A'.repeat(40), '[[A:tok_', '[A_1] x '];
    const steps = (n: number) => {
      const before = sweepWork.steps;
      const { steps: scanned } = countRegexSteps(() => {
        for (const s of shapes) {
          const text = s.repeat(Math.ceil(n / s.length)).slice(0, n);
          // A finding every 8 characters: many findings against many placeholders.
          const findings = Array.from({ length: n >> 3 }, (_, i) => ({ type: 'X', start: i * 8, end: i * 8 + 2 }));
          v.outside(text, findings);
          v.restore(text);
        }
      });
      return sweepWork.steps - before + scanned;
    };
    // 16 times the input: a linear scan takes about 16 times the steps, a quadratic one 256 times.
    const small = steps(20_000);
    const large = steps(320_000);
    assert.ok(large / small < 17, `steps grew ${(large / small).toFixed(1)}x for 16x the input`);
    // And a bound per character of all shapes (quadratic work would be thousands).
    assert.ok(large <= 8 * 320_000 * shapes.length, `${large} steps for ${320_000 * shapes.length} characters`);
  });
});
