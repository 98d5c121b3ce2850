import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LatchkeyError, PdpClient, PdpError, parseRetryAfter } from '../src/index.js';
import { closedPort, json, startServer, type TestServer } from './servers.js';

const KEY = 'lk_live_clientTestKey00000000000000000';

describe('PdpClient against a listening server', () => {
  let server: TestServer;
  let client: PdpClient;
  before(async () => {
    // Echoes what it saw, so each method's method, path, query and body can be asserted from the reply.
    server = await startServer((req, res, seen) => {
      const url = new URL(seen.url, 'http://x');
      if (req.method === 'DELETE') {
        res.writeHead(204).end();
      } else if (url.pathname === '/pdp/api/agents' && req.method === 'GET') {
        json(res, 200, { agents: [{ id: 'agt_1' }] });
      } else if (url.pathname === '/pdp/api/events' && req.method === 'GET') {
        const cursor = url.searchParams.get('cursor');
        const pages: Record<string, unknown> = {
          '': { events: [{ id: 'evt_1' }, { id: 'evt_2' }], nextCursor: 'c1' },
          c1: { events: [{ id: 'evt_3' }], nextCursor: 'c2' },
          c2: { events: [], nextCursor: null },
          loop: { events: [{ id: 'evt_9' }], nextCursor: 'loop' },
        };
        json(res, 200, pages[cursor ?? ''] ?? { error: 'bad cursor' });
      } else {
        json(res, 200, { method: req.method, path: url.pathname, query: url.search, body: seen.body ?? null });
      }
    });
    // A path prefix on the base URL must survive (a PDP mounted behind a gateway).
    client = new PdpClient({ baseUrl: `${server.url}/pdp/`, apiKey: KEY });
  });
  after(() => server.close());

  it('maps every method to its route, with the bearer key on each', async () => {
    const agentBody = { name: 'Support bot' };
    const policyBody = { type: 'cedar' as const, name: 'No wires', cedar: 'forbid(principal, action, resource);' };
    const cases: Array<[Promise<unknown>, string, string, unknown]> = [
      [
        client.authorize({ agentId: 'agt_1', stage: 'input', content: 'hi' }),
        'POST',
        '/api/policy/authorize',
        { agentId: 'agt_1', stage: 'input', content: 'hi' },
      ],
      [client.getAgent('agt 1'), 'GET', '/api/agents/agt%201', null],
      [client.createAgent(agentBody), 'POST', '/api/agents', agentBody],
      [client.updateAgent('agt_1', { status: 'suspended' }), 'PATCH', '/api/agents/agt_1', { status: 'suspended' }],
      [
        client.provisionAgent('agt_1', { boundary: 'container', env: { REGION: 'eu' } }),
        'POST',
        '/api/agents/agt_1/provision',
        { boundary: 'container', env: { REGION: 'eu' } },
      ],
      [client.setAgentPolicies('agt_1', ['pol_1']), 'PUT', '/api/agents/agt_1/policies', { policyIds: ['pol_1'] }],
      [client.listPolicies(), 'GET', '/api/policies', null],
      [client.getPolicy('pol_1'), 'GET', '/api/policies/pol_1', null],
      [client.createPolicy(policyBody), 'POST', '/api/policies', policyBody],
      [client.updatePolicy('pol_1', { name: 'n' }), 'PUT', '/api/policies/pol_1', { name: 'n' }],
      [client.getLatchSettings('latch-4'), 'GET', '/api/latches/latch-4/settings', null],
      [
        client.putLatchSettings('latch-4', { hardCap: 5000 }),
        'PUT',
        '/api/latches/latch-4/settings',
        { hardCap: 5000 },
      ],
      [
        client.sendEvent({ type: 'agent.trace', data: { step: 1 } }),
        'POST',
        '/api/events',
        { type: 'agent.trace', data: { step: 1 } },
      ],
      [client.verifyEvents(), 'GET', '/api/events/verify', null],
      [
        client.redeemPermit('pmt_1', { agentId: 'agt_1', tool: 't' }),
        'POST',
        '/api/permits/pmt_1/redeem',
        { agentId: 'agt_1', tool: 't' },
      ],
      [client.getEscalation('esc_1'), 'GET', '/api/escalations/esc_1', null],
      [
        client.resolveEscalation('esc_1', { approve: true, note: 'ok' }),
        'POST',
        '/api/escalations/esc_1/resolve',
        { approve: true, note: 'ok' },
      ],
      [client.signRecord({ decisionId: 'dec_1' }), 'POST', '/api/verification-record/sign', { decisionId: 'dec_1' }],
      [client.verifyRecordRemote({ schema: 'x' }), 'POST', '/api/verification-record/verify', { schema: 'x' }],
      [client.publicKeys(), 'GET', '/api/verification-record/keys', null],
    ];
    for (const [call, method, path, body] of cases) {
      assert.deepEqual(await call, { method, path: `/pdp${path}`, query: '', body });
    }
    assert.ok(server.seen.every((s) => s.headers.authorization === `Bearer ${KEY}`));
  });

  it('sends queries without undefined members', async () => {
    const out = (await client.listEscalations({ status: 'pending', agentId: undefined, limit: 5 })) as unknown as {
      query: string;
    };
    assert.equal(out.query, '?status=pending&limit=5');
  });

  it('unwraps the agent list and returns nothing for 204', async () => {
    assert.deepEqual(await client.listAgents(), [{ id: 'agt_1' }]);
    assert.equal(await client.deleteAgent('agt_1'), undefined);
    assert.equal(await client.deletePolicy('pol_1'), undefined);
  });

  it('pages through events by nextCursor, and stops on a cursor that repeats', async () => {
    const ids: string[] = [];
    for await (const e of client.iterateEvents({ type: 'policy_decision', limit: 2 })) ids.push(e.id);
    assert.deepEqual(ids, ['evt_1', 'evt_2', 'evt_3']);
    const cursors = server.seen.filter((s) => s.url.startsWith('/pdp/api/events?')).map((s) => s.url);
    assert.deepEqual(cursors, [
      '/pdp/api/events?type=policy_decision&limit=2',
      '/pdp/api/events?type=policy_decision&limit=2&cursor=c1',
      '/pdp/api/events?type=policy_decision&limit=2&cursor=c2',
    ]);
    const looping = async () => {
      for await (const _ of client.iterateEvents({ cursor: 'loop' })) {
        // drain
      }
    };
    await assert.rejects(looping, (err: unknown) => err instanceof PdpError && err.code === 'invalid_response');
  });
});

