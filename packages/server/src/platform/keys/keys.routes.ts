import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiKey, CreateApiKeyBody, CreatedApiKey, IdParam, ListOf, ListQuery, Me } from '@latchkey/contract';
import { Type } from '@sinclair/typebox';
import { contextOf } from '../auth/auth.hook.js';
import type { Principal } from '../context.js';
import type { Deps } from '../deps.js';
import { bearer, v1Errors } from '../http/schemas.js';
import { timeInput } from '../time.js';

const admin = { roles: ['admin'] as const };
const tags = ['API keys'];

function toMe(p: Principal): Me {
  const { id, slug, plan } = p.org;
  return {
    object: 'principal',
    key: p.keyId,
    role: p.role,
    org: { id, slug, plan },
    user: p.userId,
    agent: p.agentId,
    reviewer: p.reviewerId,
  };
}

export const keysRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/me', {
    config: { roles: ['admin', 'member', 'reviewer', 'auditor', 'agent'] },
    schema: {
      tags,
      security: bearer,
      summary: 'The calling key: its id, role and org',
      response: { 200: Me, ...v1Errors },
    },
    handler: async (request) => toMe(request.principal!),
  });

  app.post('/api-keys', {
    config: admin,
    schema: {
      tags,
      security: bearer,
      summary: 'Create an API key (the secret is returned once)',
      body: CreateApiKeyBody,
      response: { 201: CreatedApiKey, ...v1Errors },
    },
    handler: async (request, reply) => {
      const b = request.body;
      const { key, secret } = await deps.keys.create(contextOf(request), {
        name: b.name,
        role: b.role,
        userId: b.user,
        expiresAt: b.expires_at ? timeInput(b.expires_at, 'expires_at') : null,
      });
      return reply.code(201).send({ ...key, secret });
    },
  });

  app.get('/api-keys', {
    config: admin,
    schema: {
      tags,
      security: bearer,
      summary: 'List API keys (masked)',
      querystring: Type.Composite([ListQuery, Type.Object({ include_revoked: Type.Optional(Type.Boolean()) })], {
        additionalProperties: false,
      }),
      response: { 200: ListOf(ApiKey), ...v1Errors },
    },
    handler: async (request) => deps.keys.list(contextOf(request), request.query),
  });

  app.get('/api-keys/:id', {
    config: admin,
    schema: {
      tags,
      security: bearer,
      summary: 'Get an API key (masked)',
      params: IdParam,
      response: { 200: ApiKey, ...v1Errors },
    },
    handler: async (request) => deps.keys.get(contextOf(request), request.params.id),
  });

  app.delete('/api-keys/:id', {
    config: admin,
    schema: {
      tags,
      security: bearer,
      summary: 'Revoke an API key, effective at once',
      params: IdParam,
      response: { 200: ApiKey, ...v1Errors },
    },
    handler: async (request) => deps.keys.revoke(contextOf(request), request.params.id),
  });
};
