import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Escalation, EscalationList, EscalationsQuery, IdParam, ResolveEscalationBody } from '@latchkey/contract';
import { contextOf } from '../../platform/auth/auth.hook.js';
import type { Deps } from '../../platform/deps.js';
import { pdpErrors } from '../../platform/http/pdp-schemas.js';
import { bearer } from '../../platform/http/schemas.js';

const tags = ['Escalations'];
const people = { roles: ['admin', 'member', 'reviewer'] as const };

export const escalationsRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const escalations = deps.pdp.escalations;

  app.get('/escalations', {
    config: { roles: ['admin', 'member', 'reviewer', 'auditor'] },
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
    config: { roles: ['admin', 'member', 'reviewer', 'auditor', 'agent'] },
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
};
