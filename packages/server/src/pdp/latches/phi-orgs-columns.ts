/**
 * ORGANIZATION by its column (ADR 0103): in a list whose lines split alike into fields ("1. Alliance Healthcare -
 * wholesale - contact Neil Baxter", "Dr. Aminata Diallo - Institut Pasteur de Dakar", a CSV's rows), a field where
 * half the lines or more hold an organization found by the other rules holds one in the other lines too: "2. Fannin - short-line
 * medicines", "4. sterilux - instrument decontamination", "Grace Atieno Odhiambo - Jhpiego Kenya". A brand without an
 * organization's word is read there by its neighbours, as a reader of the list reads it; a person the name rules
 * read in that field is retyped. One pass over the lines, after the other organization rules.
 */
import { PLACE_RANK } from './phi-cities.js';
import { type HitIndex, hitIndex, overlapping } from './phi-hit-index.js';
import { COUNTRIES, isCity } from './phi-lexicon.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** The separators of a list's fields, tried in this order on each line; a CSV's comma only without a space after it. */
const SEPARATORS = [' - ', ' – ', ' — ', ' | ', '\t', ','];
/** A list item's marker opening the line: "1. ", "2) ", "- ", "* ", "• ". */
const MARKER = /^[ \t]*(?:\d{1,3}[.)]|[-*•·])[ \t]+/;
/** At least this many lines alike, and this many of them (and half) holding an organization in the field. */
const MIN_ROWS = 3;
const MIN_FOUND = 2;

interface Field {
  start: number;
  end: number;
}
/** A line's fields, its separator, and whether a list item's marker opens it. */
interface Row {
  sep: string;
  fields: Field[];
  marked: boolean;
}

/** A line's fields by its separator, the marker and the blanks trimmed; null when the line has none. */
function fieldsOf(text: string, from: number, to: number): Row | null {
  const line = text.slice(from, to);
  for (const sep of SEPARATORS) {
    if (line.indexOf(sep) < 0) continue;
    // "Smith, John": a comma is a CSV's separator only in a line of three fields or more with no ", " in it.
    if (sep === ',' && (line.indexOf(', ') >= 0 || line.split(',').length < 3)) return null;
    const fields: Field[] = [];
    let at = 0;
    for (const part of line.split(sep)) {
      let s = at;
      let e = at + part.length;
      if (fields.length === 0) s += MARKER.exec(part)?.[0].length ?? 0;
      while (s < e && (line.charCodeAt(s) === 32 || line.charCodeAt(s) === 9)) s++;
      while (e > s && (line.charCodeAt(e - 1) === 32 || line.charCodeAt(e - 1) === 9)) e--;
      fields.push({ start: from + s, end: from + e });
      at += part.length + sep.length;
    }
    return { sep, fields, marked: MARKER.test(line) };
  }
  return null;
}

/** The field's leading name: up to a comma or a bracket ("University of Nigeria Teaching Hospital, Enugu"). */
function nameIn(text: string, f: Field, sep: string): Field {
  let e = f.start;
  while (e < f.end && (sep === ',' || (text[e] !== ',' && text[e] !== '('))) e++;
  while (e > f.start && text.charCodeAt(e - 1) === 32) e--;
  // "Jhpiego Kenya": a country or a town ending it is where the branch is, not the name.
  const sp = text.lastIndexOf(' ', e - 1);
  if (sp > f.start) {
    const last = text.slice(sp + 1, e).toLowerCase();
    if (COUNTRIES.has(last) || isCity(last)) e = sp;
  }
  return { start: f.start, end: e };
}

/** A field that may be a name: a letter first, at most 6 words and 60 characters, no digit. */
function nameLike(text: string, f: Field): boolean {
  if (f.end - f.start < 2 || f.end - f.start > 60) return false;
  const s = text.slice(f.start, f.end);
  return /^\p{L}/u.test(s) && !/\d/.test(s) && s.split(' ').length <= 6;
}

