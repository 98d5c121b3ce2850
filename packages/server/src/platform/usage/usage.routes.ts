import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreatedUsageAlert,
  CreateLimitRequestBody,
  CreateUsageAlertBody,
  IdParam,
  LimitRequest,
  LimitRequestStatus,
  ListOf,
  ListQuery,
  Usage,
  UsageAlert,
} from '@latchkey/contract';
import { Type } from '@sinclair/typebox';
import { ALL_HUMAN_ROLES, contextOf } from '../auth/auth.hook.js';
import type { Deps } from '../deps.js';
import { bearer, v1Errors } from '../http/schemas.js';

const admin = { roles: ['admin'] as const };
const readers = { roles: ['admin', 'auditor'] as const };
const tags = ['Usage'];

export const usageRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/usage', {
    config: { roles: ALL_HUMAN_ROLES },
    schema: {
      tags,
      security: bearer,
      summary: "This month's usage against the plan's quotas",
      response: { 200: Usage, ...v1Errors },
    },
    handler: async (request) => deps.usage.getUsage(contextOf(request)),
  });

  app.post('/usage/alerts', {
    config: admin,
    schema: {
      tags,
      security: bearer,
      summary: 'Create a usage alert (the signing secret is returned once)',
      description:
        'POSTs `quota.threshold_reached` to `url` once per threshold, metric and period, signed ' +
        '`X-Latchkey-Signature: t=<unix>,v1=<hex HMAC-SHA256(signing_secret, t + "." + body)>`.',
      body: CreateUsageAlertBody,
      response: { 201: CreatedUsageAlert, ...v1Errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await deps.usage.alerts.create(contextOf(request), request.body)),
  });

  app.get('/usage/alerts', {
    config: readers,
    schema: {
      tags,
      security: bearer,
      summary: 'List usage alerts',
      querystring: ListQuery,
      response: { 200: ListOf(UsageAlert), ...v1Errors },
    },
    handler: async (request) => deps.usage.alerts.list(contextOf(request), request.query),
  });

  app.get('/usage/alerts/:id', {
    config: readers,
    schema: {
      tags,
      security: bearer,
      summary: 'Get a usage alert',
      params: IdParam,
      response: { 200: UsageAlert, ...v1Errors },
    },
    handler: async (request) => deps.usage.alerts.get(contextOf(request), request.params.id),
  });

  app.delete('/usage/alerts/:id', {
    config: admin,
    schema: {
      tags,
      security: bearer,
      summary: 'Delete a usage alert; queued deliveries are cancelled',
      params: IdParam,
      response: { 200: UsageAlert, ...v1Errors },
    },
    handler: async (request) => deps.usage.alerts.remove(contextOf(request), request.params.id),
  });

  app.post('/usage/limit-requests', {
    config: admin,
    schema: {
      tags,
      security: bearer,
      summary: 'Request a higher quota or rate limit',
      body: CreateLimitRequestBody,
      response: { 201: LimitRequest, ...v1Errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await deps.usage.limitRequests.create(contextOf(request), request.body)),
  });

  app.get('/usage/limit-requests', {
    config: readers,
    schema: {
      tags,
      security: bearer,
      summary: 'List limit-increase requests',
      querystring: Type.Composite([ListQuery, Type.Object({ status: Type.Optional(LimitRequestStatus) })], {
        additionalProperties: false,
      }),
      response: { 200: ListOf(LimitRequest), ...v1Errors },
    },
    handler: async (request) => deps.usage.limitRequests.list(contextOf(request), request.query),
  });
};
