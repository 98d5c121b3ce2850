import type { AuditLogEntry } from '@latchkey/contract';
import type { ChainCheck } from './entries.js';
import type { ReportDefinition } from './report-types.js';
import type { ByteSink } from './sink.js';

/** What every renderer gets: the report's facts, its summary, and its entries to stream. */
export interface ReportContent {
  meta: {
    id: string;
    reportType: string;
    title: string;
    scope: string;
    orgId: string;
    orgName: string;
    period: { start: string; end: string };
    project: string | null;
    generatedAt: string;
    requestedBy: string;
    eventCount: number;
  };
  verification: ChainCheck;
  summary: { title: string; headers: string[]; widths: number[]; rows: string[][] };
  definition: ReportDefinition;
  /** A fresh walk over the entries each call, section by section (one per actor, or one). */
  sections(): AsyncGenerator<{ title: string | null; pages: AsyncIterable<AuditLogEntry[]> }>;
}

/**
 * One CSV field (RFC 4180). A cell a spreadsheet would run as a formula (starting with = + - @,
 * or a tab or carriage return that some strip first) gets a leading apostrophe, so an attacker's
 * value in an audit field cannot execute when the report is opened (OWASP CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvLine = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** A header row, then one row per event, written page by page. */
export async function renderCsv(content: ReportContent, sink: ByteSink): Promise<void> {
  const columns = content.definition.columns.csv;
  sink.write(csvLine(columns.map((c) => c.header)));
  for await (const section of content.sections()) {
    for await (const page of section.pages) {
      for (const e of page) sink.write(csvLine(columns.map((c) => c.value(e))));
      await sink.flush();
    }
  }
}

/**
 * A JSON document: the report's facts, the chain verification, the summary, then every entry
 * exactly as GET /v1/audit/logs returns it (integrity included, so each can be re-verified).
 * Written as a stream: the entries array is never held whole.
 */
export async function renderJson(content: ReportContent, sink: ByteSink): Promise<void> {
  const { meta, verification, summary } = content;
  const head = {
    object: 'audit_report_document',
    report: {
      id: meta.id,
      report_type: meta.reportType,
      title: meta.title,
      scope: meta.scope,
      organization: { id: meta.orgId, name: meta.orgName },
      period: meta.period,
      project: meta.project,
      generated_at: meta.generatedAt,
      requested_by: meta.requestedBy,
    },
    event_count: meta.eventCount,
    verification,
    summary: {
      title: summary.title,
      columns: summary.headers,
      rows: summary.rows,
    },
  };
  const opening = JSON.stringify(head, null, 2);
  sink.write(`${opening.slice(0, -2)},\n  "entries": [`);
  let first = true;
  for await (const section of content.sections()) {
    for await (const page of section.pages) {
      for (const e of page) {
        sink.write(`${first ? '\n' : ',\n'}    ${JSON.stringify(e)}`);
        first = false;
      }
      await sink.flush();
    }
  }
  sink.write(first ? ']\n}\n' : '\n  ]\n}\n');
}
