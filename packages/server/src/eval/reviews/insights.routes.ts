import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParam,
  QueueQuery,
  ReliabilityBody,
  ReliabilityResult,
  ReviewerQueue,
  ReviewerStats,
  StatsQuery,
} from '@latchkey/contract';
import { contextOf } from '../../platform/auth/auth.hook.js';
import type { Deps } from '../../platform/deps.js';
import { bearer, v1Errors } from '../../platform/http/schemas.js';

const tags = ['Review insights'];

/** The reviewer's queue, reviewer statistics and inter-rater reliability. */
export const insightsRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const { queue, reliability } = deps.eval;

  app.get('/reviews/queue', {
    config: { roles: ['reviewer'] as const },
    schema: {
      tags,
      security: bearer,
      summary: "The calling reviewer's queue",
      querystring: QueueQuery,
      response: { 200: ReviewerQueue, ...v1Errors },
    },
    handler: async (request) => queue.queue(contextOf(request), request.query),
  });

  app.get('/reviews/reviewers/:id/stats', {
    config: { roles: ['admin', 'member', 'reviewer', 'auditor'] as const },
    schema: {
      tags,
      security: bearer,
      summary: 'Reviewer statistics over a period (default 30d)',
      params: IdParam,
      querystring: StatsQuery,
      response: { 200: ReviewerStats, ...v1Errors },
    },
    handler: async (request) => reliability.stats(contextOf(request), request.params.id, request.query.period),
  });

  app.post('/reviews/reliability', {
    config: { roles: ['admin', 'member', 'auditor'] as const },
    schema: {
      tags,
      security: bearer,
      summary: 'Inter-rater reliability of one rubric dimension',
      body: ReliabilityBody,
      response: { 200: ReliabilityResult, ...v1Errors },
    },
    handler: async (request) => reliability.reliability(contextOf(request), request.body),
  });
};
