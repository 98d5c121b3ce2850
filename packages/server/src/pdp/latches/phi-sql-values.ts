/**
 * SQL inserts by their column list (ADR 0149): "INSERT INTO patients (mrn, first_name, last_name, city, zip) VALUES
 * ('A-55012', 'Yerlan', 'Abenov', 'Seattle', '98102'), (…);". A dump's values stand in quotes with no label beside
 * them, and a surname such as "Abenov" or "Oyelowo-Hart" is read by no word rule; the column list says what each
 * holds, with the keys of a CSV header (phi-csv-columns.ts keyType). Each value is a quoted string ('' inside it is a
 * quote), a number or NULL; a tuple ends at its ")" and the statement at the first character that opens no tuple.
 * One pass over the statement's characters.
 */
import { keyType, pushColumnValue } from './phi-csv-columns.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const INSERT =
  /\binsert(?:[ \t\r\n]+into)?[ \t\r\n]+[\w."`[\]]{1,80}[ \t\r\n]*\(([^()]{1,800})\)[ \t\r\n]*values[ \t\r\n]*/gi;
/** The most values a tuple is read for, and the most characters a value is. */
const MAX_VALUES = 40;
const MAX_VALUE = 400;

/** Whether the text may hold an insert: the word VALUES in either case. */
export const mayHoldSql = (text: string) =>
  text.indexOf('VALUES') >= 0 || text.indexOf('values') >= 0 || text.indexOf('Values') >= 0;

export function findSqlValues(text: string, out: Hit[]): void {
  INSERT.lastIndex = 0;
  for (let m = INSERT.exec(text); m !== null; m = INSERT.exec(text)) {
    const types = m[1]!.split(',').map((c) => keyType(c.trim().replace(/^["`[]|["`\]]$/g, '')));
    // Two known columns, as a CSV header needs ("medications (name, dose)" names no one).
    if (types.filter((t) => t !== undefined).length < 2) continue;
    INSERT.lastIndex = tuples(text, m.index + m[0].length, types, out);
  }
}

/** Reads the tuples from `at`; returns where the statement ends. */
function tuples(text: string, at: number, types: (string | undefined)[], out: Hit[]): number {
  let k = blanks(text, at);
  while (text.charCodeAt(k) === 40) {
    k++;
    for (let n = 0; n < MAX_VALUES && k < text.length; n++) {
      k = blanks(text, k);
      const type = types[n];
      // (SQL Server's N'…' is a string of the same kind.)
      if (text.charCodeAt(k) === 78 && text.charCodeAt(k + 1) === 39) k++;
      if (text.charCodeAt(k) === 39) {
        const e = stringEnd(text, k + 1);
        if (e < 0) return k;
        if (type !== undefined) pushColumnValue(text, k + 1, e, type, out);
        k = e + 1;
      } else k = bareEnd(text, k);
      k = blanks(text, k);
      if (text.charCodeAt(k) === 44) k++;
      else break;
    }
    if (text.charCodeAt(k) !== 41) return k;
    k = blanks(text, k + 1);
    if (text.charCodeAt(k) !== 44) return k;
    k = blanks(text, k + 1);
  }
  return k;
}

function blanks(text: string, k: number): number {
  while (k < text.length && /\s/.test(text.charAt(k))) k++;
  return k;
}

/** The closing quote of a string opened before `start` ('' and \' are quotes inside it), or -1. */
function stringEnd(text: string, start: number): number {
  for (let e = start; e < text.length && e - start <= MAX_VALUE; e++) {
    work.steps++;
    const c = text.charCodeAt(e);
    if (c === 92) e++;
    else if (c === 39) {
      if (text.charCodeAt(e + 1) !== 39) return e;
      e++;
    }
  }
  return -1;
}

/** The end of a number, NULL or an expression ("NOW()", "TO_DATE('1980-01-02', 'YYYY-MM-DD')"): its "," or ")" at depth 0. */
function bareEnd(text: string, k: number): number {
  let depth = 0;
  while (k < text.length) {
    const c = text.charCodeAt(k);
    if (c === 39) {
      const e = stringEnd(text, k + 1);
      if (e < 0) return text.length;
      k = e + 1;
      continue;
    }
    if (c === 40) depth++;
    else if (c === 41) {
      if (depth === 0) return k;
      depth--;
    } else if (c === 44 && depth === 0) return k;
    k++;
  }
  return k;
}
