import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { passwordStrength } from './password-strength.js';

describe('password strength feedback', () => {
  it('counts what is missing below 12 characters', () => {
    assert.equal(passwordStrength('').label, 'Empty');
    assert.deepEqual(passwordStrength('abc'), { score: 1, label: 'Too short', hint: '9 more characters needed.' });
  });

  it('grades length and variety, and marks long repeats down', () => {
    assert.equal(passwordStrength('abcdefghijkl').label, 'Weak');
    assert.equal(passwordStrength('abcdefghijklmnop').label, 'Fair');
    assert.equal(passwordStrength('Correct horse 42 staple').label, 'Strong');
    assert.equal(passwordStrength('aaaaaaaaaaaaaaaaaaaa').label, 'Weak');
  });
});
