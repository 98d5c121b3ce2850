import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Call, CallListQuery, CreateCallBody, IdParam, ListOf } from '@latchkey/contract';
import { contextOf } from '../../platform/auth/auth.hook.js';
import type { Deps } from '../../platform/deps.js';
import { bearer, v1Errors } from '../../platform/http/schemas.js';

const tags = ['Calls'];

export const callsRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const calls = deps.eval.calls;

  app.post('/calls', {
    schema: {
      tags,
      security: bearer,
      summary: 'Ingest a production AI call (and, given a dataset, store it as a sample)',
      body: CreateCallBody,
      response: { 201: Call, ...v1Errors },
    },
    handler: async (request, reply) => reply.code(201).send(await calls.ingest(contextOf(request), request.body)),
  });

  app.get('/calls', {
    schema: {
      tags,
      security: bearer,
      summary: 'List calls',
      querystring: CallListQuery,
      response: { 200: ListOf(Call), ...v1Errors },
    },
    handler: async (request) => calls.list(contextOf(request), request.query),
  });

  app.get('/calls/:id', {
    schema: { tags, security: bearer, summary: 'Get a call', params: IdParam, response: { 200: Call, ...v1Errors } },
    handler: async (request) => calls.get(contextOf(request), request.params.id),
  });
};
