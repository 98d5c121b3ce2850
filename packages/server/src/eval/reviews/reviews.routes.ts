import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListOf, Review, ReviewListQuery, SubmitReviewBody } from '@latchkey/contract';
import { Type } from '@sinclair/typebox';
import { contextOf } from '../../platform/auth/auth.hook.js';
import type { Deps } from '../../platform/deps.js';
import { bearer, v1Errors } from '../../platform/http/schemas.js';

const tags = ['Reviews'];

export const reviewsRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const reviews = deps.eval.reviews;

  app.post('/reviews/tasks/:task_id/reviews', {
    config: { roles: ['reviewer'] as const },
    schema: {
      tags,
      security: bearer,
      summary: 'Submit a review of one sample of a task (the assignee only)',
      params: Type.Object({ task_id: Type.String({ minLength: 1, maxLength: 64 }) }),
      body: SubmitReviewBody,
      response: { 201: Review, ...v1Errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await reviews.submit(contextOf(request), request.params.task_id, request.body)),
  });

  app.get('/reviews', {
    config: { roles: ['admin', 'member', 'reviewer', 'auditor'] as const },
    schema: {
      tags,
      security: bearer,
      summary: 'List reviews',
      querystring: ReviewListQuery,
      response: { 200: ListOf(Review), ...v1Errors },
    },
    handler: async (request) => reviews.list(contextOf(request), request.query),
  });
};
