import PDFDocument from 'pdfkit';
import type { ByteSink } from './sink.js';

/** US Letter, landscape: five or six columns of wrapped text stay readable at 8 pt. */
const SIZE: [number, number] = [792, 612];
const MARGIN = 40;
const FOOTER = 22;
const PAD = 3;
const BODY_PT = 8;
/** A cell longer than this is cut (the CSV and JSON carry it whole), so one row fits a page. */
const MAX_CELL = 700;

export interface TableColumn {
  header: string;
  /** Share of the page width; normalised over the table's columns. */
  width: number;
}

/**
 * The standard PDF fonts (no font files to ship) encode WinAnsi only: anything else would print
 * as the wrong glyph, so it becomes "?". Control characters other than newline go too.
 */
export function printable(s: string): string {
  return s.replace(/\r\n?|\t/g, (m) => (m === '\t' ? ' ' : '\n')).replace(/[^\n\x20-\x7E\u00A0-\u00FF]/g, '?');
}

/**
 * Page management over pdfkit: margins, a footer with "Page N of M" on every page, and tables
 * whose header row repeats on each page. Pages are flushed to the sink as they are finished
 * (no page buffering), so memory holds one page whatever the length of the report.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  pages = 0;
  private readonly done: Promise<void>;

  constructor(
    private readonly sink: ByteSink,
    private readonly footerText: string,
    /** Known on the second pass; the first one only counts. */
    private readonly totalPages: number | undefined,
    info: { title: string; created: Date },
  ) {
    this.doc = new PDFDocument({
      size: SIZE,
      margins: { top: MARGIN, bottom: MARGIN + FOOTER, left: MARGIN, right: MARGIN },
      autoFirstPage: false,
      bufferPages: false,
      info: { Title: printable(info.title), Author: 'Latchkey', Creator: 'Latchkey', CreationDate: info.created },
    });
    this.doc.on('data', (chunk: Buffer) => this.sink.write(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
    // Also fires for pages pdfkit adds itself, so every page gets its footer.
    this.doc.on('pageAdded', () => this.footer());
  }

  get left() {
    return MARGIN;
  }
  get width() {
    return SIZE[0] - 2 * MARGIN;
  }
  get bottom() {
    return SIZE[1] - MARGIN - FOOTER;
  }

  newPage(): void {
    this.doc.addPage();
    this.doc.x = MARGIN;
    this.doc.y = MARGIN;
  }

  /** Room for `height` more points on this page, or a new page. */
  ensure(height: number): boolean {
    if (this.pages > 0 && this.doc.y + height <= this.bottom) return false;
    this.newPage();
    return true;
  }

  heading(text: string, size = 13): void {
    this.doc.font('Helvetica-Bold').fontSize(size);
    const h = this.doc.heightOfString(printable(text), { width: this.width });
    // Never the last thing on a page: keep room for a table header and a row under it.
    this.ensure(h + 60);
    this.doc.fillColor('#1f2937').text(printable(text), MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.4);
  }

  note(text: string): void {
    this.doc.font('Helvetica').fontSize(9).fillColor('#4b5563');
    this.ensure(this.doc.heightOfString(printable(text), { width: this.width }) + 4);
    this.doc.text(printable(text), MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.5);
  }

  /** Starts a table: returns a function drawing one row, which breaks pages and repeats the header. */
  table(columns: TableColumn[]): (cells: string[]) => void {
    const sum = columns.reduce((s, c) => s + c.width, 0);
    const widths = columns.map((c) => (c.width / sum) * this.width);
    const headers = columns.map((c) => c.header);
    let zebra = false;
    const header = () => {
      this.row(headers, widths, { bold: true, fill: '#e5e7eb' });
      zebra = false;
    };
    // The header and a first row or two, or the table starts on the next page.
    this.ensure(this.measure(headers, widths, true) + 30);
    header();
    return (cells) => {
      const clipped = cells.map((c) => printable(c.length > MAX_CELL ? `${c.slice(0, MAX_CELL)} [...]` : c));
      const h = Math.min(this.measure(clipped, widths, false), this.bottom - MARGIN - 40);
      if (this.doc.y + h > this.bottom) {
        this.newPage();
        header();
      }
      this.row(clipped, widths, zebra ? { fill: '#f9fafb' } : {}, h);
      zebra = !zebra;
    };
  }

  /** Ends the document and waits until every byte reached the sink; returns the page count. */
  async end(): Promise<number> {
    this.doc.end();
    await this.done;
    return this.pages;
  }

  private measure(cells: string[], widths: number[], bold: boolean): number {
    this.doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(BODY_PT);
    let h = 0;
    cells.forEach((c, i) => {
      h = Math.max(h, this.doc.heightOfString(c || ' ', { width: widths[i]! - 2 * PAD }));
    });
    return h + 2 * PAD;
  }

  private row(cells: string[], widths: number[], style: { bold?: boolean; fill?: string }, height?: number): void {
    const h = height ?? this.measure(cells, widths, style.bold ?? false);
    const y = this.doc.y;
    if (style.fill) this.doc.rect(MARGIN, y, this.width, h).fill(style.fill);
    this.doc
      .moveTo(MARGIN, y + h)
      .lineTo(MARGIN + this.width, y + h)
      .lineWidth(0.5)
      .strokeColor('#d1d5db')
      .stroke();
    this.doc
      .font(style.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(BODY_PT)
      .fillColor('#111827');
    let x = MARGIN;
    cells.forEach((c, i) => {
      const w = widths[i]!;
      // `height` clips a cell cut to fit the page instead of letting pdfkit start a new page.
      this.doc.text(c, x + PAD, y + PAD, { width: w - 2 * PAD, height: h - 2 * PAD, ellipsis: true });
      x += w;
    });
    this.doc.x = MARGIN;
    this.doc.y = y + h;
  }

  private footer(): void {
    this.pages += 1;
    const { doc } = this;
    const page = this.totalPages === undefined ? `Page ${this.pages}` : `Page ${this.pages} of ${this.totalPages}`;
    // Writing below the bottom margin would make pdfkit add a page: lift the margin meanwhile.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = SIZE[1] - MARGIN - 10;
    doc.font('Helvetica').fontSize(7.5).fillColor('#6b7280');
    doc.text(printable(this.footerText), MARGIN, y, { width: this.width * 0.8, lineBreak: false, ellipsis: true });
    doc.text(page, MARGIN, y, { width: this.width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
    doc.x = MARGIN;
    doc.y = MARGIN;
  }
}
