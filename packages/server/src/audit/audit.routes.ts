import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../platform/deps.js';
import { auditExportsRoutes } from './exports/exports.routes.js';
import { integrityRoutes } from './integrity/integrity.routes.js';
import { auditLogsRoutes } from './logs/logs.routes.js';
import { provenanceRoutes } from './provenance/provenance.routes.js';
import { auditReportsRoutes } from './reports/reports.routes.js';
import { auditStreamRoutes } from './stream/stream.routes.js';

/** Everything under `/v1/audit`. */
export const auditRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(auditLogsRoutes, { deps });
  await app.register(provenanceRoutes, { deps });
  await app.register(auditExportsRoutes, { deps });
  await app.register(auditStreamRoutes, { deps });
  await app.register(integrityRoutes, { deps });
  await app.register(auditReportsRoutes, { deps });
};
