import type { AuditReportType } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { reviewersById } from '../../eval/reviewers/reviewers.repository.js';
import { iso } from '../../platform/http/pagination.js';
import type { ChainVerifier } from '../integrity/verify.service.js';
import type { AuditFilter } from '../logs/logs.repository.js';
import { type ChainCheck, checkChain, walkEntries } from './entries.js';
import { renderPdf } from './render-pdf.js';
import { type ReportContent, renderCsv, renderJson } from './render-text.js';
import { REPORTS } from './report-types.js';
import { auditHeadSeq, orgName, type ReportRow, requesterLabel } from './reports.repository.js';
import { type ByteSink, NullSink } from './sink.js';

export interface Generated {
  eventCount: number;
  pageCount: number;
  byteSize: number;
  verification: ChainCheck;
}

/**
 * Generates one report into `sink`. Passes over the period, each a bounded page-by-page walk:
 * the chain check, the summary tally (and event count), then the output itself (twice for a PDF:
 * the first pass only counts pages). All read up to the chain head as it was at the start.
 */
export async function generateReport(
  db: Kysely<DB>,
  row: ReportRow,
  sink: ByteSink,
  signal: AbortSignal | undefined,
  verifyChain: ChainVerifier,
): Promise<Generated> {
  const definition = REPORTS[row.report_type as AuditReportType];
  if (!definition) throw new Error(`unknown report type ${row.report_type}`);
  const generatedAt = new Date().toISOString();
  const maxSeq = await auditHeadSeq(db, row.org_id);
  const range = { from: row.period_start, to: row.period_end };
  const filter: AuditFilter = {
    ...range,
    ...(definition.eventTypes ? { eventTypes: definition.eventTypes } : {}),
    ...(row.project !== null ? { project: row.project } : {}),
  };
  const verification = await checkChain(verifyChain, row.org_id, { ...range, project: row.project ?? undefined });

  const summary = definition.summary();
  let eventCount = 0;
  for await (const page of walkEntries(db, row.org_id, filter, maxSeq, signal)) {
    for (const e of page) summary.add(e);
    eventCount += page.length;
  }
  const groups = summary.groups();
  const labels = new Map<string, string>();
  if (definition.reviewerKeys) {
    const found = await reviewersById(
      db,
      row.org_id,
      groups.map((g) => g.key),
    );
    for (const [id, r] of found) labels.set(id, `${r.name} (${id})`);
  }

  const content: ReportContent = {
    meta: {
      id: row.id,
      reportType: row.report_type,
      title: definition.title,
      scope: definition.scope,
      orgId: row.org_id,
      orgName: await orgName(db, row.org_id),
      period: { start: iso(row.period_start), end: iso(row.period_end) },
      project: row.project,
      generatedAt,
      requestedBy: await requesterLabel(db, row.org_id, row.created_by),
      eventCount,
    },
    verification,
    summary: { title: summary.title, headers: summary.headers, widths: summary.widths, rows: summary.rows(labels) },
    definition,
    sections: definition.byActor
      ? async function* () {
          for (const g of groups) {
            yield {
              title: `${g.label} - ${g.kind} - ${g.count} event${g.count === 1 ? '' : 's'}`,
              pages: walkEntries(db, row.org_id, { ...filter, actorId: g.key }, maxSeq, signal),
            };
          }
        }
      : async function* () {
          yield { title: null, pages: walkEntries(db, row.org_id, filter, maxSeq, signal) };
        },
  };

  let pageCount = 0;
  if (row.format === 'csv') await renderCsv(content, sink);
  else if (row.format === 'json') await renderJson(content, sink);
  else pageCount = await renderPdf(content, sink, await renderPdf(content, new NullSink()));
  return { eventCount, pageCount, byteSize: await sink.end(), verification };
}
