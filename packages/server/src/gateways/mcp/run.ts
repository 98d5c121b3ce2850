import { randomUUID } from 'node:crypto';
import { EvalClient, PdpClient } from '@latchkey/client';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { listenHttp } from './listen.js';
import { type GatewayOptions, MCP_USAGE, parseGatewayArgs, UsageError } from './options.js';
import { keepAliveFetch } from './pdp-transport.js';
import { gatewayServer } from './session.js';
import { message, Upstream } from './upstream.js';

/** stdout is the MCP channel in stdio mode: everything the operator reads goes to stderr. */
const say = (line: string) => process.stderr.write(`latchkey mcp-gateway: ${line}\n`);

/**
 * The agent the key belongs to, from /v1/me. A key of another role is refused: the gateway acts
 * as one agent and needs nothing more (an admin key could also approve what it escalates).
 * With --agent given, an unreachable Latchkey is no reason not to start: each call fails closed.
 */
async function resolveAgent(opts: GatewayOptions): Promise<string> {
  let me: { role: string; agent: string | null };
  try {
    me = await new EvalClient({ baseUrl: opts.url, apiKey: opts.key, timeoutMs: opts.timeoutMs, maxRetries: 0 }).me();
  } catch (err) {
    if (opts.agentId) {
      say(`could not check the key at ${opts.url} (${message(err)}); calls fail closed until Latchkey answers`);
      return opts.agentId;
    }
    throw new Error(`could not ask ${opts.url}/v1/me which agent the key is for (${message(err)}); give --agent`);
  }
  if (me.role !== 'agent' || !me.agent) {
    throw new Error(`--key is a ${me.role} key; the gateway needs an agent key (POST /api/agents/{id}/provision)`);
  }
  if (opts.agentId && opts.agentId !== me.agent) {
    throw new Error(`--key belongs to agent ${me.agent}, not to --agent ${opts.agentId}`);
  }
  return me.agent;
}

/**
 * The largest Latchkey answer the gateway reads: a context_egress decision on the largest result
 * it passes carries that text back rewritten, and JSON may escape a byte into six (`\u0000`).
 */
export function answerLimit(maxResultBytes: number): number {
  return 1024 * 1024 + 6 * maxResultBytes;
}

/** `latchkey mcp-gateway …`: resolves with the exit code once the gateway has stopped. */
export async function runMcpGateway(argv: string[]): Promise<number> {
  let opts: GatewayOptions;
  try {
    opts = parseGatewayArgs(argv, process.env);
  } catch (err) {
    if (!(err instanceof UsageError) && !(err instanceof TypeError)) throw err;
    process.stderr.write(`latchkey mcp-gateway: ${err.message}\n\n${MCP_USAGE}\n`);
    return 2;
  }
  let agentId: string;
  try {
    agentId = await resolveAgent(opts);
  } catch (err) {
    say(message(err));
    return 1;
  }
  const settings = {
    client: new PdpClient({
      baseUrl: opts.url,
      apiKey: opts.key,
      timeoutMs: opts.timeoutMs,
      fetch: keepAliveFetch({ maxAnswerBytes: answerLimit(opts.maxResultBytes) }),
    }),
    agentId,
    timeoutMs: opts.timeoutMs,
    escalationWaitMs: opts.escalationWaitMs,
    maxResultBytes: opts.maxResultBytes,
  };

  let finish: (code: number) => void = () => {};
  const finished = new Promise<number>((resolve) => {
    finish = resolve;
  });
  let stopping = false;
  let stopDownstream: () => Promise<void> = async () => {};
  let upstream: Upstream | undefined;
  const stop = async (code: number, why?: string) => {
    if (stopping) return;
    stopping = true;
    if (why) say(why);
    // Calls the upstream took down with it are answered before the client loses the gateway.
    await upstream?.settled();
    await stopDownstream().catch(() => {});
    await upstream?.close();
    finish(code);
  };

  try {
    upstream = await Upstream.connect(opts.upstream, (why) => void stop(1, `${why}; stopping`));
  } catch (err) {
    say(message(err));
    return 1;
  }
  process.once('SIGTERM', () => void stop(0));
  process.once('SIGINT', () => void stop(0));

  if (opts.listenPort !== undefined) {
    try {
      const http = await listenHttp(opts.listenPort, upstream, settings);
      stopDownstream = () => http.close();
      say(`agent ${agentId}: serving MCP at http://127.0.0.1:${http.port}/mcp`);
    } catch (err) {
      await upstream.close();
      say(`cannot listen on port ${opts.listenPort}: ${message(err)}`);
      return 1;
    }
  } else {
    const session = `stdio-${randomUUID()}`;
    const server = gatewayServer(upstream, settings, () => session);
    const transport = new StdioServerTransport();
    // A line that is not JSON-RPC has no id to answer: the SDK drops it, and the gateway says so.
    server.onerror = (err) => say(`ignored a message from the client: ${err.message}`);
    stopDownstream = () => server.close();
    // The SDK's stdio transport never notices the client hanging up; stdin's end is that signal.
    process.stdin.once('end', () => void stop(0));
    await server.connect(transport);
    say(`agent ${agentId}: serving MCP on stdio (session ${session})`);
  }
  return finished;
}
