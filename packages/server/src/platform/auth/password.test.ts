import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hashPassword, passwordProblem, verifyPassword } from './password.js';

describe('passwords', () => {
  it('hashes with scrypt N=2^15 and a salt; verifies only the same password', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    assert.match(a, /^scrypt\$32768\$8\$1\$/);
    assert.notEqual(a, b, 'a fresh salt each time');
    assert.equal(await verifyPassword('correct horse battery', a), true);
    assert.equal(await verifyPassword('correct horse batterY', a), false);
    assert.equal(await verifyPassword('anything', null), false);
    assert.equal(await verifyPassword('anything', 'md5$abc'), false);
  });

  it('strength rule: length, common and breached lists, the email local part', () => {
    const email = 'ada.lovelace@example.org';
    assert.match(passwordProblem('short pw', email)!, /at least 12/);
    assert.match(passwordProblem('1q2w3e4r5t6y', email)!, /common/);
    assert.match(passwordProblem('qwerty123456', email)!, /common/);
    assert.match(passwordProblem('Sunshine2024!!', email)!, /common/, 'a common word with digits stuck on');
    assert.match(passwordProblem('aaaaaaaaaaaaaa', email)!, /common/);
    assert.match(passwordProblem('my-ada.lovelace-pw!', email)!, /email/);
    assert.equal(passwordProblem('plum ward lantern 7', email), null);
  });
});
