import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreatedEscalationSubscription,
  CreateEscalationSubscriptionBody,
  Escalation,
  EscalationList,
  EscalationSubscriptionList,
  EscalationsQuery,
  IdParam,
  ResolveEscalationBody,
} from '@latchkey/contract';
import { Type } from '@sinclair/typebox';
import { contextOf } from '../../platform/auth/auth.hook.js';
import type { Deps } from '../../platform/deps.js';
import { pdpErrors } from '../../platform/http/pdp-schemas.js';
import { bearer } from '../../platform/http/schemas.js';
import { requireEventStream, SseConnections } from '../../platform/http/sse.js';
import { InboxStreams } from './escalations.stream.js';

const tags = ['Escalations'];
const people = { roles: ['admin', 'member', 'reviewer'] as const };
const readers = { roles: ['admin', 'member', 'reviewer', 'auditor'] as const };

export const escalationsRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const escalations = deps.pdp.escalations;
  const streams = new InboxStreams(deps.compliance.stream.feed, (orgId, id) => escalations.find(orgId, id));
  const connections = new SseConnections(app);

  app.get('/escalations/stream', {
    config: readers,
    // HEAD of an endless stream has no meaning.
    exposeHeadRoute: false,
    schema: {
      tags,
      security: bearer,
      summary: 'Live escalations of the org as Server-Sent Events',
      description:
        'Messages `event: escalation.created|escalation.resolved|escalation.expired`, `id: <audit entry id>`, ' +
        '`data: <Escalation JSON>` (the escalation as it is when sent), and a `: heartbeat` comment every 15 s. ' +
        'No replay: on reconnect, reload the list. Requires `Accept: text/event-stream`.',
      response: {
        200: {
          description: 'An endless text/event-stream.',
          content: { 'text/event-stream': { schema: Type.String() } },
        },
        ...pdpErrors,
      },
    },
    handler: async (request, reply) => {
      const ctx = contextOf(request);
      requireEventStream(request);
      const session = await streams.open(ctx.org.id, {
        keyId: ctx.principal!.keyId,
        userId: ctx.principal!.userId,
      });
      return connections.send(request, reply, session);
    },
  });

  app.get('/escalations', {
    config: readers,
    schema: {
      tags,
      security: bearer,
      summary: 'Escalations, newest first',
      querystring: EscalationsQuery,
      response: { 200: EscalationList, ...pdpErrors },
    },
    handler: async (request) => escalations.list(contextOf(request), request.query),
  });

  app.get('/escalations/:id', {
    config: { roles: [...readers.roles, 'agent'] },
    schema: {
      tags,
      security: bearer,
      summary: 'Get an escalation',
      description: "An agent key reads its own agent's escalations only (to wait for approval), without `resolvedBy`.",
      params: IdParam,
      response: { 200: Escalation, ...pdpErrors },
    },
    handler: async (request) => escalations.get(contextOf(request), request.params.id),
  });

  app.post('/escalations/:id/resolve', {
    config: people,
    schema: {
      tags,
      security: bearer,
      summary: 'Approve or deny a pending escalation',
      description:
        'The agent then retries authorize with the same request plus `escalationId`: approved allows once, denied or expired blocks.',
      params: IdParam,
      body: ResolveEscalationBody,
      response: { 200: Escalation, ...pdpErrors },
    },
    handler: async (request) => escalations.resolve(contextOf(request), request.params.id, request.body),
  });

  const subscriptions = deps.pdp.escalationSubscriptions;

  app.post('/escalations/subscriptions', {
    config: people,
    schema: {
      tags,
      security: bearer,
      summary: 'Subscribe a URL to escalation events (signed webhooks)',
      description:
        'Each event is POSTed as `{id, type, created_at, data: Escalation, links: {console}}` with ' +
        '`X-Latchkey-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, t + "." + body)>` and `X-Latchkey-Delivery`, ' +
        'retried with backoff until a 2xx. A generated `secret` is in this response only.',
      body: CreateEscalationSubscriptionBody,
      response: { 201: CreatedEscalationSubscription, ...pdpErrors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await subscriptions.create(contextOf(request), request.body)),
  });

  app.get('/escalations/subscriptions', {
    config: people,
    schema: {
      tags,
      security: bearer,
      summary: "The org's escalation subscriptions (secrets masked)",
      response: { 200: EscalationSubscriptionList, ...pdpErrors },
    },
    handler: async (request) => subscriptions.list(contextOf(request)),
  });

  app.delete('/escalations/subscriptions/:id', {
    config: people,
    schema: {
      tags,
      security: bearer,
      summary: 'Delete a subscription: deliveries still queued are not sent',
      params: IdParam,
      response: { 204: { type: 'null' }, ...pdpErrors },
    },
    handler: async (request, reply) => {
      await subscriptions.remove(contextOf(request), request.params.id);
      return reply.code(204).send();
    },
  });
};
