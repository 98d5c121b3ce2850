import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuditExport,
  AuditExportTestResult,
  CreateAuditExportBody,
  CreatedAuditExport,
  IdParam,
  ListOf,
  ListQuery,
  UpdateAuditExportBody,
} from '@latchkey/contract';
import { contextOf } from '../../platform/auth/auth.hook.js';
import type { Deps } from '../../platform/deps.js';
import { bearer, v1Errors } from '../../platform/http/schemas.js';
import { auditReaders, auditTags } from '../logs/logs.routes.js';

const admin = { roles: ['admin'] as const };

export const auditExportsRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const exports = deps.compliance.exports;

  app.post('/audit/exports', {
    // DESIGN §11: export creation counts against the `export` rate-limit category.
    config: { ...admin, category: 'export' },
    schema: {
      tags: auditTags,
      security: bearer,
      summary: 'Forward the audit log to a webhook, Splunk, Datadog or Azure Log Analytics',
      description:
        'Entries are sent in chain order, at least once, in batches of `config.batch_size` or after ' +
        '`config.batch_interval_seconds`. Webhook batches are `{object: "list", data, export_id, batch_id}` signed ' +
        '`X-Latchkey-Signature: t=<unix>,v1=<hex HMAC-SHA256(signing_secret, t + "." + body)>`; a generated ' +
        '`signing_secret` is returned once. Secrets (tokens, keys, header values) are masked on every read.',
      body: CreateAuditExportBody,
      response: { 201: CreatedAuditExport, ...v1Errors },
    },
    handler: async (request, reply) => reply.code(201).send(await exports.create(contextOf(request), request.body)),
  });

  app.get('/audit/exports', {
    config: auditReaders,
    schema: {
      tags: auditTags,
      security: bearer,
      summary: 'List audit exports',
      querystring: ListQuery,
      response: { 200: ListOf(AuditExport), ...v1Errors },
    },
    handler: async (request) => exports.list(contextOf(request), request.query),
  });

  app.get('/audit/exports/:id', {
    config: auditReaders,
    schema: {
      tags: auditTags,
      security: bearer,
      summary: 'Get an audit export: status, delivered count, last error',
      params: IdParam,
      response: { 200: AuditExport, ...v1Errors },
    },
    handler: async (request) => exports.get(contextOf(request), request.params.id),
  });

  app.patch('/audit/exports/:id', {
    config: admin,
    schema: {
      tags: auditTags,
      security: bearer,
      summary: 'Change an audit export: name, config (rotate a secret, move an endpoint), filters, pause or resume',
      description:
        '`config` is merged into the current one and checked as on creation; secrets left out are kept, except ' +
        'when the change sends them to another host (scheme, host or port of any URL; Azure: also tenant_id): ' +
        'then every secret of the export must be sent again, in full, or the change is refused (400). The ' +
        'export keeps its place in the log, so nothing is skipped or sent twice, and a failing or paused export ' +
        'tries the new config at once. A webhook whose signing secret can no longer be opened gets a new one, ' +
        'returned once as `signing_secret`.',
      params: IdParam,
      body: UpdateAuditExportBody,
      response: { 200: CreatedAuditExport, ...v1Errors },
    },
    handler: async (request) => exports.update(contextOf(request), request.params.id, request.body),
  });

  app.delete('/audit/exports/:id', {
    config: admin,
    schema: {
      tags: auditTags,
      security: bearer,
      summary: 'Delete an audit export; nothing more is sent',
      params: IdParam,
      response: { 200: AuditExport, ...v1Errors },
    },
    handler: async (request) => exports.remove(contextOf(request), request.params.id),
  });

  app.post('/audit/exports/:id/test', {
    config: admin,
    schema: {
      tags: auditTags,
      security: bearer,
      summary: 'Send one synthetic audit_export.test entry to the destination and report its answer',
      params: IdParam,
      response: { 200: AuditExportTestResult, ...v1Errors },
    },
    handler: async (request) => exports.test(contextOf(request), request.params.id),
  });
};
