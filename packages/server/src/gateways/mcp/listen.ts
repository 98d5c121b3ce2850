import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { Server as McpServer } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { PolicySettings } from './policy.js';
import { gatewayServer } from './session.js';
import type { Upstream } from './upstream.js';

/** More sessions than a desktop or a ward's agents open; past it a new client is told to come back. */
const MAX_SESSIONS = 256;
/** Tool arguments beyond this are not a tool call the PDP would accept anyway (its body limit is 1 MiB). */
const MAX_BODY_BYTES = 4 * 1024 * 1024;

export interface Listening {
  port: number;
  close(): Promise<void>;
}

function jsonRpcError(res: ServerResponse, status: number, code: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}

/**
 * Streamable HTTP at http://127.0.0.1:PORT/mcp, one MCP session per client, each decision carrying
 * the MCP session id. Loopback only, with Host checks against DNS rebinding: the gateway acts with
 * the agent's key, so it is offered to the same machine that stdio would serve (ADR 0050).
 */
export async function listenHttp(port: number, upstream: Upstream, settings: PolicySettings): Promise<Listening> {
  const sessions = new Map<string, { transport: StreamableHTTPServerTransport; server: McpServer }>();
  let hosts: string[] = [];
  const http = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) jsonRpcError(res, 500, -32603, 'internal error in the gateway');
      else res.end();
    });
  });

  async function handle(req: import('node:http').IncomingMessage, res: ServerResponse): Promise<void> {
    if (new URL(req.url ?? '/', 'http://gateway').pathname !== '/mcp') {
      jsonRpcError(res, 404, -32601, 'not found: the MCP endpoint is /mcp');
      return;
    }
    const id = req.headers['mcp-session-id'];
    if (typeof id === 'string') {
      const known = sessions.get(id);
      if (!known) return jsonRpcError(res, 404, -32001, 'Session not found');
      return known.transport.handleRequest(req, res);
    }
    if (sessions.size >= MAX_SESSIONS) return jsonRpcError(res, 503, -32000, 'too many MCP sessions; try again later');
    // No session yet: this must be initialize. The transport answers anything else with a 400.
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      enableDnsRebindingProtection: true,
      allowedHosts: hosts,
      maxRequestBodySize: MAX_BODY_BYTES,
      onsessioninitialized: (sid) => {
        sessions.set(sid, { transport, server });
      },
    });
    const server = gatewayServer(upstream, settings, () => transport.sessionId ?? 'unknown');
    transport.onclose = () => {
      if (transport.sessionId) sessions.delete(transport.sessionId);
    };
    await server.connect(transport);
    await transport.handleRequest(req, res);
    if (!transport.sessionId) await server.close();
  }

  http.listen(port, '127.0.0.1');
  await Promise.race([
    once(http, 'listening'),
    once(http, 'error').then(([err]) => {
      throw err;
    }),
  ]);
  const actual = (http.address() as { port: number }).port;
  hosts = [`127.0.0.1:${actual}`, `localhost:${actual}`];
  return {
    port: actual,
    async close() {
      await Promise.allSettled([...sessions.values()].map((s) => s.server.close()));
      http.closeAllConnections();
      http.close();
      await once(http, 'close').catch(() => {});
    },
  };
}
