import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChatCompletionRequest } from '@latchkey/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../platform/deps.js';
import { AppError } from '../platform/errors/app-error.js';
import { bearer } from '../platform/http/schemas.js';

const agentOnly = { roles: ['agent'] as const };
const MAX_SESSION = 200;

/** Cancels the upstream call when the client hangs up before its answer was sent. */
function hangUpSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new AppError('upstream_failed', 'the client went away'));
  });
  return controller.signal;
}

/** The decisions' session (ADR 0049): the header, else the body's `user`, else this request alone. */
function sessionOf(request: FastifyRequest, user: string | undefined): string {
  const header = request.headers['x-latchkey-session'];
  const named = typeof header === 'string' && header !== '' ? header : user;
  if (named !== undefined && named !== '') {
    if (named.length > MAX_SESSION) {
      throw new AppError('invalid_value', `X-Latchkey-Session is longer than ${MAX_SESSION} characters`, {
        param: 'X-Latchkey-Session',
      });
    }
    return named;
  }
  return `gateway-${request.id}`;
}

/** `/gateway/v1`: the OpenAI-compatible model gateway, for agent keys (ADR 0049). */
export const gatewayRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const gateway = deps.gateway.completions;

  app.post('/v1/chat/completions', {
    config: agentOnly,
    schema: {
      hide: true,
      security: bearer,
      summary: 'OpenAI chat completions, every step authorized',
      body: ChatCompletionRequest,
    },
    handler: async (request, reply) => {
      const session = sessionOf(request, request.body.user);
      const out = await gateway.complete({
        principal: request.principal!,
        body: request.body,
        session,
        signal: hangUpSignal(reply),
      });
      reply.header('x-latchkey-session', session);
      if (!out.stream) return reply.send(out.body);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(out.body);
    },
  });

  app.get('/v1/models', {
    config: agentOnly,
    schema: { hide: true, security: bearer, summary: 'Models this agent may call' },
    handler: async (request, reply) => gateway.models(request.principal!, hangUpSignal(reply)),
  });
};
