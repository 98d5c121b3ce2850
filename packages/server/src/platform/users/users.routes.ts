import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParam,
  Invitation,
  InviteUserBody,
  ListOf,
  ListQuery,
  UpdateUserBody,
  User,
  UserRole,
} from '@latchkey/contract';
import { Type } from '@sinclair/typebox';
import { contextOf } from '../auth/auth.hook.js';
import { publicBaseOf } from '../console-auth/public-base.js';
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
      summary: 'Invite a user (the answer carries their one-time invitation link)',
      body: InviteUserBody,
      response: { 201: User, ...v1Errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await deps.users.invite(contextOf(request), request.body, publicBaseOf(deps, request))),
  });

  app.post('/users/:id/invitation', {
    config: admin,
    schema: {
      tags,
      security: bearer,
      summary: 'Issue a new invitation link (earlier links stop working)',
      params: IdParam,
      response: { 201: Invitation, ...v1Errors },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await deps.users.reinvite(contextOf(request), request.params.id, publicBaseOf(deps, request))),
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
      summary: "Change a user's role or reviewer link",
      params: IdParam,
      body: UpdateUserBody,
      response: { 200: User, ...v1Errors },
    },
    handler: async (request) => deps.users.update(contextOf(request), request.params.id, request.body),
  });

  app.delete('/users/:id', {
    config: admin,
    schema: {
      tags,
      security: bearer,
      summary: 'Remove a user and revoke their keys and sessions',
      params: IdParam,
      response: { 200: User, ...v1Errors },
    },
    handler: async (request) => deps.users.remove(contextOf(request), request.params.id),
  });
};
