import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditCheckpointList, AuditCheckpointsQuery, AuditVerification, VerifyAuditBody } from '@latchkey/contract';
import { contextOf } from '../../platform/auth/auth.hook.js';
import type { Deps } from '../../platform/deps.js';
import { bearer, v1Errors } from '../../platform/http/schemas.js';
import { auditReaders, auditTags } from '../logs/logs.routes.js';

export const integrityRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const { checkpoints, verifier } = deps.compliance;

  app.get('/audit/checkpoints', {
    config: auditReaders,
    schema: {
      tags: auditTags,
      security: bearer,
      summary: 'Signed checkpoints of the audit chain, with the public keys that check them',
      querystring: AuditCheckpointsQuery,
      response: { 200: AuditCheckpointList, ...v1Errors },
    },
    handler: async (request) => checkpoints.list(contextOf(request), request.query),
  });

  app.post('/audit/verify', {
    config: auditReaders,
    schema: {
      tags: auditTags,
      security: bearer,
      summary: 'Re-verify the audit chain over a time range against the signed checkpoints (enterprise)',
      body: VerifyAuditBody,
      response: { 200: AuditVerification, ...v1Errors },
    },
    handler: async (request) => verifier.verify(contextOf(request), request.body),
  });
};
