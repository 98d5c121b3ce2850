/**
 * Names, places and organizations in free text (ADR 0038): one tokenization shared by the
 * PERSON recognizer (phi-names.ts) and the address, city, county, ZIP and organization
 * recognizers (phi-places.ts). Called from pii.ts `candidates()`.
 */

import { findNames } from './phi-names.js';
import { findPlaces } from './phi-places.js';
import { tokenize } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

export const NAME_AND_PLACE_TYPES = ['PERSON', 'STREET_ADDRESS', 'CITY', 'COUNTY', 'ZIP', 'ORGANIZATION'] as const;

export function findNamesAndPlaces(text: string, out: Hit[]): void {
  const toks = tokenize(text);
  findNames(text, toks, out);
  findPlaces(text, toks, out);
}
