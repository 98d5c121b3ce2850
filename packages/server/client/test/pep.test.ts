import assert from 'node:assert/strict';
import type { ServerResponse } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { allowed, contentToUse, PdpClient, PdpError, Pep, type PepDecision } from '../src/index.js';
import { closedPort, type Handler, json, startServer, type TestServer } from './servers.js';

const KEY = 'lk_live_pepTestKey000000000000000000';

function decision(over: Record<string, unknown> = {}) {
  return {
    verdict: 'ALLOW',
    stage: 'input',
    policyId: 'default-allow',
    rule: 'no-latch-matched',
    reason: 'no latch matched',
    transformedContent: null,
    tool: null,
    permitId: null,
    attachedPolicyIds: ['latch-0', 'latch-1'],
    decisionId: 'dec_01JTEST',
    escalationId: null,
    matches: [],
    simulated: false,
    evaluatedAt: 1_700_000_000_000,
    ...over,
  };
}

/** Lets a late retry, if the PEP made one, reach the server before the count is checked. */
const settle = () => new Promise((r) => setTimeout(r, 150));

describe('Pep against a server that answers', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer((_req, res, seen) => {
      const b = seen.body as { stage: string; content?: string; tool?: string };
      if (b.stage === 'output') {
        json(res, 200, decision({ verdict: 'WARN', stage: 'output', transformedContent: '[REDACTED:EMAIL]' }));
      } else if (b.stage === 'action') {
        json(res, 200, decision({ stage: 'action', tool: 'send_email', permitId: 'pmt_01JTEST' }));
      } else {
        json(res, 200, decision({ stage: b.stage }));
      }
    });
  });
  after(() => server.close());

  it('sends exactly one authorize request per stage method, with the step on the wire', async () => {
    const pep = new Pep({ client: { baseUrl: server.url, apiKey: KEY }, agentId: 'agt_1', session: 'sess_1' });
    const calls: Array<[() => Promise<PepDecision>, Record<string, unknown>]> = [
      [() => pep.checkInput('hello'), { stage: 'input', content: 'hello' }],
      [() => pep.checkContextEgress('ctx'), { stage: 'context_egress', content: 'ctx' }],
      [() => pep.checkOutput('mail a@b.org'), { stage: 'output', content: 'mail a@b.org' }],
      [() => pep.checkDelivery('bye'), { stage: 'delivery', content: 'bye' }],
      [() => pep.checkAction('Send-Email', { to: 'x' }), { stage: 'action', tool: 'Send-Email', args: { to: 'x' } }],
      [
        () => pep.checkAction('Send-Email', { to: 'x' }, { escalationId: 'esc_1' }),
        { stage: 'action', tool: 'Send-Email', args: { to: 'x' }, escalationId: 'esc_1' },
      ],
    ];
    for (const [call, step] of calls) {
      const before = server.seen.length;
      const d = await call();
      assert.equal(server.seen.length, before + 1, `one request for ${step.stage}`);
      const seen = server.seen.at(-1)!;
      assert.equal(seen.method, 'POST');
      assert.equal(seen.url, '/api/policy/authorize');
      assert.equal(seen.headers.authorization, `Bearer ${KEY}`);
      assert.match(String(seen.headers['content-type']), /^application\/json/);
      assert.deepEqual(seen.body, { agentId: 'agt_1', session: 'sess_1', ...step });
      assert.equal(d.stage, step.stage);
      assert.equal(d.failClosed, false);
    }
  });

  it('hands on the decision and the helpers read it', async () => {
    const pep = new Pep({ client: new PdpClient({ baseUrl: server.url, apiKey: KEY }), agentId: 'agt_1' });
    const warn = await pep.checkOutput('mail a@b.org');
    assert.equal(warn.verdict, 'WARN');
    assert.equal(allowed(warn), true);
    assert.equal(contentToUse(warn, 'mail a@b.org'), '[REDACTED:EMAIL]');
    const action = await pep.checkAction('send_email', {});
    assert.equal(action.permitId, 'pmt_01JTEST');
    assert.equal(action.decisionId, 'dec_01JTEST');
    assert.equal(pep.contentToUse(action, 'orig'), 'orig');
    assert.equal((server.seen.at(-1)!.body as { session?: string }).session, undefined, 'no session unless given');
    for (const verdict of ['BLOCK', 'ESCALATE'] as const) assert.equal(pep.allowed({ ...action, verdict }), false);
    assert.equal(allowed({ ...action, verdict: 'ALLOW' }), true);
  });
});

const fullBody = (status: number, body: unknown, headers: Record<string, string> = {}): Handler => {
  return (_req, res) => json(res, status, body, headers);
};

