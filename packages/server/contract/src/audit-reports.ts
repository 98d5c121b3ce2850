import { type Static, Type } from '@sinclair/typebox';
import { IsoTime, ListQuery } from './common.js';

/** What each report covers (DESIGN §10); the event types behind each are listed in docs/adr/0024. */
export const AUDIT_REPORT_TYPES = [
  'hipaa_access',
  'user_activity',
  'security_events',
  'data_lifecycle',
  'review_summary',
] as const;
export type AuditReportType = (typeof AUDIT_REPORT_TYPES)[number];

export const AUDIT_REPORT_FORMATS = ['pdf', 'csv', 'json'] as const;
export type AuditReportFormat = (typeof AUDIT_REPORT_FORMATS)[number];

export const AUDIT_REPORT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type AuditReportStatus = (typeof AUDIT_REPORT_STATUSES)[number];

const literals = <T extends readonly string[]>(values: T, description: string) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    { description },
  );

export const AuditReportTypeSchema = literals(
  AUDIT_REPORT_TYPES,
  'hipaa_access (PHI access with user, time, fields, justification), user_activity (every event by actor), ' +
    'security_events (failed logins, keys, roles, permission changes), data_lifecycle (datasets and samples), ' +
    'review_summary (review events with counts per reviewer).',
);
export const AuditReportFormatSchema = literals(AUDIT_REPORT_FORMATS, 'pdf (default), csv or json.');
export const AuditReportStatusSchema = literals(
  AUDIT_REPORT_STATUSES,
  'pending → processing → completed | failed. The file can be downloaded once completed.',
);

export const CreateAuditReportBody = Type.Object(
  {
    report_type: AuditReportTypeSchema,
    start_time: IsoTime,
    end_time: Type.String({ format: 'date-time', description: 'Exclusive; must be after start_time.' }),
    format: Type.Optional(AuditReportFormatSchema),
    project: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, description: 'Only events of this project (project id).' }),
    ),
  },
  { additionalProperties: false },
);
export type CreateAuditReportBody = Static<typeof CreateAuditReportBody>;

export const AuditReport = Type.Object({
  id: Type.String(),
  object: Type.Literal('audit_report'),
  report_type: AuditReportTypeSchema,
  status: AuditReportStatusSchema,
  period: Type.Object({
    start: IsoTime,
    end: IsoTime,
  }),
  format: AuditReportFormatSchema,
  event_count: Type.Integer({ description: 'Events in the report; 0 until completed.' }),
  page_count: Type.Integer({ description: 'Pages of a PDF report; 0 for csv and json, and until completed.' }),
  download_url: Type.String({
    description: '/v1/audit/reports/{id}/download: 409 until completed, 410 after expires_at.',
  }),
  expires_at: Type.String({
    format: 'date-time',
    description: 'The file can be downloaded until then: 24 h after it was generated (before: 24 h after creation).',
  }),
  created_at: IsoTime,
});
export type AuditReport = Static<typeof AuditReport>;

export const AuditReportListQuery = Type.Composite(
  [
    ListQuery,
    Type.Object({
      report_type: Type.Optional(AuditReportTypeSchema),
      status: Type.Optional(AuditReportStatusSchema),
    }),
  ],
  { additionalProperties: false },
);
export type AuditReportListQuery = Static<typeof AuditReportListQuery>;
