import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { LatchInput } from '../latches/latch.js';
import { contentRuleLatch, PATTERN_SCAN_LIMIT } from './content-rule.js';

const input = (
  text: string,
  stage: LatchInput['stage'] = 'output',
  args: Record<string, unknown> = {},
): LatchInput => ({
  stage,
  text,
  tool: stage === 'action' ? 'send_email' : null,
  args,
  session: 's',
  agent: { id: 'agt_x', tools: new Set(), categories: [] },
});

test('keywords are whole words, case-insensitive; patterns and PII types combine; WARN redacts', () => {
  const latch = contentRuleLatch('pol_1', 'codes', ['output'], {
    keywords: ['bluebird'],
    patterns: ['PRJ-\\d{4}'],
    piiTypes: ['EMAIL'],
    verdict: 'WARN',
    redact: true,
  });
  assert.equal(latch.evaluate(input('bluebirds sing')), null, 'not a whole word');
  const r = latch.evaluate(input('Bluebird is prj-1234, mail a@example.org'))!;
  assert.equal(r.verdict, 'WARN');
  assert.deepEqual(
    r.findings.map((f) => f.type),
    ['KEYWORD', 'PATTERN', 'EMAIL'],
  );
  assert.equal(r.transformed, '[REDACTED:KEYWORD] is [REDACTED:PATTERN], mail [REDACTED:EMAIL]');
});

test('at the action stage a rule reads the tool and every argument string', () => {
  const latch = contentRuleLatch('pol_2', 'no-export', ['action'], { keywords: ['export'], verdict: 'BLOCK' });
  assert.equal(latch.evaluate(input('', 'action', { mode: 'read' })), null);
  assert.equal(latch.evaluate(input('', 'action', { nested: [{ mode: 'Export all' }] }))?.verdict, 'BLOCK');
});

test('patterns find matches across window boundaries once each, and fail closed past the scan limit', () => {
  const latch = contentRuleLatch('pol_3', 'ids', ['output'], { patterns: ['ID-\\d{3}'], verdict: 'BLOCK' });
  const filler = 'x'.repeat(2040);
  const r = latch.evaluate(input(`${filler}ID-123 ${filler}ID-456`))!;
  assert.deepEqual(
    r.findings.map((f) => f.start),
    [2040, 2040 + 7 + 2040],
  );
  const long = latch.evaluate(input('y'.repeat(PATTERN_SCAN_LIMIT + 1)))!;
  assert.equal(long.verdict, 'BLOCK');
  assert.match(long.reason, /failing closed/);
});

test('past the scan limit a WARN or ESCALATE pattern rule BLOCKs: nothing unscanned goes out unredacted', () => {
  for (const verdict of ['WARN', 'ESCALATE'] as const) {
    const latch = contentRuleLatch('pol_4', 'acct', ['output'], { patterns: ['ACCT-\\d{6}'], verdict, redact: true });
    const r = latch.evaluate(input(`ACCT-123456 ${'z'.repeat(PATTERN_SCAN_LIMIT)}`))!;
    assert.equal(r.verdict, 'BLOCK', verdict);
    assert.equal(r.transformed, undefined);
    assert.match(r.reason, /longer than the 64 KB its patterns scan; failing closed/);
  }
});
