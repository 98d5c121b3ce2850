import { PdfWriter, printable } from './pdf-layout.js';
import type { ReportContent } from './render-text.js';
import type { ByteSink } from './sink.js';

const human = (iso: string) => `${iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, '')} UTC`;

/**
 * The PDF for a compliance officer: a cover page (who, which period, when generated, how many
 * events, whether the audit chain verified, and its chain_hash), the summary table, then the
 * events in readable tables. Returns the page count. `totalPages` comes from a first pass
 * (same input, a discarding sink), so every footer can say "Page N of M".
 */
export async function renderPdf(content: ReportContent, sink: ByteSink, totalPages?: number): Promise<number> {
  const { meta } = content;
  const w = new PdfWriter(
    sink,
    `${meta.orgName} - ${meta.title} - ${human(meta.period.start)} to ${human(meta.period.end)}`,
    totalPages,
    { title: `${meta.title} (${meta.orgName})`, created: new Date(meta.generatedAt) },
  );
  cover(w, content);

  w.newPage();
  w.heading(content.summary.title);
  const summaryRow = w.table(
    content.summary.headers.map((header, i) => ({ header, width: content.summary.widths[i]! })),
  );
  if (content.summary.rows.length === 0)
    summaryRow(content.summary.headers.map((_, i) => (i === 0 ? 'No events' : '')));
  for (const row of content.summary.rows) summaryRow(row);
  await sink.flush();

  const columns = content.definition.columns.pdf.map((c) => ({ header: c.header, width: c.width ?? 10 }));
  w.doc.moveDown(1);
  w.heading(content.definition.byActor ? 'Events by actor' : 'Events');
  if (meta.eventCount === 0) w.note('No events of this report occurred in the period.');
  for await (const section of content.sections()) {
    if (section.title) w.heading(section.title, 10.5);
    let row: ((cells: string[]) => void) | undefined;
    for await (const page of section.pages) {
      row ??= w.table(columns);
      for (const e of page) row(content.definition.columns.pdf.map((c) => c.value(e)));
      await sink.flush();
    }
    w.doc.moveDown(0.8);
  }
  return w.end();
}

function cover(w: PdfWriter, content: ReportContent): void {
  const { meta, verification: v } = content;
  const { doc } = w;
  w.newPage();
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#6b7280').text('LATCHKEY COMPLIANCE REPORT', w.left, 56);
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(24).fillColor('#111827').text(printable(meta.title), { width: w.width });
  doc.font('Helvetica').fontSize(14).fillColor('#374151').text(printable(meta.orgName), { width: w.width });
  doc.moveDown(0.8);
  doc.font('Helvetica').fontSize(10).fillColor('#374151').text(printable(meta.scope), { width: w.width });
  doc.moveDown(1);

  const facts: Array<[string, string]> = [
    ['Organization', `${meta.orgName} (${meta.orgId})`],
    ['Period', `${human(meta.period.start)}  to  ${human(meta.period.end)} (end exclusive)`],
    ['Project', meta.project ?? 'All projects'],
    ['Generated at', human(meta.generatedAt)],
    ['Requested by', meta.requestedBy],
    ['Report', `${meta.id} (${meta.reportType})`],
    ['Events in this report', String(meta.eventCount)],
  ];
  keyValues(w, facts);
  doc.moveDown(1.2);

  doc.font('Helvetica-Bold').fontSize(13).fillColor('#111827').text('Audit chain verification', w.left, doc.y);
  doc.moveDown(0.3);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(v.valid ? '#047857' : '#b91c1c')
    .text(
      v.valid
        ? 'VALID - every entry of the period re-hashes to its stored hash and links to the one before'
        : `INVALID - ${v.error_count} problem(s) found in the audit chain`,
      { width: w.width },
    );
  doc.moveDown(0.4);
  keyValues(w, [
    ['Audit log entries in the period', String(v.entry_count)],
    ['Signed checkpoints verified', String(v.checkpoints_verified)],
    ['chain_hash', v.chain_hash],
    ['First entry hash', v.first_entry_hash ?? '-'],
    ['Last entry hash', v.last_entry_hash ?? '-'],
  ]);
  if (v.errors.length > 0) {
    const shown = v.errors.slice(0, 8).map((e) => `seq ${e.seq} (${e.id}): ${e.kind}`);
    if (v.error_count > shown.length) shown.push(`... and ${v.error_count - shown.length} more`);
    keyValues(w, [['Problems', shown.join('\n')]]);
  }
  doc.moveDown(0.8);
  w.note(
    "chain_hash is the SHA-256 of the hashes of the period's audit entries joined by newlines, as returned by " +
      'POST /v1/audit/verify for the same period. Each entry hash is SHA-256(prev_hash + "\\n" + JCS(entry)); ' +
      "the JSON and CSV forms of this report carry every entry's hash so it can be re-checked independently.",
  );
}

function keyValues(w: PdfWriter, rows: Array<[string, string]>): void {
  const { doc } = w;
  const keyWidth = 175;
  for (const [k, value] of rows) {
    const y = doc.y;
    const mono = value.startsWith('sha256:');
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('#374151')
      .text(k, w.left, y, { width: keyWidth - 10 });
    const afterKey = doc.y;
    doc
      .font(mono ? 'Courier' : 'Helvetica')
      .fontSize(mono ? 8.5 : 10)
      .fillColor('#111827')
      .text(printable(value), w.left + keyWidth, y, { width: w.width - keyWidth });
    doc.y = Math.max(doc.y, afterKey) + 3;
  }
}
