import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditLogEntry, AuditLogList, AuditLogsQuery } from '@latchkey/contract';
import { Type } from '@sinclair/typebox';
import { contextOf } from '../../platform/auth/auth.hook.js';
import type { Deps } from '../../platform/deps.js';
import { bearer, v1Errors } from '../../platform/http/schemas.js';

/** Audit reads are for admins and auditors (DESIGN §5). */
export const auditReaders = { roles: ['admin', 'auditor'] as const };
export const auditTags = ['Audit'];

export const auditLogsRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const logs = deps.compliance.logs;

  app.get('/audit/logs', {
    config: auditReaders,
    schema: {
      tags: auditTags,
      security: bearer,
      summary: 'Query the audit log (newest first unless order=asc); each entry carries its integrity',
      querystring: AuditLogsQuery,
      response: { 200: AuditLogList, ...v1Errors },
    },
    handler: async (request) => logs.list(contextOf(request), request.query),
  });

  app.get('/audit/logs/:log_id', {
    config: auditReaders,
    schema: {
      tags: auditTags,
      security: bearer,
      summary: 'One audit log entry',
      params: Type.Object({ log_id: Type.String({ minLength: 1, maxLength: 64 }) }),
      response: { 200: AuditLogEntry, ...v1Errors },
    },
    handler: async (request) => logs.get(contextOf(request), request.params.log_id),
  });
};
