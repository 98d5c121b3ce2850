import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreatePolicyBody,
  IdParam,
  LatchSettings,
  LatchSettingsView,
  Policy,
  PolicyList,
  UpdatePolicyBody,
} from '@latchkey/contract';
import { contextOf } from '../../platform/auth/auth.hook.js';
import type { Deps } from '../../platform/deps.js';
import { pdpErrors } from '../../platform/http/pdp-schemas.js';
import { bearer } from '../../platform/http/schemas.js';

const tags = ['Policies'];
const readers = { roles: ['admin', 'member', 'auditor'] as const };

export const policiesRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const policies = deps.pdp.policies;

  app.get('/policies', {
    config: readers,
    schema: {
      tags,
      security: bearer,
      summary: 'The policy catalog: baseline latches, library, own policies',
      response: { 200: PolicyList, ...pdpErrors },
    },
    handler: async (request) => policies.list(contextOf(request)),
  });

  app.get('/policies/:id', {
    config: readers,
    schema: {
      tags,
      security: bearer,
      summary: 'One policy or latch, with its rule, Cedar text or settings',
      params: IdParam,
      response: { 200: Policy, ...pdpErrors },
    },
    handler: async (request) => policies.get(contextOf(request), request.params.id),
  });

  app.post('/policies', {
    schema: {
      tags,
      security: bearer,
      summary: 'Create an org policy: a content rule or a Cedar action policy',
      description:
        'Content rules check keywords (whole words), patterns (refused when they could backtrack catastrophically) and PII types. ' +
        'Cedar policies see principal `Agent::"<agentId>"`, action `Action::"action"`, resource `Tool::"<tool>"` and ' +
        'context `{ args, session, categories }`; a satisfied `forbid` yields `@verdict("BLOCK"|"ESCALATE"|"WARN")` and `@reason("…")`. ' +
        'Cedar text is refused (400) past 64 KiB, 100 statements or a nesting depth of 100 (a bracket level counts 4, ' +
        'an operator or attribute access 3, `!` or unary `-` 2).',
      body: CreatePolicyBody,
      response: { 201: Policy, ...pdpErrors },
    },
    handler: async (request, reply) => reply.code(201).send(await policies.create(contextOf(request), request.body)),
  });

  app.put('/policies/:id', {
    schema: {
      tags,
      security: bearer,
      summary: 'Update an org policy (a new version)',
      params: IdParam,
      body: UpdatePolicyBody,
      response: { 200: Policy, ...pdpErrors },
    },
    handler: async (request) => policies.update(contextOf(request), request.params.id, request.body),
  });

  app.delete('/policies/:id', {
    schema: {
      tags,
      security: bearer,
      summary: 'Delete an org policy (409 while an agent attaches it)',
      params: IdParam,
      response: { 204: { type: 'null' }, ...pdpErrors },
    },
    handler: async (request, reply) => {
      await policies.remove(contextOf(request), request.params.id);
      return reply.code(204).send();
    },
  });

  app.get('/latches/:id/settings', {
    config: readers,
    schema: {
      tags,
      security: bearer,
      summary: "A baseline latch's settings for this org",
      params: IdParam,
      response: { 200: LatchSettingsView, ...pdpErrors },
    },
    handler: async (request) => policies.getSettings(contextOf(request), request.params.id),
  });

  app.put('/latches/:id/settings', {
    schema: {
      tags,
      security: bearer,
      summary: "Replace a baseline latch's settings for this org",
      description: 'Fields left out return to their defaults. Each latch accepts only its own fields.',
      params: IdParam,
      body: LatchSettings,
      response: { 200: LatchSettingsView, ...pdpErrors },
    },
    handler: async (request) => policies.putSettings(contextOf(request), request.params.id, request.body),
  });
};
