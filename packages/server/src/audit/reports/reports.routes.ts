import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditReport, AuditReportListQuery, CreateAuditReportBody, ListOf } from '@latchkey/contract';
import { Type } from '@sinclair/typebox';
import { contextOf } from '../../platform/auth/auth.hook.js';
import type { Deps } from '../../platform/deps.js';
import { bearer, v1Errors } from '../../platform/http/schemas.js';
import { auditReaders, auditTags } from '../logs/logs.routes.js';

const ReportParams = Type.Object({ report_id: Type.String({ minLength: 1, maxLength: 64 }) });
const binary = { type: 'string', format: 'binary' } as const;

/** Report creation and download are the `export` rate-limit category (DESIGN §11). */
const exporting = { ...auditReaders, category: 'export' as const };

export const auditReportsRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const reports = deps.compliance.reports;

  app.post('/audit/reports', {
    config: exporting,
    schema: {
      tags: auditTags,
      security: bearer,
      summary: 'Request a compliance report of the audit log; it is generated in the background',
      description:
        'Answers 201 with the report in status `pending`. Poll GET /v1/audit/reports/{report_id} until ' +
        '`completed` (or `failed`), then fetch `download_url` before `expires_at` (24 h).',
      body: CreateAuditReportBody,
      response: { 201: AuditReport, ...v1Errors },
    },
    handler: async (request, reply) => reply.code(201).send(await reports.create(contextOf(request), request.body)),
  });

  app.get('/audit/reports', {
    config: auditReaders,
    schema: {
      tags: auditTags,
      security: bearer,
      summary: 'List compliance reports, newest first',
      querystring: AuditReportListQuery,
      response: { 200: ListOf(AuditReport), ...v1Errors },
    },
    handler: async (request) => reports.list(contextOf(request), request.query),
  });

  app.get('/audit/reports/:report_id', {
    config: auditReaders,
    schema: {
      tags: auditTags,
      security: bearer,
      summary: 'One compliance report and its status',
      params: ReportParams,
      response: { 200: AuditReport, ...v1Errors },
    },
    handler: async (request) => reports.get(contextOf(request), request.params.report_id),
  });

  app.get('/audit/reports/:report_id/download', {
    config: exporting,
    schema: {
      tags: auditTags,
      security: bearer,
      summary: 'Download a completed report (409 while not completed, 410 once expired)',
      params: ReportParams,
      response: {
        200: {
          description: 'The report file, as an attachment',
          content: {
            'application/pdf': { schema: binary },
            'text/csv': { schema: binary },
            'application/json': { schema: binary },
          },
        },
        ...v1Errors,
      },
    },
    handler: async (request, reply) => {
      const file = await reports.download(contextOf(request), request.params.report_id);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('content-length', String(file.size))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  });
};
