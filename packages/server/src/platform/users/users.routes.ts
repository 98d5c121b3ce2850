import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, InviteUserBody, ListOf, ListQuery, UpdateUserBody, User, UserRole } from '@latchkey/contract';
import { Type } from '@sinclair/typebox';
import { contextOf } from '../auth/auth.hook.js';
import type { Deps } from '../deps.js';
import { bearer, v1Errors } from '../http/schemas.js';

const admin = { roles: ['admin'] as const };
const readers = { roles: ['admin', 'auditor'] as const };
const tags = ['Users'];

export const usersRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  app.post('/users', {
    config: admin,
    schema: {
      tags,
      security: bearer,
      summary: 'Invite a user',
      body: InviteUserBody,
      response: { 201: User, ...v1Errors },
    },
    handler: async (request, reply) => reply.code(201).send(await deps.users.invite(contextOf(request), request.body)),
  });

  app.get('/users', {
    config: readers,
    schema: {
      tags,
      security: bearer,
      summary: 'List users',
      querystring: Type.Composite([ListQuery, Type.Object({ role: Type.Optional(UserRole) })], {
        additionalProperties: false,
      }),
      response: { 200: ListOf(User), ...v1Errors },
    },
    handler: async (request) => deps.users.list(contextOf(request), request.query),
  });

  app.get('/users/:id', {
    config: readers,
    schema: { tags, security: bearer, summary: 'Get a user', params: IdParam, response: { 200: User, ...v1Errors } },
    handler: async (request) => deps.users.get(contextOf(request), request.params.id),
  });

  app.patch('/users/:id', {
    config: admin,
    schema: {
      tags,
      security: bearer,
      summary: "Change a user's role",
      params: IdParam,
      body: UpdateUserBody,
      response: { 200: User, ...v1Errors },
    },
    handler: async (request) => deps.users.changeRole(contextOf(request), request.params.id, request.body.role),
  });

  app.delete('/users/:id', {
    config: admin,
    schema: {
      tags,
      security: bearer,
      summary: 'Remove a user and revoke their keys',
      params: IdParam,
      response: { 200: User, ...v1Errors },
    },
    handler: async (request) => deps.users.remove(contextOf(request), request.params.id),
  });
};
