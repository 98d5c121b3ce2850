import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AddSamplesBody, IdParam, ListOf, ListQuery, Sample, SampleQuery } from '@latchkey/contract';
import { Type } from '@sinclair/typebox';
import { contextOf } from '../../platform/auth/auth.hook.js';
import type { Deps } from '../../platform/deps.js';
import { bearer, v1Errors } from '../../platform/http/schemas.js';

const tags = ['Samples'];

export const samplesRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const samples = deps.eval.samples;

  app.post('/datasets/:id/samples', {
    // A body with `samples` is a batch: its own rate-limit category and endpoint limit.
    config: { isBatch: (body) => Array.isArray((body as { samples?: unknown } | null)?.samples) },
    schema: {
      tags,
      security: bearer,
      summary: 'Add one sample, or a batch of 1–100 as { samples: [...] }',
      description: 'All or nothing. The answer lists the new samples without their content.',
      params: IdParam,
      body: AddSamplesBody,
      response: { 201: Type.Union([Sample, ListOf(Sample)]), ...v1Errors },
    },
    handler: async (request, reply) => {
      const added = await samples.add(contextOf(request), request.params.id, request.body);
      if (!Array.isArray(added)) return reply.code(201).send(added);
      return reply.code(201).send({ object: 'list', data: added, has_more: false, total_count: added.length });
    },
  });

  app.get('/datasets/:id/samples', {
    schema: {
      tags,
      security: bearer,
      summary: "List a dataset's samples (without content)",
      params: IdParam,
      querystring: ListQuery,
      response: { 200: ListOf(Sample), ...v1Errors },
    },
    handler: async (request) => samples.list(contextOf(request), request.params.id, request.query),
  });

  app.get('/samples/:id', {
    // Reviewers too, for the samples routed to them (checked in the service, DESIGN §9).
    config: { roles: ['admin', 'member', 'reviewer'] },
    schema: {
      tags,
      security: bearer,
      summary: 'Read a sample (audited; PHI needs X-Access-Justification)',
      params: IdParam,
      querystring: SampleQuery,
      headers: Type.Object({ 'x-access-justification': Type.Optional(Type.String({ maxLength: 2000 })) }),
      response: { 200: Sample, ...v1Errors },
    },
    handler: async (request) =>
      samples.read(contextOf(request), request.params.id, {
        fields: request.query.fields,
        justification: request.headers['x-access-justification'],
      }),
  });

  app.delete('/samples/:id', {
    schema: {
      tags,
      security: bearer,
      summary: 'Delete a sample (it leaves lists, reads and later evaluations; audited)',
      params: IdParam,
      response: { 200: Sample, ...v1Errors },
    },
    handler: async (request) => samples.remove(contextOf(request), request.params.id),
  });
};
