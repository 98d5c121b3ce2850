import type {
  ContentRule,
  CreatePolicyBody,
  LatchSettings,
  Policy,
  PolicySummary,
  Stage,
  UpdatePolicyBody,
} from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/tx.js';
import type { AuditWriter } from '../../platform/audit/audit-writer.js';
import type { ReadThroughCache } from '../../platform/cache.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors/app-error.js';
import { newId } from '../../platform/ids.js';
import { BASELINE, BASELINE_IDS } from '../latches/baseline.js';
import { PII_TYPES } from '../latches/pii.js';
import { DEFAULT_SETTINGS, effectiveSettings, settingsOf } from '../latches/settings.js';
import { normalizeTool } from '../tools.js';
import { checkCedarOrThrow } from './cedar-latch.js';
import { compileContentRule } from './content-rule.js';
import { LIBRARY, LIBRARY_BY_ID } from './library.js';
import {
  agentsAttaching,
  findPolicyRow,
  insertPolicyRow,
  listPolicyRows,
  type PolicyRow,
  readLatchSettings,
  updatePolicyRow,
  upsertLatchSettings,
} from './policies.repository.js';
import type { PolicyRuntime } from './runtime.js';

const policyMissing = () => new AppError('resource_missing', 'policy not found');

function toPolicy(row: PolicyRow): Policy {
  return {
    id: row.id,
    name: row.name,
    kind: 'custom',
    type: row.type as 'content' | 'cedar',
    stages: JSON.parse(row.stages) as Stage[],
    description: row.description,
    version: row.version,
    rule: row.rule === null ? null : (JSON.parse(row.rule) as Record<string, unknown>),
    cedar: row.cedar,
    settings: null,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

const summary = (p: Policy | PolicySummary): PolicySummary => ({
  id: p.id,
  name: p.name,
  kind: p.kind,
  stages: p.stages,
  description: p.description,
  version: p.version,
});

/** Checks a rule or Cedar text before it is stored; compiling here is what makes it safe later. */
function validate(type: string, rule: ContentRule | null, cedar: string | null): void {
  if (type === 'content') compileContentRule(rule!);
  else checkCedarOrThrow(cedar!);
}

/**
 * latch-5 compares its words with normalized tool names (`tool.includes(word)`), so the words are
 * stored normalized the same way (§8.2): `Wire-Money` → `wire_money`. A word that normalizes to
 * nothing would match no tool (or, as '', every one): refused.
 */
function normalizeSensitiveTools(words: readonly string[]): string[] {
  const out = words.map((w, i) => {
    const n = normalizeTool(w);
    if (!n) {
      throw new AppError('invalid_value', `sensitiveTools[${i}] has no letters or digits`, {
        param: `sensitiveTools[${i}]`,
      });
    }
    return n;
  });
  return [...new Set(out)];
}

/** The catalog (§8.4): baseline latches, the library, the org's own content and Cedar policies. */
export class PolicyService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: AuditWriter,
    readonly runtimes: ReadThroughCache<PolicyRuntime>,
    private readonly engine: Engine,
  ) {}

  async list(ctx: ServiceContext): Promise<{ policies: PolicySummary[] }> {
    const rows = await listPolicyRows(this.db, ctx.org.id);
    return {
      policies: [
        ...BASELINE.map((l) => ({ ...l, stages: [...l.stages], kind: 'baseline' as const, version: 1 })),
        ...LIBRARY.map((p) => summary({ ...p, kind: 'library', stages: p.stages })),
        ...rows.map((r) => summary(toPolicy(r))),
      ],
    };
  }

  async get(ctx: ServiceContext, id: string): Promise<Policy> {
    const latch = BASELINE.find((l) => l.id === id);
    if (latch) {
      const stored = await readLatchSettings(this.db, ctx.org.id);
      const own = stored.get(id);
      const all = effectiveSettings([...stored.values()].map((s) => s.settings));
      const settings = Object.fromEntries(settingsOf(id)!.map((k) => [k, all[k]]));
      return {
        ...latch,
        stages: [...latch.stages],
        kind: 'baseline',
        type: 'latch',
        version: 1,
        rule: null,
        cedar: null,
        settings,
        ...(id === 'latch-2' ? { entityTypes: [...PII_TYPES] } : {}),
        createdAt: null,
        updatedAt: own?.updatedAt ?? null,
      };
    }
    const lib = LIBRARY_BY_ID.get(id);
    if (lib) {
      return {
        id: lib.id,
        name: lib.name,
        kind: 'library',
        type: lib.type,
        stages: lib.stages,
        description: lib.description,
        version: lib.version,
        rule: lib.type === 'content' ? (lib.rule as Record<string, unknown>) : null,
        cedar: lib.type === 'cedar' ? lib.cedar : null,
        settings: null,
        createdAt: null,
        updatedAt: null,
      };
    }
    const row = await findPolicyRow(this.db, ctx.org.id, id);
    if (!row) throw policyMissing();
    return toPolicy(row);
  }

  async create(ctx: ServiceContext, body: CreatePolicyBody): Promise<Policy> {
    const id = newId('pol');
    const now = Date.now();
    const stages: Stage[] = body.type === 'cedar' ? ['action'] : [...new Set(body.stages)];
    const rule = body.type === 'content' ? body.rule : null;
    const cedar = body.type === 'cedar' ? body.cedar : null;
    validate(body.type, rule, cedar);
    const row: PolicyRow = {
      id,
      org_id: ctx.org.id,
      name: body.name,
      description: body.description ?? '',
      type: body.type,
      stages: JSON.stringify(stages),
      rule: rule === null ? null : JSON.stringify(rule),
      cedar,
      version: 1,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    const created = await inTransaction(this.db, async (tx) => {
      await insertPolicyRow(tx.db, row);
      await this.audit.record(tx, ctx, {
        event_type: 'policy.created',
        resource: { type: 'policy', id },
        context: { name: row.name, type: row.type, stages, version: 1 },
      });
      return toPolicy(row);
    });
    this.runtimes.invalidate(ctx.org.id);
    return created;
  }

  async update(ctx: ServiceContext, id: string, body: UpdatePolicyBody): Promise<Policy> {
    if (BASELINE_IDS.has(id) || LIBRARY_BY_ID.has(id)) {
      throw new AppError('forbidden', `${id} is not one of the org's own policies and cannot be changed`);
    }
    const updated = await inTransaction(this.db, async (tx) => {
      const row = await findPolicyRow(tx.db, ctx.org.id, id);
      if (!row) throw policyMissing();
      if (row.type === 'cedar' && (body.rule !== undefined || body.stages !== undefined)) {
        throw new AppError('invalid_value', 'a Cedar policy has no rule or stages: send cedar', { param: 'rule' });
      }
      if (row.type === 'content' && body.cedar !== undefined) {
        throw new AppError('invalid_value', 'a content policy has no cedar text: send rule', { param: 'cedar' });
      }
      const version = row.version + 1;
      const next: PolicyRow = {
        ...row,
        name: body.name ?? row.name,
        description: body.description ?? row.description,
        stages: body.stages ? JSON.stringify([...new Set(body.stages)]) : row.stages,
        rule: body.rule ? JSON.stringify(body.rule) : row.rule,
        cedar: body.cedar ?? row.cedar,
        version,
        updated_at: Date.now(),
      };
      validate(next.type, next.rule === null ? null : JSON.parse(next.rule), next.cedar);
      const { id: _id, org_id: _org, created_at: _c, type: _t, deleted_at: _d, ...patch } = next;
      if (!(await updatePolicyRow(tx.db, ctx.org.id, id, row.version, patch))) {
        throw new AppError('conflict', 'the policy changed while it was being updated; retry');
      }
      await this.audit.record(tx, ctx, {
        event_type: 'policy.updated',
        resource: { type: 'policy', id },
        context: { from_version: row.version, version, fields: Object.keys(body) },
      });
      return toPolicy(next);
    });
    this.runtimes.invalidate(ctx.org.id);
    return updated;
  }

  async remove(ctx: ServiceContext, id: string): Promise<void> {
    if (BASELINE_IDS.has(id) || LIBRARY_BY_ID.has(id)) {
      throw new AppError('forbidden', `${id} is not one of the org's own policies and cannot be deleted`);
    }
    await inTransaction(this.db, async (tx) => {
      // Locked first (PostgreSQL), so an attach in flight either commits before the check below
      // sees agents, or finds the policy gone (agents.service checkPolicyIds).
      const row = await findPolicyRow(tx.db, ctx.org.id, id, this.engine);
      if (!row) throw policyMissing();
      const attached = await agentsAttaching(tx.db, ctx.org.id, id);
      if (attached.length > 0) {
        throw new AppError('conflict', `policy is attached to agents: ${attached.join(', ')}; detach it first`);
      }
      if (!(await updatePolicyRow(tx.db, ctx.org.id, id, row.version, { deleted_at: Date.now() }))) {
        throw new AppError('conflict', 'the policy changed while it was being deleted; retry');
      }
      await this.audit.record(tx, ctx, {
        event_type: 'policy.deleted',
        resource: { type: 'policy', id },
        context: { name: row.name, version: row.version },
      });
    });
    this.runtimes.invalidate(ctx.org.id);
  }

  async getSettings(ctx: ServiceContext, latchId: string) {
    const fields = settingsOf(latchId);
    if (!fields) throw new AppError('resource_missing', 'latch not found');
    const stored = await readLatchSettings(this.db, ctx.org.id);
    const all = effectiveSettings([...stored.values()].map((s) => s.settings));
    return {
      latchId,
      settings: Object.fromEntries(fields.map((k) => [k, all[k]])),
      updatedAt: stored.get(latchId)?.updatedAt ?? null,
    };
  }

  /** Replaces one latch's settings; fields that belong to another latch are refused. */
  async putSettings(ctx: ServiceContext, latchId: string, settings: LatchSettings) {
    const fields = settingsOf(latchId);
    if (!fields) throw new AppError('resource_missing', 'latch not found');
    const foreign = Object.keys(settings).filter((k) => !fields.includes(k as keyof LatchSettings));
    if (foreign.length > 0) {
      throw new AppError(
        'invalid_value',
        `${latchId} has no setting ${foreign.join(', ')} (it has: ${fields.join(', ') || 'none'})`,
        {
          param: foreign[0]!,
        },
      );
    }
    this.checkSettings(latchId, settings);
    const stored =
      settings.sensitiveTools === undefined
        ? settings
        : { ...settings, sensitiveTools: normalizeSensitiveTools(settings.sensitiveTools) };
    await inTransaction(this.db, async (tx) => {
      await upsertLatchSettings(tx.db, ctx.org.id, latchId, stored, Date.now());
      await this.audit.record(tx, ctx, {
        event_type: 'latch.settings_changed',
        resource: { type: 'latch', id: latchId },
        context: { settings: stored },
      });
    });
    this.runtimes.invalidate(ctx.org.id);
    return this.getSettings(ctx, latchId);
  }

  /** PUT replaces a latch's settings whole: what it leaves out falls back to the default. */
  private checkSettings(latchId: string, s: LatchSettings): void {
    const review = s.reviewThreshold ?? DEFAULT_SETTINGS.reviewThreshold;
    const cap = s.hardCap ?? DEFAULT_SETTINGS.hardCap;
    if (latchId === 'latch-4' && review > cap) {
      throw new AppError('invalid_value', `reviewThreshold (${review}) must not be above hardCap (${cap})`, {
        param: 'reviewThreshold',
      });
    }
    const unknown = (s.piiTypes ?? []).filter((t) => !PII_TYPES.includes(t));
    if (unknown.length > 0) {
      throw new AppError(
        'invalid_value',
        `piiTypes has unknown types: ${unknown.join(', ')} (known: ${PII_TYPES.join(', ')})`,
        {
          param: 'piiTypes',
        },
      );
    }
  }
}