const faults: Array<{ name: string; handler: Handler; rule: string; reason?: RegExp }> = [
  { name: 'hangs past the timeout', handler: () => {}, rule: 'pep-timeout', reason: /within 300 ms/ },
  { name: '500', handler: fullBody(500, { error: 'internal error' }), rule: 'pep-http-500', reason: /internal error/ },
  {
    name: '404 agent not found',
    handler: fullBody(404, { error: 'agent not found' }),
    rule: 'pep-http-404',
    reason: /HTTP 404: agent not found/,
  },
  {
    name: '429 with Retry-After',
    handler: fullBody(429, { error: 'rate limited' }, { 'retry-after': '5' }),
    rule: 'pep-http-429',
    reason: /retry after 5 s/,
  },
  {
    name: '200 that is not JSON',
    handler: (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('<html>proxy says hi</html>');
    },
    rule: 'pep-malformed-response',
  },
  {
    name: '200 missing fields',
    handler: fullBody(200, { verdict: 'ALLOW' }),
    rule: 'pep-malformed-response',
    reason: /stage is missing/,
  },
  {
    name: '200 with a JSON array',
    handler: fullBody(200, [decision()]),
    rule: 'pep-malformed-response',
  },
  {
    name: '200 for another stage',
    handler: fullBody(200, decision({ stage: 'input' })),
    rule: 'pep-malformed-response',
    reason: /stage "input", not "action"/,
  },
  {
    name: '200 with a non-string transformedContent',
    handler: fullBody(200, decision({ stage: 'action', transformedContent: 42 })),
    rule: 'pep-malformed-response',
  },
  {
    name: '200 with verdict MAYBE',
    handler: fullBody(200, decision({ stage: 'action', verdict: 'MAYBE' })),
    rule: 'pep-unknown-verdict',
    reason: /MAYBE/,
  },
  {
    name: 'connection destroyed mid-response',
    handler: (_req, res: ServerResponse) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '2000' });
      res.write('{"verdict":"ALLOW","sta');
      setTimeout(() => res.socket?.destroy(), 20);
    },
    rule: 'pep-network-error',
  },
  {
    name: 'connection destroyed before any response',
    handler: (req) => req.socket.destroy(),
    rule: 'pep-network-error',
  },
];

function assertFailClosed(d: PepDecision, rule: string, reason?: RegExp) {
  assert.equal(d.verdict, 'BLOCK');
  assert.equal(d.policyId, 'pep-fail-closed');
  assert.equal(d.rule, rule);
  assert.equal(d.failClosed, true);
  assert.equal(d.decisionId, '');
  assert.equal(d.permitId, null);
  assert.equal(d.stage, 'action');
  assert.equal(d.tool, 'transfer_funds');
  assert.equal(allowed(d), false);
  assert.ok(d.reason.length > 0);
  if (reason) assert.match(d.reason, reason);
}

describe('Pep fails closed', () => {
  for (const f of faults) {
    it(`${f.name} → BLOCK ${f.rule}, one request, no throw`, async () => {
      const server = await startServer(f.handler);
      try {
        const errors: Error[] = [];
        const pep = new Pep({
          client: { baseUrl: server.url, apiKey: KEY },
          agentId: 'agt_1',
          timeoutMs: 300,
          onError: (err) => errors.push(err),
        });
        const started = Date.now();
        const d = await pep.checkAction('transfer_funds', { amount: 5 });
        assert.ok(Date.now() - started < 1500, 'resolved near the deadline');
        assertFailClosed(d, f.rule, f.reason);
        await settle();
        assert.equal(server.seen.length, 1, 'no retry');
        assert.equal(errors.length, 1);
        assert.ok(errors[0] instanceof PdpError);
      } finally {
        await server.close();
      }
    });
  }

  it('connection refused → BLOCK pep-network-error', async () => {
    const pep = new Pep({ client: { baseUrl: await closedPort(), apiKey: KEY }, agentId: 'agt_1', timeoutMs: 300 });
    assertFailClosed(await pep.checkAction('transfer_funds', {}), 'pep-network-error', /ECONNREFUSED/);
  });

  it('its own deadline wins over a shared client with a longer one, even if fetch ignores the signal', async () => {
    const server = await startServer(() => {});
    try {
      // The request still reaches the real server; only the abort signal is dropped on the way.
      const deaf: typeof fetch = (input, init) => fetch(input, { ...init, signal: undefined });
      const client = new PdpClient({ baseUrl: server.url, apiKey: KEY, timeoutMs: 60_000, fetch: deaf });
      const pep = new Pep({ client, agentId: 'agt_1', timeoutMs: 200 });
      const started = Date.now();
      assertFailClosed(await pep.checkAction('transfer_funds', {}), 'pep-timeout');
      assert.ok(Date.now() - started < 1000);
      assert.equal(server.seen.length, 1);
    } finally {
      await server.close();
    }
  });

  it('a throwing onError, a bad base URL and unserializable args still resolve to BLOCK', async () => {
    const server = await startServer(fullBody(500, { error: 'internal error' }));
    try {
      const loud = new Pep({
        client: { baseUrl: server.url, apiKey: KEY },
        agentId: 'agt_1',
        onError: () => {
          throw new Error('logger down');
        },
      });
      assertFailClosed(await loud.checkAction('transfer_funds', {}), 'pep-http-500');
      const cyclic: Record<string, unknown> = {};
      cyclic.self = cyclic;
      assertFailClosed(await loud.checkAction('transfer_funds', cyclic), 'pep-internal-error');
      const lost = new Pep({ client: { baseUrl: 'not a url', apiKey: KEY }, agentId: 'agt_1' });
      assertFailClosed(await lost.checkAction('transfer_funds', {}), 'pep-internal-error');
      assert.equal(server.seen.length, 1);
    } finally {
      await server.close();
    }
  });

  it('a content-stage fault keeps the stage and has no tool', async () => {
    const pep = new Pep({ client: { baseUrl: await closedPort(), apiKey: KEY }, agentId: 'agt_1' });
    const d = await pep.checkDelivery('hi');
    assert.equal(d.verdict, 'BLOCK');
    assert.equal(d.stage, 'delivery');
    assert.equal(d.tool, null);
    assert.equal(contentToUse(d, 'hi'), 'hi');
  });
});
