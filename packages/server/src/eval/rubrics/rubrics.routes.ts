import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreateRubricBody, IdParam, ListOf, Rubric, RubricListQuery } from '@latchkey/contract';
import { contextOf } from '../../platform/auth/auth.hook.js';
import type { Deps } from '../../platform/deps.js';
import { bearer, v1Errors } from '../../platform/http/schemas.js';

const tags = ['Review rubrics'];
/** Reviewers read the rubrics they grade against; only admins and members write them. */
const readers = { roles: ['admin', 'member', 'reviewer'] as const };

export const rubricsRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const rubrics = deps.eval.rubrics;

  app.post('/reviews/rubrics', {
    schema: {
      tags,
      security: bearer,
      summary: 'Create a grading rubric',
      body: CreateRubricBody,
      response: { 201: Rubric, ...v1Errors },
    },
    handler: async (request, reply) => reply.code(201).send(await rubrics.create(contextOf(request), request.body)),
  });

  app.get('/reviews/rubrics', {
    config: readers,
    schema: {
      tags,
      security: bearer,
      summary: 'List rubrics',
      querystring: RubricListQuery,
      response: { 200: ListOf(Rubric), ...v1Errors },
    },
    handler: async (request) => rubrics.list(contextOf(request), request.query),
  });

  app.get('/reviews/rubrics/:id', {
    config: readers,
    schema: {
      tags,
      security: bearer,
      summary: 'Get a rubric',
      params: IdParam,
      response: { 200: Rubric, ...v1Errors },
    },
    handler: async (request) => rubrics.get(contextOf(request), request.params.id),
  });
};
