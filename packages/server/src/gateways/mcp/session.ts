import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  type CallToolRequest,
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type ServerNotification,
  type ServerRequest,
} from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { type PolicySettings, SessionPolicy } from './policy.js';
import { toolError } from './results.js';
import { GATEWAY_INFO, message, type Upstream } from './upstream.js';

/**
 * One MCP server per client connection (the SDK binds a Server to one transport), all in front of
 * the same upstream. Only tools are offered: resources and prompts would reach the model without
 * a context_egress check, so the gateway does not pass them through (ADR 0050).
 *
 * `sessionOf` is read on each request: an HTTP session has its id only once initialize is done.
 */
export function gatewayServer(upstream: Upstream, settings: PolicySettings, sessionOf: () => string): Server {
  const server = new Server(GATEWAY_INFO, { capabilities: { tools: {}, logging: {} } });
  let policy: SessionPolicy | undefined;
  const policyFor = () => {
    const session = sessionOf();
    if (policy?.session !== session) policy = new SessionPolicy(settings, session);
    return policy;
  };

  server.setRequestHandler(ListToolsRequestSchema, async (request, extra) => {
    let listed: Awaited<ReturnType<Upstream['listTools']>>;
    try {
      listed = await upstream.listTools(request.params?.cursor, extra.signal);
    } catch (err) {
      throw new McpError(ErrorCode.InternalError, `the upstream MCP server could not list its tools: ${message(err)}`);
    }
    try {
      const tools = await policyFor().visibleTools(listed.tools);
      return listed.nextCursor ? { tools, nextCursor: listed.nextCursor } : { tools };
    } catch (err) {
      throw new McpError(ErrorCode.InternalError, `tools/list refused (fail closed): ${message(err)}`);
    }
  });

  // Registered under a schema that only names the method: the SDK's own check of the params then
  // runs in its tools/call wrapper and answers -32602 Invalid params, where a failed parse in the
  // generic dispatcher would be -32603 Internal error for what is the client's mistake.
  const anyToolsCall = z.object({ method: z.literal('tools/call') }).passthrough();
  server.setRequestHandler(anyToolsCall, (request, extra) =>
    upstream.track(callTool(CallToolRequestSchema.parse(request), extra)),
  );

  async function callTool(
    request: CallToolRequest,
    extra: RequestHandlerExtra<ServerRequest, ServerNotification>,
  ): Promise<CallToolResult> {
    const { name } = request.params;
    const args = request.params.arguments ?? {};
    const policy = policyFor();
    const token = extra._meta?.progressToken;
    const notify = async (text: string) => {
      await extra.sendNotification({
        method: 'notifications/message',
        params: { level: 'warning', logger: 'latchkey', data: text },
      });
    };
    const verdict = await policy.authorizeCall(name, args, notify, extra.signal);
    if (!verdict.run) return verdict.result;
    let result: CallToolResult;
    try {
      const onprogress =
        token === undefined
          ? undefined
          : (p: { progress: number; total?: number; message?: string }) =>
              void extra
                .sendNotification({ method: 'notifications/progress', params: { progressToken: token, ...p } })
                .catch(() => {});
      result = await upstream.callTool(name, args, extra.signal, onprogress);
    } catch (err) {
      const e =
        err instanceof McpError && err.code === ErrorCode.ConnectionClosed
          ? 'the upstream MCP server went away during the call'
          : message(err);
      return toolError(`Tool "${name}" failed in the upstream MCP server: ${e}`);
    }
    return policy.checkResult(name, result);
  }
  return server;
}
