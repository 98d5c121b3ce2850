import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseGatewayArgs, UsageError } from './options.js';
import { resultText, shapeContent } from './results.js';
import { upstreamEnv } from './upstream.js';

describe('mcp-gateway command line', () => {
  const env = { LATCHKEY_AGENT_KEY: 'lk_live_x' };
  it('flags before --, the upstream command after it untouched; defaults as documented', () => {
    const o = parseGatewayArgs(['--url', 'http://127.0.0.1:8080', '--', 'node', 'srv.js', '--url', 'x'], env);
    assert.deepEqual(o.upstream, { kind: 'stdio', command: 'node', args: ['srv.js', '--url', 'x'] });
    assert.equal(o.key, 'lk_live_x');
    assert.equal(o.escalationWaitMs, 0);
    assert.equal(o.timeoutMs, 2000);
    assert.equal(o.maxResultBytes, 524_288);
    assert.equal(o.listenPort, undefined);
    const h = parseGatewayArgs(['--url', 'http://h', '--escalation-wait', '30', '--upstream-url', 'http://u/mcp'], env);
    assert.equal(h.escalationWaitMs, 30_000);
    assert.equal(h.upstream.kind, 'http');
  });

  it('refuses what it cannot run, naming the flag', () => {
    const bad: Array<[string[], RegExp]> = [
      [['--', 'srv'], /--url \(or LATCHKEY_URL\) is required/],
      [['--url', 'ftp://h', '--', 'srv'], /--url must be http or https/],
      [['--url', 'http://h'], /no upstream/],
      [['--url', 'http://h', '--upstream-url', 'http://u', '--', 'srv'], /either --upstream-url or a command/],
      [['--url', 'http://h', '--timeout', '0', '--', 'srv'], /--timeout must be a whole number from 1/],
      [['--url', 'http://h', '--escalation-wait', '1.5', '--', 'srv'], /--escalation-wait must be a whole number/],
      [['--url', 'http://h', 'srv'], /put the upstream command after --/],
    ];
    for (const [argv, msg] of bad)
      assert.throws(
        () => parseGatewayArgs(argv, env),
        (e) => e instanceof UsageError && msg.test(e.message),
      );
    assert.throws(() => parseGatewayArgs(['--url', 'http://h', '--', 'srv'], {}), /--key/);
  });

  it('the upstream never sees a LATCHKEY_ variable', () => {
    assert.deepEqual(upstreamEnv({ PATH: '/bin', LATCHKEY_AGENT_KEY: 'lk_live_x', LATCHKEY_URL: 'u' }), {
      PATH: '/bin',
    });
  });
});

describe('mcp-gateway results', () => {
  it('every text the model would read is checked; binary blocks are withheld with a note', () => {
    const result = {
      content: [
        { type: 'text' as const, text: 'one' },
        { type: 'image' as const, data: 'AAAA', mimeType: 'image/png' },
        { type: 'resource' as const, resource: { uri: 'file:///n.txt', text: 'two' } },
        { type: 'resource' as const, resource: { uri: 'file:///b.bin', blob: 'AAAA', mimeType: 'application/pdf' } },
      ],
      structuredContent: { mrn: '00482913' },
    };
    assert.equal(resultText(result), 'one\ntwo\n{"mrn":"00482913"}');
    const shaped = shapeContent(result.content);
    assert.deepEqual(shaped[0], result.content[0]);
    assert.deepEqual(shaped[1], {
      type: 'text',
      text: '[image (image/png) withheld by the Latchkey gateway: only text can be checked]',
    });
    assert.equal(shaped[2], result.content[2]);
    assert.match((shaped[3] as { text: string }).text, /binary resource \(application\/pdf\) withheld/);
  });
});
