import { parseArgs } from 'node:util';

export const MCP_USAGE = `latchkey mcp-gateway --url URL --key AGENT_KEY [flags] -- COMMAND [ARGS...]
latchkey mcp-gateway --url URL --key AGENT_KEY [flags] --upstream-url MCP_URL

  Puts Latchkey between an MCP client and an MCP server: every tools/call is authorized at
  stage action (the permit redeemed before the upstream is called), every result at
  context_egress; tools/list shows only the agent's tools. Anything Latchkey cannot decide
  is refused (fail closed).

  --url URL                 the Latchkey server (or LATCHKEY_URL)
  --key KEY                 the agent's key (or LATCHKEY_AGENT_KEY; prefer the variable:
                            a flag is visible in the process list)
  --agent ID                the agent (default: the key's own agent, asked from /v1/me)
  --escalation-wait S       seconds to wait for a human to approve an escalated call (default 0)
  --timeout MS              deadline of one Latchkey decision (default 2000)
  --max-result-bytes N      larger tool results are refused, not passed on (default 524288)
  --listen PORT             serve streamable HTTP at http://127.0.0.1:PORT/mcp instead of stdio
  --upstream-url URL        front a streamable-HTTP MCP server instead of starting COMMAND`;

export interface GatewayOptions {
  url: string;
  key: string;
  agentId: string | undefined;
  escalationWaitMs: number;
  timeoutMs: number;
  maxResultBytes: number;
  listenPort: number | undefined;
  upstream: { kind: 'stdio'; command: string; args: string[] } | { kind: 'http'; url: URL };
}

/** A mistake in the command line: the message is for the operator, with the usage after it. */
export class UsageError extends Error {}

function number(flag: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new UsageError(`--${flag} must be a whole number from ${min} to ${max}, not "${raw}"`);
  }
  return Number(raw);
}

function httpUrl(flag: string, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`--${flag} is not a URL: "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--${flag} must be http or https`);
  return url;
}

/** Flags before `--`; the upstream's own command line after it, untouched. */
export function parseGatewayArgs(argv: string[], env: NodeJS.ProcessEnv): GatewayOptions {
  const dash = argv.indexOf('--');
  const own = dash === -1 ? argv : argv.slice(0, dash);
  const command = dash === -1 ? [] : argv.slice(dash + 1);
  const { values, positionals } = parseArgs({
    args: own,
    allowPositionals: true,
    options: {
      url: { type: 'string' },
      key: { type: 'string' },
      agent: { type: 'string' },
      'escalation-wait': { type: 'string' },
      timeout: { type: 'string' },
      'max-result-bytes': { type: 'string' },
      listen: { type: 'string' },
      'upstream-url': { type: 'string' },
    },
  });
  if (positionals.length > 0) throw new UsageError(`unexpected "${positionals[0]}": put the upstream command after --`);
  const url = values.url ?? env.LATCHKEY_URL;
  const key = values.key ?? env.LATCHKEY_AGENT_KEY;
  if (!url) throw new UsageError('--url (or LATCHKEY_URL) is required');
  if (!key) throw new UsageError('--key (or LATCHKEY_AGENT_KEY) is required');
  httpUrl('url', url);
  const upstreamUrl = values['upstream-url'];
  if (upstreamUrl !== undefined && command.length > 0)
    throw new UsageError('give either --upstream-url or a command after --, not both');
  if (upstreamUrl === undefined && command.length === 0)
    throw new UsageError('no upstream: give the MCP server command after --, or --upstream-url');
  return {
    url,
    key,
    agentId: values.agent,
    escalationWaitMs: number('escalation-wait', values['escalation-wait'], 0, 0, 86_400) * 1000,
    timeoutMs: number('timeout', values.timeout, 2000, 1, 600_000),
    maxResultBytes: number('max-result-bytes', values['max-result-bytes'], 512 * 1024, 1, 64 * 1024 * 1024),
    listenPort: values.listen === undefined ? undefined : number('listen', values.listen, 0, 0, 65_535),
    upstream:
      upstreamUrl !== undefined
        ? { kind: 'http', url: httpUrl('upstream-url', upstreamUrl) }
        : { kind: 'stdio', command: command[0]!, args: command.slice(1) },
  };
}
