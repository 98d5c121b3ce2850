import type { LatchSettings, PiiMode } from '@latchkey/contract';
import { normalizeTool } from '../tools.js';

/** The settings every latch runs with: the org's values over the design's defaults (§8.1). */
export interface EffectiveSettings {
  /** latch-0: block at or above this model score; null uses the detector's own decision. */
  injectionThreshold: number | null;
  /** latch-2: entity types to redact; null means every type the detector knows. */
  piiTypes: readonly string[] | null;
  /** latch-2: how findings are replaced (ADR 0040); content rules may override it. */
  piiMode: PiiMode;
  /** latch-2: how long a session's pseudonyms and tokens live, in seconds. */
  tokenTtlSeconds: number;
  reviewThreshold: number;
  hardCap: number;
  sensitiveTools: readonly string[];
}

export const DEFAULT_SETTINGS: EffectiveSettings = Object.freeze({
  injectionThreshold: null,
  piiTypes: null,
  piiMode: 'mask',
  tokenTtlSeconds: 86_400,
  reviewThreshold: 1000,
  hardCap: 10_000,
  sensitiveTools: Object.freeze(['transfer', 'payment', 'refund', 'prescri', 'record', 'account']),
});

/** Which setting fields belong to which latch: a PUT for one latch may only carry its own. */
const SETTINGS_OF: ReadonlyMap<string, readonly (keyof LatchSettings)[]> = new Map([
  ['latch-0', ['injectionThreshold']],
  ['latch-1', []],
  ['latch-2', ['piiTypes', 'piiMode', 'tokenTtlSeconds']],
  ['latch-3', []],
  ['latch-4', ['reviewThreshold', 'hardCap']],
  ['latch-5', ['sensitiveTools']],
]);

/** The setting fields of a baseline latch, or undefined for any other id (a Map: ids are user input). */
export const settingsOf = (latchId: string) => SETTINGS_OF.get(latchId);

export function effectiveSettings(stored: Iterable<LatchSettings>): EffectiveSettings {
  const s: EffectiveSettings = { ...DEFAULT_SETTINGS };
  for (const part of stored) {
    if (part.injectionThreshold !== undefined) s.injectionThreshold = part.injectionThreshold;
    if (part.piiTypes !== undefined) s.piiTypes = part.piiTypes;
    if (part.piiMode !== undefined) s.piiMode = part.piiMode;
    if (part.tokenTtlSeconds !== undefined) s.tokenTtlSeconds = part.tokenTtlSeconds;
    if (part.reviewThreshold !== undefined) s.reviewThreshold = part.reviewThreshold;
    if (part.hardCap !== undefined) s.hardCap = part.hardCap;
    // Normalized on write; normalized again here for settings stored before that was the rule.
    if (part.sensitiveTools !== undefined) {
      s.sensitiveTools = [...new Set(part.sensitiveTools.map(normalizeTool).filter((w) => w !== ''))];
    }
  }
  return s;
}
