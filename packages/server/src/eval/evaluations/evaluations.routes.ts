import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateEvaluationBody,
  Evaluation,
  EvaluationListQuery,
  EvaluationResult,
  EvaluationResultsQuery,
  IdParam,
  ListOf,
} from '@latchkey/contract';
import { contextOf } from '../../platform/auth/auth.hook.js';
import type { Deps } from '../../platform/deps.js';
import { bearer, v1Errors } from '../../platform/http/schemas.js';

const tags = ['Evaluations'];

export const evaluationsRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const evaluations = deps.eval.evaluations;

  app.post('/evaluations', {
    config: { category: 'evaluation' },
    schema: {
      tags,
      security: bearer,
      summary: 'Start an evaluation of a dataset',
      description: 'Runs in the background; poll GET /v1/evaluations/{id} for status and progress.',
      body: CreateEvaluationBody,
      response: { 201: Evaluation, ...v1Errors },
    },
    handler: async (request, reply) => reply.code(201).send(await evaluations.create(contextOf(request), request.body)),
  });

  app.get('/evaluations', {
    schema: {
      tags,
      security: bearer,
      summary: 'List evaluations',
      querystring: EvaluationListQuery,
      response: { 200: ListOf(Evaluation), ...v1Errors },
    },
    handler: async (request) => evaluations.list(contextOf(request), request.query),
  });

  app.get('/evaluations/:id', {
    // Reviewers too, for the evaluations that routed their tasks (checked in the service).
    config: { roles: ['admin', 'member', 'reviewer'] },
    schema: {
      tags,
      security: bearer,
      summary: 'Get an evaluation',
      params: IdParam,
      response: { 200: Evaluation, ...v1Errors },
    },
    handler: async (request) => evaluations.get(contextOf(request), request.params.id),
  });

  app.post('/evaluations/:id/cancel', {
    schema: {
      tags,
      security: bearer,
      summary: 'Cancel a pending or running evaluation',
      params: IdParam,
      response: { 200: Evaluation, ...v1Errors },
    },
    handler: async (request) => evaluations.cancel(contextOf(request), request.params.id),
  });

  app.get('/evaluations/:id/results', {
    schema: {
      tags,
      security: bearer,
      summary: 'Per-sample results of an evaluation',
      params: IdParam,
      querystring: EvaluationResultsQuery,
      response: { 200: ListOf(EvaluationResult), ...v1Errors },
    },
    handler: async (request) => evaluations.results(contextOf(request), request.params.id, request.query),
  });
};
