import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreatedReviewer,
  CreateReviewerBody,
  IdParam,
  ListOf,
  Reviewer,
  ReviewerListQuery,
  UpdateReviewerBody,
} from '@latchkey/contract';
import { contextOf } from '../../platform/auth/auth.hook.js';
import type { Deps } from '../../platform/deps.js';
import { bearer, v1Errors } from '../../platform/http/schemas.js';

const tags = ['Reviewers'];
const admin = { roles: ['admin'] as const };

export const reviewersRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const reviewers = deps.eval.reviewers;

  app.post('/reviews/reviewers', {
    config: admin,
    schema: {
      tags,
      security: bearer,
      summary: 'Add a reviewer (returns their API key once)',
      body: CreateReviewerBody,
      response: { 201: CreatedReviewer, ...v1Errors },
    },
    handler: async (request, reply) => reply.code(201).send(await reviewers.create(contextOf(request), request.body)),
  });

  app.get('/reviews/reviewers', {
    schema: {
      tags,
      security: bearer,
      summary: 'List reviewers',
      querystring: ReviewerListQuery,
      response: { 200: ListOf(Reviewer), ...v1Errors },
    },
    handler: async (request) => reviewers.list(contextOf(request), request.query),
  });

  app.get('/reviews/reviewers/:id', {
    schema: {
      tags,
      security: bearer,
      summary: 'Get a reviewer',
      params: IdParam,
      response: { 200: Reviewer, ...v1Errors },
    },
    handler: async (request) => reviewers.get(contextOf(request), request.params.id),
  });

  app.patch('/reviews/reviewers/:id', {
    config: admin,
    schema: {
      tags,
      security: bearer,
      summary: 'Update a reviewer (availability, credentials, projects)',
      params: IdParam,
      body: UpdateReviewerBody,
      response: { 200: Reviewer, ...v1Errors },
    },
    handler: async (request) => reviewers.update(contextOf(request), request.params.id, request.body),
  });
};
