/**
 * Nordic facilities named by a capitalized name and a facility noun in lower case (ADR 0103): "Sundsvalls sjukhus",
 * "Timrå vårdcentral", "Norrlands universitetssjukhus", "Haukeland universitetssjukehus", "Meilahden sairaala".
 * Swedish, Norwegian, Danish and Finnish write the noun in lower case after the town or region that names the
 * place, so the name rules see one capitalized word (a town, or a surname) and no organization word. The facility
 * noun makes the pair one organization, the town inside it too: a sticky test after each capitalized token.
 */
import { PLACE_RANK } from './phi-cities.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const FACILITY_AFTER =
  /[ \t](?:sjukhus(?:et)?|universitetssjukhus(?:et)?|universitetssykehus(?:et)?|universitetssjukehus|sjukehus(?:et)?|sykehus(?:et)?|sygehus(?:et)?|universitetshospital|vårdcentral(?:en)?|hälsocentral(?:en)?|legesenter|legesenteret|legekontor|lægehus|sairaala|keskussairaala|yliopistollinen sairaala|terveyskeskus|terveysasema)(?![\p{L}])/uy;

export function findNordicFacilities(text: string, toks: Tok[], out: Hit[]): void {
  for (const t of toks) {
    if (!t.cap || t.upper) continue;
    const c = text.charCodeAt(t.end + 1);
    // The nouns open with one of these letters (s, u, v, h, l, t, k, y): most tokens are passed over on one char.
    if (c !== 115 && c !== 117 && c !== 118 && c !== 104 && c !== 108 && c !== 116 && c !== 107 && c !== 121) continue;
    work.steps++;
    FACILITY_AFTER.lastIndex = t.end;
    if (FACILITY_AFTER.test(text))
      out.push({ type: 'ORGANIZATION', start: t.start, end: FACILITY_AFTER.lastIndex, rank: PLACE_RANK.org + 2 });
  }
}
