import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditStreamHeaders, AuditStreamQuery } from '@latchkey/contract';
import { Type } from '@sinclair/typebox';
import { contextOf } from '../../platform/auth/auth.hook.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors/app-error.js';
import { bearer, v1Errors } from '../../platform/http/schemas.js';
import { auditReaders, auditTags } from '../logs/logs.routes.js';
import type { AuditStreamSession } from './stream.session.js';

/** The spec requires `Accept: text/event-stream`; anything else (even a bare `*` + `/*`) is refused. */
export function acceptsEventStream(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((part) => part.split(';')[0]!.trim().toLowerCase() === 'text/event-stream');
}

export const auditStreamRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const streams = deps.compliance.stream;
  const open = new Map<AuditStreamSession, { res: ServerResponse; socket: Socket }>();

  // app.close() waits for every connection to end before onClose runs, and a stream never ends on
  // its own: end them before the server starts closing, and drop their sockets once the end is
  // written (an idle keep-alive socket would otherwise hold the close for keepAliveTimeout).
  app.addHook('preClose', (done) => {
    for (const [session, { res, socket }] of open) {
      res.once('finish', () => socket.destroy());
      // A client that stopped reading never lets the end be written.
      setTimeout(() => socket.destroy(), 1_000).unref();
      session.end('shutdown');
    }
    done();
  });

  app.get('/audit/stream', {
    config: auditReaders,
    // HEAD of an endless stream has no meaning; without this Fastify would open one and drop it.
    exposeHeadRoute: false,
    schema: {
      tags: auditTags,
      security: bearer,
      summary: 'Live audit log as Server-Sent Events (one stream per API key)',
      description:
        'Messages: `id: <log id>`, `event: audit_log`, `data: <entry JSON with integrity>`; a `:` comment every ' +
        '15 s. Send `Last-Event-ID` to replay what came after that entry, then continue live. A second ' +
        'concurrent stream of the same key gets 429.',
      querystring: AuditStreamQuery,
      headers: AuditStreamHeaders,
      response: {
        200: {
          description: 'An endless text/event-stream.',
          content: { 'text/event-stream': { schema: Type.String() } },
        },
        ...v1Errors,
      },
    },
    handler: async (request, reply) => {
      const ctx = contextOf(request);
      if (!acceptsEventStream(request.headers.accept)) {
        throw new AppError(
          'invalid_value',
          'This endpoint streams Server-Sent Events: send Accept: text/event-stream',
          {
            param: 'Accept',
          },
        );
      }
      const fromSeq = await streams.resumePoint(ctx.org.id, request.headers['last-event-id']);
      const { event_types, projects } = request.query;
      const owner = { keyId: ctx.principal!.keyId, userId: ctx.principal!.userId };
      const session = await streams.open(ctx.org.id, owner, { eventTypes: event_types, projects }, fromSeq);
      open.set(session, { res: reply.raw, socket: request.raw.socket });
      session.body.once('close', () => open.delete(session));
      // A streamed payload keeps the key's concurrency slot until the socket closes (eval-api.ts).
      // The typed reply only knows the documented 200 body (a string); a stream is sent as is.
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(session.body as unknown as string);
    },
  });
};
