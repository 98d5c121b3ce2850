import type { ContentRule, Stage } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { ReadThroughCache } from '../../platform/cache.js';
import { baselineLatches } from '../latches/baseline.js';
import type { Latch } from '../latches/latch.js';
import { type EffectiveSettings, effectiveSettings } from '../latches/settings.js';
import { cedarLatch, compileCedarOrThrow } from './cedar-latch.js';
import { contentRuleLatch } from './content-rule.js';
import { LIBRARY, type LibraryPolicy } from './library.js';
import { listPolicyRows, type PolicyRow, readLatchSettings } from './policies.repository.js';

/** What `authorize` needs of an org's policies, compiled: built at most once per TTL per org. */
export interface PolicyRuntime {
  settings: EffectiveSettings;
  baseline: readonly Latch[];
  /** Library and org policies by id; an id attached to an agent but missing here fails closed. */
  byId: ReadonlyMap<string, Latch>;
  /** Content rules whose own mode needs the token vault (pseudonym, tokenize): ADR 0040. */
  vaultPolicyIds: ReadonlySet<string>;
}

function needsVault(row: PolicyRow): boolean {
  if (row.type !== 'content') return false;
  try {
    const mode = (JSON.parse(row.rule ?? '{}') as ContentRule).mode;
    return mode === 'pseudonym' || mode === 'tokenize';
  } catch {
    return false;
  }
}

let library: Map<string, Latch> | null = null;

function compileLibrary(p: LibraryPolicy): Latch {
  return p.type === 'content'
    ? contentRuleLatch(p.id, p.name, p.stages, p.rule)
    : cedarLatch(p.id, p.name, compileCedarOrThrow(p.cedar, `${p.id}@${p.version}`));
}

/** The library compiles once per process, on first use. */
export function libraryLatches(): ReadonlyMap<string, Latch> {
  library ??= new Map(LIBRARY.map((p) => [p.id, compileLibrary(p)]));
  return library;
}

/**
 * Compiled org policies, one version per policy: Cedar text is parsed once per version, never per
 * request, and a superseded version's preparsed set is released.
 */
const compiled = new Map<string, { version: number; latch: Latch; release?: () => void }>();

export function compilePolicyRow(row: PolicyRow): Latch {
  const id = `${row.org_id}:${row.id}`;
  const hit = compiled.get(id);
  if (hit?.version === row.version) return hit.latch;
  hit?.release?.();
  const stages = JSON.parse(row.stages) as Stage[];
  let entry: { version: number; latch: Latch; release?: () => void };
  if (row.type === 'cedar') {
    const cedar = compileCedarOrThrow(row.cedar ?? '', `${id}@${row.version}`);
    entry = { version: row.version, latch: cedarLatch(row.id, row.name, cedar), release: () => cedar.release() };
  } else {
    entry = {
      version: row.version,
      latch: contentRuleLatch(row.id, row.name, stages, JSON.parse(row.rule ?? '{}') as ContentRule),
    };
  }
  if (compiled.size >= 10_000) compiled.clear();
  compiled.set(id, entry);
  return entry.latch;
}

/** A policy that no longer compiles (stored before a rule tightened) blocks rather than vanishes. */
function brokenLatch(row: PolicyRow): Latch {
  return {
    id: row.id,
    name: row.name,
    stages: new Set(JSON.parse(row.stages) as Stage[]),
    evaluate: () => {
      throw new Error('policy does not compile');
    },
  };
}

export function createRuntimeCache(db: Kysely<DB>, ttlMs = 1000): ReadThroughCache<PolicyRuntime> {
  return new ReadThroughCache(ttlMs, async (orgId) => {
    const [rows, stored] = await Promise.all([listPolicyRows(db, orgId), readLatchSettings(db, orgId)]);
    const settings = effectiveSettings([...stored.values()].map((s) => s.settings));
    const byId = new Map(libraryLatches());
    const vaultPolicyIds = new Set<string>();
    for (const row of rows) {
      if (needsVault(row)) vaultPolicyIds.add(row.id);
      let latch: Latch;
      try {
        latch = compilePolicyRow(row);
      } catch {
        latch = brokenLatch(row);
      }
      byId.set(row.id, latch);
    }
    return { settings, baseline: baselineLatches(settings), byId, vaultPolicyIds };
  });
}
