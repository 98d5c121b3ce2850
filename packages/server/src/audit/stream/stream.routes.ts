import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditStreamHeaders, AuditStreamQuery } from '@latchkey/contract';
import { Type } from '@sinclair/typebox';
import { contextOf } from '../../platform/auth/auth.hook.js';
import type { Deps } from '../../platform/deps.js';
import { bearer, v1Errors } from '../../platform/http/schemas.js';
import { requireEventStream, SseConnections } from '../../platform/http/sse.js';
import { auditReaders, auditTags } from '../logs/logs.routes.js';

export const auditStreamRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const streams = deps.compliance.stream;
  const connections = new SseConnections(app);

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
      requireEventStream(request);
      const fromSeq = await streams.resumePoint(ctx.org.id, request.headers['last-event-id']);
      const { event_types, projects } = request.query;
      const owner = { keyId: ctx.principal!.keyId, userId: ctx.principal!.userId };
      const session = await streams.open(ctx.org.id, owner, { eventTypes: event_types, projects }, fromSeq);
      return connections.send(request, reply, session);
    },
  });
};
