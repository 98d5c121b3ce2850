import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../platform/deps.js';
import { integrityRoutes } from './integrity/integrity.routes.js';
import { auditLogsRoutes } from './logs/logs.routes.js';

/** Everything under `/v1/audit`. */
export const auditRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(auditLogsRoutes, { deps });
  await app.register(integrityRoutes, { deps });
};
