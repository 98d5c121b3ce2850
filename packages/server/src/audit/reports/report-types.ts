import type { AuditLogEntry, AuditReportType } from '@latchkey/contract';

/** One column of a report table; `width` is its share of the PDF page (percent). */
export interface Column {
  header: string;
  value: (e: AuditLogEntry) => string;
  width?: number;
}

/** The PDF shows a readable selection; the CSV carries every field, one column each. */
export interface Tables {
  pdf: Column[];
  csv: Column[];
}

/** The report's summary table, tallied in one bounded pass (a row per actor, reviewer or type). */
export interface Summary {
  title: string;
  headers: string[];
  widths: number[];
  add(e: AuditLogEntry): void;
  rows(labels: Map<string, string>): string[][];
  /** The rows' keys (actor or reviewer ids) in display order, with what each counted. */
  groups(): Array<{ key: string; label: string; kind: string; count: number }>;
}

export interface ReportDefinition {
  title: string;
  /** What the report holds, in a sentence, for the cover page. */
  scope: string;
  /** Event types read; all of them when undefined. */
  eventTypes: string[] | undefined;
  columns: Tables;
  /** Detail tables grouped by actor, one section each, rather than one table in chain order. */
  byActor: boolean;
  /** The summary's keys are reviewer ids, shown with the reviewer's name. */
  reviewerKeys: boolean;
  summary(): Summary;
}

const ctx = (e: AuditLogEntry, key: string): unknown => e.context[key];
const text = (v: unknown): string => {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return v.map(text).join(', ');
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
};
const actorLabel = (e: AuditLogEntry) => (e.actor.email ? `${e.actor.email} (${e.actor.id})` : e.actor.id);
const resourceLabel = (e: AuditLogEntry) => `${e.resource.type} ${e.resource.id}`;

/** The context in one line, less what other columns show and the request id (CSV has it apart). */
function details(e: AuditLogEntry, shown: string[] = []): string {
  return Object.entries(e.context)
    .filter(([k]) => k !== 'request_id' && !shown.includes(k))
    .map(([k, v]) => `${k}: ${text(v)}`)
    .join('; ');
}

const time: Column = { header: 'Time (UTC)', value: (e) => e.timestamp.replace('T', ' ').replace('Z', ''), width: 15 };
const event: Column = { header: 'Event', value: (e) => e.event_type, width: 16 };

/** Every CSV carries these; the report adds its own before the chain columns at the end. */
const BASE: Column[] = [
  { header: 'event_id', value: (e) => e.id },
  { header: 'timestamp', value: (e) => e.timestamp },
  { header: 'event_type', value: (e) => e.event_type },
  { header: 'actor_type', value: (e) => e.actor.type },
  { header: 'actor_id', value: (e) => e.actor.id },
  { header: 'actor_email', value: (e) => e.actor.email ?? '' },
  { header: 'ip_address', value: (e) => e.actor.ip_address ?? '' },
  { header: 'resource_type', value: (e) => e.resource.type },
  { header: 'resource_id', value: (e) => e.resource.id },
  { header: 'project', value: (e) => e.resource.project ?? '' },
  { header: 'dataset', value: (e) => e.resource.dataset ?? '' },
];
const TAIL: Column[] = [
  { header: 'context', value: (e) => JSON.stringify(e.context) },
  { header: 'request_id', value: (e) => text(ctx(e, 'request_id')) },
  { header: 'seq', value: (e) => String(e.integrity.seq) },
  { header: 'hash', value: (e) => e.integrity.hash },
];

const table = (pdf: Column[], csvExtra: Column[] = []): Tables => ({ pdf, csv: [...BASE, ...csvExtra, ...TAIL] });

interface Tally {
  label: string;
  kind: string;
  count: number;
  types: Map<string, number>;
  first: string;
  last: string;
}

/** Counts per key (and per event type within it), first and last time: bounded by the keys. */
function tally(
  title: string,
  headers: string[],
  widths: number[],
  keyOf: (e: AuditLogEntry) => { key: string; label: string; kind: string },
  row: (t: Tally, label: string) => string[],
): Summary {
  const groups = new Map<string, Tally>();
  const order = () => [...groups.entries()].sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]));
  return {
    title,
    headers,
    widths,
    add(e) {
      const { key, label, kind } = keyOf(e);
      let t = groups.get(key);
      if (!t) {
        t = { label, kind, count: 0, types: new Map(), first: e.timestamp, last: e.timestamp };
        groups.set(key, t);
      }
      t.count += 1;
      t.types.set(e.event_type, (t.types.get(e.event_type) ?? 0) + 1);
      t.last = e.timestamp;
    },
    rows: (labels) => order().map(([key, t]) => row(t, labels.get(key) ?? t.label)),
    groups: () => order().map(([key, t]) => ({ key, label: t.label, kind: t.kind, count: t.count })),
  };
}

const day = (iso: string) => iso.replace('T', ' ').slice(0, 19);
const byActor = (e: AuditLogEntry) => ({ key: e.actor.id, label: actorLabel(e), kind: e.actor.type });
const byType = (e: AuditLogEntry) => ({ key: e.event_type, label: e.event_type, kind: '' });
const typesSummary = () =>
  tally('Events by type', ['Event type', 'Count', 'First', 'Last'], [40, 14, 23, 23], byType, (t, l) => [
    l,
    String(t.count),
    day(t.first),
    day(t.last),
  ]);

const REVIEW_TYPES = ['review.assigned', 'review.submitted', 'review.overridden'];

