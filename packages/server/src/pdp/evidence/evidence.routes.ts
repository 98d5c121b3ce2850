import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChainVerification, EventAccepted, EventBody, EventList, EventsQuery } from '@latchkey/contract';
import { contextOf } from '../../platform/auth/auth.hook.js';
import type { Deps } from '../../platform/deps.js';
import { pdpErrors } from '../../platform/http/pdp-schemas.js';
import { bearer } from '../../platform/http/schemas.js';

const tags = ['Evidence'];
const readers = { roles: ['admin', 'member', 'auditor'] as const };

export const evidenceRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const evidence = deps.pdp.evidence;

  app.post('/events', {
    config: { roles: ['admin', 'member', 'agent'] },
    schema: {
      tags,
      security: bearer,
      summary: 'Append a telemetry event to the evidence feed',
      description:
        'The server sets `receivedAt`, and `ts` when absent; `session` defaults to `unknown`. Types written by the server ' +
        '(`policy_decision`, `permit_redeemed`, `escalation_resolved`) are refused. Answers once the event is durable.',
      body: EventBody,
      response: { 200: EventAccepted, ...pdpErrors },
    },
    handler: async (request) => evidence.ingest(contextOf(request), request.body),
  });

  app.get('/events', {
    config: readers,
    schema: {
      tags,
      security: bearer,
      summary: 'Read the evidence feed, newest first',
      description:
        'Pass `nextCursor` back as `cursor` for the next page. Every event carries `integrity: { seq, prev_hash, hash }`.',
      querystring: EventsQuery,
      response: { 200: EventList, ...pdpErrors },
    },
    handler: async (request) => evidence.list(contextOf(request), request.query),
  });

  app.get('/events/verify', {
    config: readers,
    schema: {
      tags,
      security: bearer,
      summary: "Re-verify the org's whole evidence chain",
      response: { 200: ChainVerification, ...pdpErrors },
    },
    handler: async (request) => evidence.verify(contextOf(request)),
  });
};