describe('PdpError', () => {
  it('carries the status, the { error } text, Retry-After and the request id', async () => {
    const answers = [
      [404, { error: 'agent not found' }, {}],
      [429, { error: 'rate limited' }, { 'retry-after': '7', 'x-request-id': 'req_1' }],
      [503, 'upstream down', { 'retry-after': new Date(Date.now() + 30_000).toUTCString() }],
      [500, { error: 'internal error' }, { 'retry-after': '9' }],
    ] as const;
    let i = 0;
    const server = await startServer((_req, res) => {
      const [status, body, headers] = answers[i++]!;
      if (typeof body === 'string') res.writeHead(status, headers).end(body);
      else json(res, status, body, headers);
    });
    try {
      const client = new PdpClient({ baseUrl: server.url, apiKey: KEY });
      const caught = async (p: Promise<unknown>) => {
        try {
          await p;
        } catch (err) {
          assert.ok(err instanceof PdpError && err instanceof LatchkeyError);
          return err;
        }
        throw new Error('expected a PdpError');
      };
      const e404 = await caught(client.getAgent('agt_x'));
      assert.deepEqual(
        [e404.status, e404.message, e404.code, e404.retryAfter],
        [404, 'agent not found', 'http_error', null],
      );
      const e429 = await caught(client.listAgents());
      assert.deepEqual([e429.status, e429.message, e429.retryAfter, e429.requestId], [429, 'rate limited', 7, 'req_1']);
      const e503 = await caught(client.verifyEvents());
      assert.equal(e503.message, 'HTTP 503');
      assert.ok(e503.retryAfter !== null && e503.retryAfter >= 28 && e503.retryAfter <= 30);
      const e500 = await caught(client.publicKeys());
      assert.equal(e500.retryAfter, null, 'Retry-After is only read on 429 and 503');
      assert.equal(server.seen.length, 4, 'no retries');
    } finally {
      await server.close();
    }
  });

  it('tells a timeout, a refused connection and a non-JSON 200 apart', async () => {
    const server = await startServer((req, res) => {
      if (req.url === '/api/agents/slow') return; // never answers
      res.writeHead(200, { 'content-type': 'application/json' }).end('not json');
    });
    try {
      const client = new PdpClient({ baseUrl: server.url, apiKey: KEY, timeoutMs: 100 });
      await assert.rejects(client.getAgent('slow'), { name: 'PdpError', code: 'timeout', status: 0 });
      await assert.rejects(client.getAgent('x'), { code: 'invalid_response', status: 200 });
      const refused = new PdpClient({ baseUrl: await closedPort(), apiKey: KEY });
      await assert.rejects(refused.listAgents(), { code: 'network_error', status: 0, message: /ECONNREFUSED/ });
    } finally {
      await server.close();
    }
  });

  it('parses Retry-After as seconds or an HTTP date', () => {
    assert.equal(parseRetryAfter('120'), 120);
    assert.equal(parseRetryAfter(null), null);
    assert.equal(parseRetryAfter('soon'), null);
    assert.equal(parseRetryAfter(new Date(Date.now() - 5000).toUTCString()), 0);
  });
});
