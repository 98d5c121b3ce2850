import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreateTaskBody, IdParam, ListOf, ReviewTask, TaskListQuery } from '@latchkey/contract';
import { contextOf } from '../../platform/auth/auth.hook.js';
import type { Deps } from '../../platform/deps.js';
import { bearer, v1Errors } from '../../platform/http/schemas.js';

const tags = ['Review tasks'];
/** Reviewers see their own tasks and their projects' pool; only they claim. */
const readers = { roles: ['admin', 'member', 'reviewer'] as const };

export const tasksRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const tasks = deps.eval.tasks;

  app.post('/reviews/tasks', {
    schema: {
      tags,
      security: bearer,
      summary: 'Create a review task',
      body: CreateTaskBody,
      response: { 201: ReviewTask, ...v1Errors },
    },
    handler: async (request, reply) => reply.code(201).send(await tasks.create(contextOf(request), request.body)),
  });

  app.get('/reviews/tasks', {
    config: readers,
    schema: {
      tags,
      security: bearer,
      summary: 'List review tasks',
      querystring: TaskListQuery,
      response: { 200: ListOf(ReviewTask), ...v1Errors },
    },
    handler: async (request) => tasks.list(contextOf(request), request.query),
  });

  app.get('/reviews/tasks/:id', {
    config: readers,
    schema: {
      tags,
      security: bearer,
      summary: 'Get a review task',
      params: IdParam,
      response: { 200: ReviewTask, ...v1Errors },
    },
    handler: async (request) => tasks.get(contextOf(request), request.params.id),
  });

  app.post('/reviews/tasks/:id/claim', {
    config: { roles: ['reviewer'] as const },
    schema: {
      tags,
      security: bearer,
      summary: 'Claim a pool task (reviewer keys)',
      params: IdParam,
      response: { 200: ReviewTask, ...v1Errors },
    },
    handler: async (request) => tasks.claim(contextOf(request), request.params.id),
  });

  app.post('/reviews/tasks/:id/cancel', {
    schema: {
      tags,
      security: bearer,
      summary: 'Cancel an open task',
      params: IdParam,
      response: { 200: ReviewTask, ...v1Errors },
    },
    handler: async (request) => tasks.cancel(contextOf(request), request.params.id),
  });
};