export function findColumnOrgs(text: string, out: Hit[]): void {
  if (text.indexOf('\n') < 0) return;
  // The lines, each with its fields; runs of consecutive lines with the same separator and number of fields are lists.
  const rows: Row[] = [];
  let from = 0;
  // The hits found before this pass, read by every list (lists stand on lines of their own, so what one adds
  // never overlaps another's fields): a scan of all hits per list or field would make the pass quadratic.
  let index: HitIndex | null = null;
  const flush = () => {
    if (rows.length >= MIN_ROWS) {
      index ??= hitIndex(out);
      readList(text, rows, out, index);
    }
    rows.length = 0;
  };
  while (from <= text.length) {
    let to = text.indexOf('\n', from);
    if (to < 0) to = text.length;
    work.steps++;
    const r = fieldsOf(text, from, to);
    const prev = rows[rows.length - 1];
    if (r === null || (prev !== undefined && (prev.sep !== r.sep || prev.fields.length !== r.fields.length))) flush();
    if (r !== null) rows.push(r);
    from = to + 1;
  }
  flush();
}

/**
 * A list of suppliers says so in its heading ("Approved Vendor List", "Leverantörslista", "Lieferanten", "Q3 PROCUREMENT"):
 * its numbered or bulleted items are firms by the writer's intent, so a third of them found suffice (ADR 0111), half in
 * other lists; the firm opens the item ("1. Corvana – IV pumps") or closes it ("3. Bariatric beds (x6) - Stryker", ADR 0118).
 */
const VENDORS =
  /vendor|supplier|contractor|wholesaler|procurement|purchasing|leverant|lieferant|proveedor|fournisseur|fornitor|fornecedor|dostawc|leverand|leverancier/i;

/** A header row's field: a column's name ("employer", "Pharmacy", "first_name"), words and underscores only. */
const LABEL = /^[\p{L}_ ]{1,30}$/u;

function readList(text: string, all: Row[], out: Hit[], index: HitIndex): void {
  // "id,full_name,…,employer", "Name | DOB | Address | Pharmacy": a header names the columns, it holds no name.
  const head = all[0]!;
  let labels = head.fields.every((f) => LABEL.test(text.slice(f.start, f.end)));
  if (labels)
    overlapping(index, head.fields[0]!.start, head.fields[head.fields.length - 1]!.end, () => {
      labels = false;
    });
  const rows = labels ? all.slice(1) : all;
  if (rows.length < MIN_ROWS) return;
  const starts = index.starts('ORGANIZATION');
  const width = rows[0]!.fields.length;
  // (A heading in the list's shape may stand above the items: "Approved Vendor List – FY2027".)
  let marked = 0;
  for (const r of rows) if (r.marked) marked++;
  const first = rows[0]!.fields[0]!.start;
  const vendors =
    marked >= rows.length - 1 && VENDORS.test(text.slice(Math.max(0, first - 120), rows[1]!.fields[0]!.start));
  for (let c = 0; c < width; c++) {
    // An organization found opening the field, in most of the list's lines.
    let found = 0;
    for (const r of rows) if (starts.has(r.fields[c]!.start)) found++;
    // A numbered or bulleted list ("1. Corvana – IV pumps", "- Lundastyr, Lund – IT-drift") is one kind of item by
    // its writer's intent: a third of its lines found suffice there (ADR 0111), half in other lists.
    const share = (c === 0 || c === width - 1) && vendors ? 3 : 2;
    if (found < MIN_FOUND || found * share < rows.length) continue;
    for (const r of rows) {
      if (share === 3 && !r.marked) continue;
      const f = nameIn(text, r.fields[c]!, r.sep);
      if (starts.has(f.start) || !nameLike(text, f)) continue;
      // A field another rule read as a place, a number or an organization keeps that reading; a person is retyped.
      let other = false;
      overlapping(index, f.start, f.end, (h) => {
        if (h.type === 'PERSON' && h.start >= f.start && h.end <= f.end) h.type = 'ORGANIZATION';
        else other = true;
      });
      if (!other) out.push({ type: 'ORGANIZATION', start: f.start, end: f.end, rank: PLACE_RANK.org });
    }
  }
}
