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
  /\binsert[ \t\r\n]+into[ \t\r\n]+[\w."`[\]]{1,80}[ \t\r\n]*\(([^()]{1,800})\)[ \t\r\n]*values[ \t\r\n]*/gi;
/** The most values a tuple is read for, and the most characters a value is. */
const MAX_VALUES = 40;
const MAX_VALUE = 400;

/** Whether the text may hold an insert: the word VALUES in either case. */
export const mayHoldSql = (text: string) => text.indexOf('VALUES') >= 0 || text.indexOf('values') >= 0;

export function findSqlValues(text: string, out: Hit[]): void {
  INSERT.lastIndex = 0;
  for (let m = INSERT.exec(text); m !== null; m = INSERT.exec(text)) {
    const types = m[1]!.split(',').map((c) => keyType(c.trim().replace(/^["`[]|["`\]]$/g, '')));
    if (!types.some((t) => t !== undefined)) continue;
    INSERT.lastIndex = tuples(text, m.index + m[0].length, types, out);
  }
}

/** Reads the tuples from `at`; returns where the statement ends. */
function tuples(text: string, at: number, types: (string | undefined)[], out: Hit[]): number {
  let k = at;
  while (text.charCodeAt(k) === 40) {
    k++;
    for (let n = 0; n < MAX_VALUES && k < text.length; n++) {
      while (text.charCodeAt(k) === 32) k++;
      const type = types[n];
      if (text.charCodeAt(k) === 39) {
        // A quoted string, '' a quote inside it.
        const start = k + 1;
        let e = start;
        while (e < text.length && e - start <= MAX_VALUE) {
          work.steps++;
          if (text.charCodeAt(e) === 39) {
            if (text.charCodeAt(e + 1) !== 39) break;
            e++;
          }
          e++;
        }
        if (text.charCodeAt(e) !== 39) return e;
        if (type !== undefined) pushColumnValue(text, start, e, type, out);
        k = e + 1;
      } else {
        // A number, NULL or an expression: up to the next "," or ")".
        while (k < text.length && text.charCodeAt(k) !== 44 && text.charCodeAt(k) !== 41) k++;
      }
      while (text.charCodeAt(k) === 32) k++;
      if (text.charCodeAt(k) === 44) k++;
      else break;
    }
    if (text.charCodeAt(k) !== 41) return k;
    k++;
    while (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 10 || text.charCodeAt(k) === 13) k++;
    if (text.charCodeAt(k) !== 44) return k;
    k++;
    while (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 10 || text.charCodeAt(k) === 13) k++;
  }
  return k;
}
