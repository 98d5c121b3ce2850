/**
 * The district or town line of a multi-line address block (ADR 0112): a line of one to three capitalized words
 * between a street's line (a house number on it) and a line that opens with a postal code ("45, Rue Ibn Sina,
 * Appt 6⏎Agdal⏎10090 Rabat") or that names a region ("Los Carrera 1270, depto. 404⏎Concepción⏎Región del
 * Biobío"). A person's name stands above the street in such a block, not between the street and the code.
 *
 * One pass over the text's lines, gated on a newline; a short regex per line.
 */
import { PLACE_RANK } from './phi-cities.js';
import { isRegionName } from './phi-regions.js';
import type { Hit } from './pii-context.js';

const WORDS =
  /^[ \t]*(\p{Lu}[\p{Ll}\p{M}'’-]+(?:[ \t]+(?:(?:de|del|la|do|da|di)[ \t]*)?\p{Lu}[\p{Ll}\p{M}'’-]+){0,2})[ \t,]*$/u;
/** A street line holds a letter and a digit (two scans; one regex with `.*` on both sides backtracked on long lines). */
const streetLine = (line: string) => line.length <= 200 && /\d/.test(line) && /\p{L}/u.test(line);
const CODE_TOWN = /^[ \t]*\d{4,6}[ \t]+\p{Lu}/u;
const REGION_LINE = /^[ \t]*(?:región|region|provincia|province|estado|departamento|département|state)(?![\p{L}])/iu;

export function findBlockLineTowns(text: string, out: Hit[]): void {
  if (text.indexOf('\n') < 0) return;
  const lines = text.split('\n');
  let at = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const start = at;
    at += line.length + 1;
    if (i === 0 || i + 1 >= lines.length || line.length > 48) continue;
    const m = WORDS.exec(line);
    if (m === null) continue;
    const prev = lines[i - 1]!;
    const next = lines[i + 1]!;
    if (prev.includes(':') || !streetLine(prev)) continue;
    const region = REGION_LINE.test(next) || isRegionName(next.trim().toLowerCase());
    if (!CODE_TOWN.test(next) && !region) continue;
    const s = start + line.indexOf(m[1]!);
    out.push({ type: 'CITY', start: s, end: s + m[1]!.length, rank: PLACE_RANK.address });
  }
}
