import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreateDatasetBody, Dataset, DatasetListQuery, IdParam, ListOf, UpdateDatasetBody } from '@latchkey/contract';
import { Type } from '@sinclair/typebox';
import { contextOf } from '../../platform/auth/auth.hook.js';
import type { Deps } from '../../platform/deps.js';
import { bearer, v1Errors } from '../../platform/http/schemas.js';

const tags = ['Datasets'];

export const datasetsRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const datasets = deps.eval.datasets;

  app.post('/datasets', {
    schema: {
      tags,
      security: bearer,
      summary: 'Create a dataset',
      body: CreateDatasetBody,
      response: { 201: Dataset, ...v1Errors },
    },
    handler: async (request, reply) => reply.code(201).send(await datasets.create(contextOf(request), request.body)),
  });

  app.get('/datasets', {
    schema: {
      tags,
      security: bearer,
      summary: 'List datasets',
      querystring: DatasetListQuery,
      response: { 200: ListOf(Dataset), ...v1Errors },
    },
    handler: async (request) => datasets.list(contextOf(request), request.query),
  });

  app.get('/datasets/:id', {
    schema: {
      tags,
      security: bearer,
      summary: 'Get a dataset',
      params: IdParam,
      response: { 200: Dataset, ...v1Errors },
    },
    handler: async (request) => datasets.get(contextOf(request), request.params.id),
  });

  app.patch('/datasets/:id', {
    schema: {
      tags,
      security: bearer,
      summary: 'Rename or describe a dataset',
      params: IdParam,
      body: UpdateDatasetBody,
      response: { 200: Dataset, ...v1Errors },
    },
    handler: async (request) => datasets.update(contextOf(request), request.params.id, request.body),
  });

  app.delete('/datasets/:id', {
    schema: {
      tags,
      security: bearer,
      summary: 'Delete a dataset (its samples stop counting against the quota)',
      params: IdParam,
      response: { 200: Dataset, ...v1Errors },
    },
    handler: async (request) => datasets.remove(contextOf(request), request.params.id),
  });

  app.get('/datasets/:id/export', {
    // Exports count against the plan's export category (5 a minute on starter).
    config: { category: 'export' },
    schema: {
      tags,
      security: bearer,
      summary: 'Export every sample with its content as JSON Lines (audited; PHI needs X-Access-Justification)',
      params: IdParam,
      headers: Type.Object({ 'x-access-justification': Type.Optional(Type.String({ maxLength: 2000 })) }),
      response: {
        // Documented as what is sent (errors stay application/json).
        200: {
          description: 'One sample per line, each a JSON object',
          content: { 'application/x-ndjson': { schema: Type.String() } },
        },
        ...v1Errors,
      },
    },
    handler: async (request, reply) => {
      const lines = await deps.eval.sampleExport.open(
        contextOf(request),
        request.params.id,
        request.headers['x-access-justification'],
      );
      reply.type('application/x-ndjson');
      reply.header('content-disposition', `attachment; filename="${request.params.id}.jsonl"`);
      // A stream, which the typed reply (string, from the documented 200 schema) cannot express.
      return reply.send(Readable.from(lines) as unknown as string);
    },
  });
};