export const REPORTS: Record<AuditReportType, ReportDefinition> = {
  hipaa_access: {
    title: 'HIPAA PHI access report',
    scope:
      'Every read of a sample holding PHI (sample.phi_accessed, written with each sample.viewed of PHI): who, when, which fields, and the justification given.',
    eventTypes: ['sample.phi_accessed'],
    columns: table(
      [
        { ...time, width: 14 },
        { header: 'User', value: actorLabel, width: 21 },
        { header: 'Sample / dataset', value: (e) => `${e.resource.id}\n${e.resource.dataset ?? ''}`, width: 24 },
        { header: 'Fields accessed', value: (e) => text(ctx(e, 'fields_accessed')), width: 12 },
        { header: 'Justification', value: (e) => text(ctx(e, 'access_justification')), width: 29 },
      ],
      [
        { header: 'fields_accessed', value: (e) => text(ctx(e, 'fields_accessed')) },
        { header: 'access_justification', value: (e) => text(ctx(e, 'access_justification')) },
      ],
    ),
    byActor: false,
    reviewerKeys: false,
    summary: () =>
      tally(
        'PHI access by user',
        ['User', 'Type', 'Accesses', 'First', 'Last'],
        [40, 12, 12, 18, 18],
        byActor,
        (t, l) => [l, t.kind, String(t.count), day(t.first), day(t.last)],
      ),
  },
  user_activity: {
    title: 'User activity report',
    scope: 'Every audit event of the period, grouped by the actor (user, API key, agent or system) who caused it.',
    eventTypes: undefined,
    columns: table([
      { ...time, width: 17 },
      { ...event, width: 20 },
      { header: 'Resource', value: resourceLabel, width: 25 },
      { header: 'Details', value: (e) => details(e), width: 38 },
    ]),
    byActor: true,
    reviewerKeys: false,
    summary: () =>
      tally(
        'Activity by actor',
        ['Actor', 'Type', 'Events', 'Event types', 'First', 'Last'],
        [34, 10, 9, 11, 18, 18],
        byActor,
        (t, l) => [l, t.kind, String(t.count), String(t.types.size), day(t.first), day(t.last)],
      ),
  },
  security_events: {
    title: 'Security events report',
    scope:
      'Failed authentication, sign-ins, API key creation and revocation, user invitations, role changes and removals, changes to agent policies and latches, and changes to where the audit log is forwarded.',
    eventTypes: [
      'auth.failed',
      'user.login',
      'user.logout',
      'user.invite',
      'user.role_changed',
      'user.removed',
      'api_key.created',
      'api_key.revoked',
      'policy.created',
      'policy.updated',
      'policy.deleted',
      'latch.settings_changed',
      'org.plan_changed',
      'org.settings_changed',
      // Whoever can point an export elsewhere gets a copy of the log from then on.
      'audit_export.created',
      'audit_export.updated',
      'audit_export.deleted',
    ],
    columns: table([
      time,
      event,
      { header: 'Actor', value: actorLabel, width: 22 },
      { header: 'Resource', value: resourceLabel, width: 19 },
      { header: 'Details', value: (e) => details(e), width: 28 },
    ]),
    byActor: false,
    reviewerKeys: false,
    summary: typesSummary,
  },
  data_lifecycle: {
    title: 'Data lifecycle report',
    scope: 'Creation, change, export and deletion of datasets, and creation and deletion of samples.',
    eventTypes: [
      'dataset.created',
      'dataset.updated',
      'dataset.exported',
      'dataset.deleted',
      'sample.created',
      'sample.deleted',
    ],
    columns: table([
      time,
      event,
      { header: 'Actor', value: actorLabel, width: 22 },
      { header: 'Resource', value: (e) => `${resourceLabel(e)}\n${e.resource.project ?? ''}`, width: 22 },
      { header: 'Details', value: (e) => details(e), width: 25 },
    ]),
    byActor: false,
    reviewerKeys: false,
    summary: typesSummary,
  },
  review_summary: {
    title: 'Review summary report',
    scope: 'Human review work: task assignments, submitted reviews and AI score overrides, with counts per reviewer.',
    eventTypes: REVIEW_TYPES,
    columns: table(
      [
        time,
        event,
        { header: 'Reviewer', value: (e) => text(ctx(e, 'reviewer')) || actorLabel(e), width: 20 },
        { header: 'Task / sample', value: (e) => reviewTarget(e), width: 24 },
        { header: 'Details', value: (e) => details(e, ['reviewer', 'task', 'sample']), width: 25 },
      ],
      [
        { header: 'reviewer', value: (e) => text(ctx(e, 'reviewer')) },
        {
          header: 'task',
          value: (e) => text(ctx(e, 'task')) || (e.resource.type === 'review_task' ? e.resource.id : ''),
        },
        { header: 'sample', value: (e) => text(ctx(e, 'sample')) },
      ],
    ),
    byActor: false,
    reviewerKeys: true,
    summary: () =>
      tally(
        'Review activity by reviewer',
        ['Reviewer', 'Assigned', 'Submitted', 'Overridden', 'Override rate'],
        [40, 15, 15, 15, 15],
        (e) => {
          const reviewer = text(ctx(e, 'reviewer')) || e.actor.id;
          return { key: reviewer, label: reviewer, kind: '' };
        },
        (t, l) => {
          const [assigned, submitted, overridden] = REVIEW_TYPES.map((type) => t.types.get(type) ?? 0) as [
            number,
            number,
            number,
          ];
          const rate = submitted === 0 ? '-' : `${((100 * overridden) / submitted).toFixed(1)} %`;
          return [l, String(assigned), String(submitted), String(overridden), rate];
        },
      ),
  },
};

function reviewTarget(e: AuditLogEntry): string {
  const task = text(ctx(e, 'task')) || (e.resource.type === 'review_task' ? e.resource.id : '');
  const sample = text(ctx(e, 'sample'));
  return [task, sample, e.resource.type === 'review' ? e.resource.id : ''].filter(Boolean).join('\n');
}
