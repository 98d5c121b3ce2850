import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Provenance, ProvenanceParams, ProvenanceQuery } from '@latchkey/contract';
import { contextOf } from '../../platform/auth/auth.hook.js';
import type { Deps } from '../../platform/deps.js';
import { bearer, v1Errors } from '../../platform/http/schemas.js';
import { auditReaders, auditTags } from '../logs/logs.routes.js';

export const provenanceRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const provenance = deps.compliance.provenance;

  app.get('/audit/provenance/:resource_type/:resource_id', {
    config: auditReaders,
    schema: {
      tags: auditTags,
      security: bearer,
      summary: 'Provenance of a sample, dataset, evaluation or review',
      description:
        'Who created it and how it came in, its history (oldest first), the data lineage of a sample, and with ' +
        'include_related=true the resources linked to it up to `depth` levels away (at most 100 per list). ' +
        'Never includes sample content.',
      params: ProvenanceParams,
      querystring: ProvenanceQuery,
      response: { 200: Provenance, ...v1Errors },
    },
    handler: async (request) =>
      provenance.get(contextOf(request), request.params.resource_type, request.params.resource_id, request.query),
  });
};
