import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  type CallToolResult,
  CallToolResultSchema,
  type ListToolsResult,
  type Progress,
} from '@modelcontextprotocol/sdk/types.js';
import type { GatewayOptions } from './options.js';

/**
 * Large enough that an oversized result reaches the gateway whole and is refused with a clear
 * error (--max-result-bytes); past it the SDK drops the connection, and the gateway goes with it.
 */
const STDIO_BUFFER_BYTES = 64 * 1024 * 1024;

/** Upstream tools may run long; progress notifications from the upstream restart the clock. */
const CALL_TIMEOUT_MS = 5 * 60_000;

export const GATEWAY_INFO = { name: 'latchkey-mcp-gateway', version: '0.1.0' };

/**
 * The MCP server behind the gateway: one connection shared by every client session. Calls are
 * counted so that, when a stdio upstream exits, the calls it took down are answered first.
 */
export class Upstream {
  private readonly inflight = new Set<Promise<unknown>>();
  private closing = false;

  private constructor(
    private readonly client: Client,
    readonly kind: 'stdio' | 'http',
  ) {}

  /** `onGone` runs once if the upstream goes away without the gateway closing it. */
  static async connect(spec: GatewayOptions['upstream'], onGone: (why: string) => void): Promise<Upstream> {
    const client = new Client(GATEWAY_INFO, { capabilities: {} });
    let transport: Transport;
    if (spec.kind === 'stdio') {
      transport = new StdioClientTransport({
        command: spec.command,
        args: spec.args,
        env: upstreamEnv(process.env),
        stderr: 'inherit',
        maxBufferSize: STDIO_BUFFER_BYTES,
      });
    } else {
      transport = new StreamableHTTPClientTransport(spec.url);
    }
    const upstream = new Upstream(client, spec.kind);
    client.onclose = () => {
      if (!upstream.closing) onGone(spec.kind === 'stdio' ? 'the upstream MCP server exited' : 'the upstream closed');
    };
    try {
      await client.connect(transport);
    } catch (err) {
      upstream.closing = true;
      await client.close().catch(() => {});
      const what = spec.kind === 'stdio' ? `"${spec.command}"` : spec.url.href;
      throw new Error(`could not start an MCP session with the upstream ${what}: ${message(err)}`);
    }
    return upstream;
  }

  listTools(cursor: string | undefined, signal: AbortSignal): Promise<ListToolsResult> {
    return this.track(this.client.listTools(cursor === undefined ? {} : { cursor }, { signal }));
  }

  callTool(
    name: string,
    args: Record<string, unknown>,
    signal: AbortSignal,
    onprogress?: (p: Progress) => void,
  ): Promise<CallToolResult> {
    // request(), not callTool(): the gateway rewrites results, so it does not check them against an output schema.
    const call = this.client.request(
      { method: 'tools/call', params: { name, arguments: args } },
      CallToolResultSchema,
      {
        signal,
        timeout: CALL_TIMEOUT_MS,
        ...(onprogress ? { onprogress, resetTimeoutOnProgress: true } : {}),
      },
    );
    return this.track(call as Promise<CallToolResult>);
  }

  /**
   * Resolves once every call in flight has settled and its answer has been handed to the client's
   * transport (the SDK sends it a few promise turns after the handler returns: one macrotask later).
   */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.inflight]);
    await new Promise((resolve) => setImmediate(resolve));
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.client.close().catch(() => {});
  }

  /** Counts a client's call, from its decision to its answer, as in flight. */
  track<T>(p: Promise<T>): Promise<T> {
    this.inflight.add(p);
    const done = () => this.inflight.delete(p);
    p.then(done, done);
    return p;
  }
}

/**
 * The upstream gets the gateway's environment (its own settings travel in it, as an MCP client
 * would pass them) but never Latchkey's: the agent key must not reach the server it governs.
 */
export function upstreamEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && !k.startsWith('LATCHKEY_')) out[k] = v;
  return out;
}

export function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
