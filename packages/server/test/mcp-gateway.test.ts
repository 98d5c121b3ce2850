import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { loadLexicons } from '../src/pdp/latches/phi-lexicon.js';
import { CLI, ensureBuilt, ROOT } from './cli-helpers.js';
import { ENGINES, makeApp, type TestApp } from './helpers.js';
import { FIXTURE, startProcess, stdioGateway, textOf, upstreamCalls } from './mcp-helpers.js';

/**
 * `latchkey mcp-gateway` as a client meets it: the SDK's own Client, the gateway a child process,
 * the upstream a real MCP server (test/fixtures/mcp-upstream.mjs) that logs the calls it gets,
 * and a Latchkey server listening on a free port. Timeouts only end a hung run.
 */
for (const engine of ENGINES) {
  describe(`latchkey mcp-gateway [${engine}]`, { timeout: 180_000 }, () => {
    let t: TestApp;
    let url: string;
    let agentId: string;
    let agentKey: string;
    let dir: string;
    before(async () => {
      ensureBuilt();
      // As `serve` does before it listens: the word lists would otherwise load on the first
      // context_egress decision, inside the gateway's 2 s deadline, on a loaded machine.
      loadLexicons();
      dir = mkdtempSync(join(tmpdir(), 'latchkey-mcp-'));
      t = await makeApp({ engine });
      url = await t.app.listen({ host: '127.0.0.1', port: 0 });
      const tools = ['echo', 'transfer', 'readNote', 'huge', 'crash'];
      const agent = await t.call({ method: 'POST', url: '/api/agents', payload: { name: 'mcp', tools } });
      agentId = agent.json().id;
      const prov = await t.call({
        method: 'POST',
        url: `/api/agents/${agentId}/provision`,
        payload: { boundary: 'process' },
      });
      agentKey = prov.json().apiKey;
    });
    after(async () => {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const events = async (type: string) =>
      (await t.call({ method: 'GET', url: `/api/events?type=${type}&agentId=${agentId}&limit=1000` })).json()
        .events as Array<{
        session: string;
        data: Record<string, unknown>;
      }>;

    it('stdio: list filtered, ALLOW with the permit redeemed, BLOCK never reaches the upstream, WARN rewrites PHI, huge refused', async () => {
      const log = join(dir, 'calls-1.log');
      const gw = await stdioGateway(['--url', url, '--', process.execPath, FIXTURE], {
        LATCHKEY_AGENT_KEY: agentKey,
        MCP_FIXTURE_LOG: log,
      });
      try {
        const { tools } = await gw.client.listTools();
        assert.deepEqual(
          tools.map((x) => x.name),
          ['echo', 'transfer', 'read_note', 'huge', 'crash'],
          'delete_records is not among the agent tools',
        );

        const echo = (await gw.client.callTool({
          name: 'echo',
          arguments: { text: 'hello ward 7' },
        })) as CallToolResult;
        assert.equal(echo.isError, undefined, textOf(echo));
        assert.equal(textOf(echo), 'hello ward 7');
        const redeemed = await events('permit_redeemed');
        assert.equal(redeemed.length, 1);
        assert.equal(redeemed[0]!.data.tool, 'echo');

        const blocked = (await gw.client.callTool({ name: 'delete_records', arguments: {} })) as CallToolResult;
        assert.equal(blocked.isError, true);
        assert.match(textOf(blocked), /blocked by Latchkey policy latch-3 \(tool-not-allowed\)/);
        assert.equal((blocked._meta?.['latchkey/decision'] as { rule?: string } | undefined)?.rule, 'tool-not-allowed');

        const note = (await gw.client.callTool({ name: 'read_note', arguments: {} })) as CallToolResult;
        assert.equal(note.isError, undefined, textOf(note));
        assert.doesNotMatch(textOf(note), /jane\.roe@example\.org|00482913|555-0142/);
        assert.match(textOf(note), /\[REDACTED:EMAIL\]/);

        const huge = (await gw.client.callTool({ name: 'huge', arguments: {} })) as CallToolResult;
        assert.equal(huge.isError, true);
        assert.match(textOf(huge), /withheld: 10000000 bytes of text is more than the gateway's limit of 524288/);
        assert.equal(
          textOf(await gw.client.callTool({ name: 'echo', arguments: { text: 'still here' } })),
          'still here',
        );

        assert.deepEqual(upstreamCalls(log), ['echo', 'read_note', 'huge', 'echo'], 'delete_records never called');
        const decisions = await events('policy_decision');
        const sessions = new Set(decisions.map((e) => e.session));
        assert.equal(sessions.size, 1, 'one session for the connection');
        assert.match([...sessions][0]!, /^stdio-[0-9a-f-]{36}$/);
        const egress = decisions.filter((e) => e.data.stage === 'context_egress').map((e) => e.data.verdict);
        assert.deepEqual(egress.sort(), ['ALLOW', 'ALLOW', 'WARN']);
      } finally {
        await gw.client.close();
      }
    });

    it('ESCALATE waits, a person approves through the API, the call is retried once and runs', async () => {
      const log = join(dir, 'calls-2.log');
      const gw = await stdioGateway(['--url', url, '--escalation-wait', '120', '--', process.execPath, FIXTURE], {
        LATCHKEY_AGENT_KEY: agentKey,
        MCP_FIXTURE_LOG: log,
      });
      try {
        const waiting = gw.nextLog(/Escalated for human approval: esc_/);
        const call = gw.client.callTool(
          { name: 'transfer', arguments: { amount: 2500, verification: 'verified' } },
          undefined,
          {
            timeout: 150_000,
          },
        );
        const esc = (await waiting).match(/esc_\w+/)![0];
        assert.deepEqual(upstreamCalls(log), [], 'nothing runs while it waits');
        const approved = await t.call({
          method: 'POST',
          url: `/api/escalations/${esc}/resolve`,
          payload: { approve: true },
        });
        assert.equal(approved.statusCode, 200, approved.body);
        const result = (await call) as CallToolResult;
        assert.equal(result.isError, undefined, textOf(result));
        assert.equal(textOf(result), 'transferred 2500');
        assert.deepEqual(upstreamCalls(log), ['transfer']);
        const retries = (await events('policy_decision')).filter((e) => e.data.escalationId === esc);
        assert.deepEqual(
          retries.map((e) => e.data.verdict),
          ['ALLOW', 'ESCALATE'],
          'the escalation, then exactly one retry',
        );
      } finally {
        await gw.client.close();
      }
    });

    it('without a wait ESCALATE is a tool error carrying the escalation id; the same call after approval runs', async () => {
      const log = join(dir, 'calls-3.log');
      const gw = await stdioGateway(['--url', url, '--', process.execPath, FIXTURE], {
        LATCHKEY_AGENT_KEY: agentKey,
        MCP_FIXTURE_LOG: log,
      });
      try {
        const args = { amount: 3100, verification: 'verified' };
        const first = (await gw.client.callTool({ name: 'transfer', arguments: args })) as CallToolResult;
        assert.equal(first.isError, true);
        const esc = (first._meta?.['latchkey/decision'] as { escalationId?: string } | undefined)?.escalationId;
        assert.match(esc ?? '', /^esc_/);
        assert.match(textOf(first), new RegExp(`escalated by Latchkey policy latch-4 .*Escalation ${esc}`));
        await t.call({ method: 'POST', url: `/api/escalations/${esc}/resolve`, payload: { approve: true } });
        const again = (await gw.client.callTool({
          name: 'transfer',
          arguments: { verification: 'verified', amount: 3100 },
        })) as CallToolResult;
        assert.equal(textOf(again), 'transferred 3100');
        assert.deepEqual(upstreamCalls(log), ['transfer']);
      } finally {
        await gw.client.close();
      }
    });

    it('an upstream that dies mid-call: a clear tool error, then the gateway exits', async () => {
      const gw = await stdioGateway(['--url', url, '--', process.execPath, FIXTURE], { LATCHKEY_AGENT_KEY: agentKey });
      const r = (await gw.client.callTool({ name: 'crash', arguments: {} })) as CallToolResult;
      assert.equal(r.isError, true);
      assert.match(textOf(r), /upstream MCP server went away during the call/);
      await gw.closed;
      assert.match(gw.stderr(), /the upstream MCP server exited; stopping/);
    });

    it('malformed messages: a line that is not JSON-RPC is dropped, bad requests get JSON-RPC errors, serving goes on', async () => {
      const gw = startProcess([CLI, 'mcp-gateway', '--url', url, '--', process.execPath, FIXTURE], {
        LATCHKEY_AGENT_KEY: agentKey,
      });
      gw.child.stdin!.write(
        [
          {
            jsonrpc: '2.0',
            id: 1,
            method: 'initialize',
            params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
          },
          { jsonrpc: '2.0', method: 'notifications/initialized' },
        ]
          .map((m) => `${JSON.stringify(m)}\n`)
          .join(''),
      );
      await gw.waitFor(/"id":1\b/);
      gw.child.stdin!.write('this is not json\n{"jsonrpc":"2.0","id":"x"\n');
      for (const m of [
        { jsonrpc: '2.0', id: 2, method: 'no/such/method' },
        { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { arguments: 'not an object' } },
        {
          jsonrpc: '2.0',
          id: 4,
          method: 'tools/call',
          params: { name: 'echo', arguments: { text: 'after the noise' } },
        },
      ])
        gw.child.stdin!.write(`${JSON.stringify(m)}\n`);
      await gw.waitFor(/"id":4\b/);
      const out = await gw.waitFor(/ignored a message from the client/);
      const replies = new Map<number, { error?: { code: number }; result?: CallToolResult }>();
      for (const line of out.input!.split('\n')) {
        if (!line.startsWith('{')) continue;
        const m = JSON.parse(line);
        replies.set(m.id, m);
      }
      assert.equal(replies.get(2)?.error?.code, -32601);
      assert.equal(replies.get(3)?.error?.code, -32602);
      assert.equal(textOf(replies.get(4)?.result), 'after the noise');
      gw.child.stdin!.end();
      assert.equal(await gw.exited, 0, 'the client hanging up ends the gateway cleanly');
    });

    it('Latchkey unreachable: calls and lists fail closed, the upstream is not called', async () => {
      const port = await freePort();
      const log = join(dir, 'calls-4.log');
      const gw = await stdioGateway(
        ['--url', `http://127.0.0.1:${port}`, '--agent', agentId, '--timeout', '500', '--', process.execPath, FIXTURE],
        { LATCHKEY_AGENT_KEY: agentKey, MCP_FIXTURE_LOG: log },
      );
      try {
        const r = (await gw.client.callTool({ name: 'echo', arguments: { text: 'x' } })) as CallToolResult;
        assert.equal(r.isError, true);
        assert.match(
          textOf(r),
          /refused: Latchkey gave no usable decision, so the gateway fails closed \(pep-network-error\)/,
        );
        await assert.rejects(gw.client.listTools(), /tools\/list refused \(fail closed\)/);
        assert.deepEqual(upstreamCalls(log), []);
      } finally {
        await gw.client.close();
      }
    });

    it('refuses to start with a key of another agent or of another role, naming the problem', async () => {
      const other = await t.call({ method: 'POST', url: '/api/agents', payload: { name: 'other' } });
      const wrong = startProcess(
        [CLI, 'mcp-gateway', '--url', url, '--agent', other.json().id, '--', process.execPath, FIXTURE],
        { LATCHKEY_AGENT_KEY: agentKey },
      );
      await wrong.waitFor(new RegExp(`--key belongs to agent ${agentId}, not to --agent`));
      assert.equal(await wrong.exited, 1);
      const admin = startProcess([CLI, 'mcp-gateway', '--url', url, '--', process.execPath, FIXTURE], {
        LATCHKEY_AGENT_KEY: t.adminKey,
      });
      await admin.waitFor(/--key is a admin key; the gateway needs an agent key/);
      assert.equal(await admin.exited, 1);
      const usage = startProcess([CLI, 'mcp-gateway', '--url', url], { LATCHKEY_AGENT_KEY: agentKey });
      await usage.waitFor(/no upstream: give the MCP server command after --/);
      assert.equal(await usage.exited, 2);
    });

    it("the guide's config (docs/integrations/mcp.md), started the way an MCP client starts it", async () => {
      const guide = readFileSync(join(ROOT, 'docs/integrations/mcp.md'), 'utf8');
      const json = guide.match(/```json\n([\s\S]*?)```/)![1]!;
      const filled = json
        .replaceAll('/path/to/latchkey', ROOT.replace(/\/$/, ''))
        .replaceAll('/path/to/your-mcp-server.js', FIXTURE)
        .replaceAll('http://127.0.0.1:8080', url)
        .replaceAll('lk_live_your_agent_key', agentKey);
      const entry = JSON.parse(filled).mcpServers['clinical-tools'];
      const transport = new StdioClientTransport({
        command: entry.command,
        args: entry.args,
        env: entry.env,
        cwd: ROOT,
      });
      const client = new Client({ name: 'desktop-like', version: '1.0.0' });
      try {
        await client.connect(transport);
        assert.ok((await client.listTools()).tools.some((x) => x.name === 'read_note'));
        const note = await client.callTool({ name: 'read_note', arguments: {} });
        assert.match(textOf(note), /\[REDACTED:EMAIL\]/);
        const blocked = (await client.callTool({ name: 'delete_records', arguments: {} })) as CallToolResult;
        assert.equal(blocked.isError, true);
      } finally {
        await client.close();
      }
    });

    it('streamable HTTP on both sides: decisions carry the MCP session id', async () => {
      const upstream = startProcess([FIXTURE, '--http'], {});
      const [upstreamUrl] = await upstream.waitFor(/http:\/\/127\.0\.0\.1:\d+\/mcp/);
      const gw = startProcess([CLI, 'mcp-gateway', '--url', url, '--listen', '0', '--upstream-url', upstreamUrl], {
        LATCHKEY_AGENT_KEY: agentKey,
      });
      const [, gwUrl] = await gw.waitFor(/serving MCP at (http:\S+)/);
      const transport = new StreamableHTTPClientTransport(new URL(gwUrl!));
      const client = new Client({ name: 'http-client', version: '1.0.0' });
      try {
        await client.connect(transport);
        const sid = transport.sessionId!;
        assert.match(sid, /^[0-9a-f-]{36}$/);
        assert.ok((await client.listTools()).tools.some((x) => x.name === 'echo'));
        assert.equal(textOf(await client.callTool({ name: 'echo', arguments: { text: 'over http' } })), 'over http');
        assert.match(textOf(await client.callTool({ name: 'read_note', arguments: {} })), /\[REDACTED:EMAIL\]/);
        const mine = (await events('policy_decision')).filter((e) => e.session === sid);
        assert.ok(mine.length >= 4, 'list (simulated), call, result, call, result all in the session');
        // A request with a made-up session is answered in JSON-RPC's shape, not as an HTTP error page.
        const stray = await fetch(gwUrl!, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            'mcp-session-id': 'nope',
          },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
        });
        assert.equal(stray.status, 404);
        assert.equal(((await stray.json()) as { error: { code: number } }).error.code, -32001);
      } finally {
        await client.close();
        gw.child.kill('SIGTERM');
        upstream.child.kill('SIGTERM');
        assert.equal(await gw.exited, 0);
        await upstream.exited;
      }
    });
  });
}

async function freePort(): Promise<number> {
  const s = createServer().listen(0, '127.0.0.1');
  await new Promise((r) => s.once('listening', r));
  const { port } = s.address() as { port: number };
  await new Promise((r) => s.close(r));
  return port;
}
