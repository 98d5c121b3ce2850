import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Agent,
  AgentList,
  AgentPoliciesBody,
  CreateAgentBody,
  IdParam,
  ProvisionAgentBody,
  ProvisionedAgent,
  UpdateAgentBody,
} from '@latchkey/contract';
import { contextOf } from '../../platform/auth/auth.hook.js';
import type { Deps } from '../../platform/deps.js';
import { pdpErrors } from '../../platform/http/pdp-schemas.js';
import { bearer } from '../../platform/http/schemas.js';

const tags = ['Agents'];
const readers = { roles: ['admin', 'member', 'auditor'] as const };

export const agentsRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const agents = deps.pdp.agents;

  app.get('/agents', {
    config: readers,
    schema: { tags, security: bearer, summary: 'Agents of the workspace', response: { 200: AgentList, ...pdpErrors } },
    handler: async (request) => agents.list(contextOf(request)),
  });

  app.post('/agents', {
    schema: {
      tags,
      security: bearer,
      summary: 'Onboard an agent',
      description:
        'Tool names are normalized (`Send-Email` → `send_email`); policyIds follow the rules of PUT /api/agents/{id}/policies.',
      body: CreateAgentBody,
      response: { 201: Agent, ...pdpErrors },
    },
    handler: async (request, reply) => reply.code(201).send(await agents.create(contextOf(request), request.body)),
  });

  app.get('/agents/:id', {
    config: readers,
    schema: {
      tags,
      security: bearer,
      summary: 'Get an agent',
      params: IdParam,
      response: { 200: Agent, ...pdpErrors },
    },
    handler: async (request) => agents.get(contextOf(request), request.params.id),
  });

  app.patch('/agents/:id', {
    schema: {
      tags,
      security: bearer,
      summary: 'Update an agent',
      params: IdParam,
      body: UpdateAgentBody,
      response: { 200: Agent, ...pdpErrors },
    },
    handler: async (request) => agents.update(contextOf(request), request.params.id, request.body),
  });

  app.delete('/agents/:id', {
    schema: {
      tags,
      security: bearer,
      summary: 'Delete an agent: its keys are revoked, its evidence stays',
      params: IdParam,
      response: { 204: { type: 'null' }, ...pdpErrors },
    },
    handler: async (request, reply) => {
      await agents.remove(contextOf(request), request.params.id);
      return reply.code(204).send();
    },
  });

  app.put('/agents/:id/policies', {
    schema: {
      tags,
      security: bearer,
      summary: "Set the agent's attached policies",
      description:
        'Unknown ids are a 400 naming them; baseline ids (latch-0…latch-5, always on) are dropped; duplicates are removed, order kept.',
      params: IdParam,
      body: AgentPoliciesBody,
      response: { 200: Agent, ...pdpErrors },
    },
    handler: async (request) => agents.setPolicies(contextOf(request), request.params.id, request.body.policyIds),
  });

  app.post('/agents/:id/provision', {
    schema: {
      tags,
      security: bearer,
      summary: "Provision the agent's runtime and issue its PEP key (shown once)",
      description:
        'Earlier keys of the agent are revoked. `env` must not hold secrets: credential-like names or values are refused.',
      params: IdParam,
      body: ProvisionAgentBody,
      response: { 200: ProvisionedAgent, ...pdpErrors },
    },
    handler: async (request) => agents.provision(contextOf(request), request.params.id, request.body),
  });
};
