import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileFilter, patternToRegExp } from './event-filter.js';

const entry = (event_type: string, project: string | null = null) => ({
  event_type,
  resource: { type: 'sample', id: 'smp_1', project, dataset: null },
});

describe('export event filter', () => {
  it('matches prefixes, suffixes and exact types', () => {
    const m = compileFilter({ eventTypes: ['sample.*', '*.created', 'user.login'], projects: null });
    assert.ok(m(entry('sample.viewed')));
    assert.ok(m(entry('sample.phi_accessed')));
    assert.ok(m(entry('dataset.created')));
    assert.ok(m(entry('user.login')));
    assert.ok(!m(entry('user.logout')));
    assert.ok(!m(entry('dataset.deleted')));
    assert.ok(!m(entry('samples.viewed')), 'the dot is literal');
  });

  it('treats regular expression characters literally', () => {
    assert.ok(!patternToRegExp('a.b').test('axb'));
    assert.ok(patternToRegExp('a*b').test('a.x.b'));
    assert.ok(patternToRegExp('*').test('anything.at_all'));
  });

  it('filters by project and leaves out entries without one', () => {
    const m = compileFilter({ eventTypes: ['*'], projects: ['prj_a'] });
    assert.ok(m(entry('sample.created', 'prj_a')));
    assert.ok(!m(entry('sample.created', 'prj_b')));
    assert.ok(!m(entry('api_key.created', null)));
  });
});
