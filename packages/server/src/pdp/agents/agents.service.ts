import type { Agent, CreateAgentBody, ProvisionAgentBody, UpdateAgentBody } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction, type Tx } from '../../db/tx.js';
import type { AuditWriter } from '../../platform/audit/audit-writer.js';
import { ReadThroughCache } from '../../platform/cache.js';
import type { ServiceContext } from '../../platform/context.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { AppError } from '../../platform/errors/app-error.js';
import { newId } from '../../platform/ids.js';
import { maskKey } from '../../platform/keys/key-material.js';
import type { KeyService } from '../../platform/keys/keys.service.js';
import { BASELINE_IDS } from '../latches/baseline.js';
import { detectSecrets } from '../latches/secrets.js';
import { LIBRARY_BY_ID } from '../policies/library.js';
import { livePolicyIds } from '../policies/policies.repository.js';
import { normalizeTool } from '../tools.js';
import {
  type AgentRow,
  activeAgentKeyIds,
  findAgentRow,
  insertAgentRow,
  listAgentRows,
  updateAgentRow,
} from './agents.repository.js';

export const agentMissing = () => new AppError('resource_missing', 'agent not found');

const NOT_PROVISIONED = { status: 'not_provisioned', boundary: '', env: {}, provisionedAt: null } as const;

export function toAgent(row: AgentRow): Agent {
  const runtime = JSON.parse(row.runtime) as Partial<Agent['runtime']>;
  return {
    id: row.id,
    name: row.name,
    source: row.source as Agent['source'],
    status: row.status as Agent['status'],
    baseUrl: row.base_url,
    apiKeyMasked: row.api_key_last4 ? maskKey(row.api_key_last4) : '',
    categories: JSON.parse(row.categories) as string[],
    tools: JSON.parse(row.tools) as string[],
    policyIds: JSON.parse(row.policy_ids) as string[],
    runtime: runtime.status ? (runtime as Agent['runtime']) : { ...NOT_PROVISIONED, env: {} },
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** What `authorize` needs of an agent, parsed once per cache fill rather than per request. */
export interface AgentView {
  id: string;
  status: string;
  tools: ReadonlySet<string>;
  categories: readonly string[];
  policyIds: readonly string[];
}

function normalizeTools(tools: readonly string[]): string[] {
  const out = tools.map((t, i) => {
    const n = normalizeTool(t);
    if (!n) throw new AppError('invalid_value', `tools[${i}] has no letters or digits`, { param: `tools[${i}]` });
    return n;
  });
  return [...new Set(out)];
}

// Environment names that announce a credential; runtime.env is shown to every reader, so no secrets.
const SECRET_NAME = /(?:SECRET|PASSWORD|PASSWD|TOKEN|API_?KEY|PRIVATE_?KEY|CREDENTIAL)/i;
/** A URL with a password in its userinfo (`scheme://user:password@host`), anywhere in the value. */
const URL_WITH_PASSWORD = /[a-z][a-z0-9+.-]*:\/\/[^\s/?#@:]*:[^\s/?#@]+@/i;
/** An HTTP Authorization value: a scheme that carries a credential, then the credential. */
const AUTH_SCHEME = /^\s*(?:bearer|basic|token)\s+\S/i;

/** Why a value looks like a credential, or null. The value itself is never quoted back. */
function credentialKind(value: string): string | null {
  if (URL_WITH_PASSWORD.test(value)) return 'a URL with a password';
  if (AUTH_SCHEME.test(value)) return 'an authorization header value';
  if (detectSecrets(value).length > 0) return 'a credential';
  return null;
}

function checkEnv(env: Record<string, string>): void {
  for (const [name, value] of Object.entries(env)) {
    const kind = SECRET_NAME.test(name) ? 'a secret' : credentialKind(value);
    if (kind !== null) {
      throw new AppError(
        'invalid_value',
        `env.${name} looks like ${kind}; runtime.env must not hold secrets (it is shown to every reader)`,
        { param: `env.${name}` },
      );
    }
  }
}

/** Agents and their attached policies (§8.4). */
export class AgentService {
  /** `orgId:agentId` → the agent as authorize sees it, or null when there is none. */
  readonly views: ReadThroughCache<AgentView | null>;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: AuditWriter,
    private readonly keys: KeyService,
    private readonly secrets: SecretBox,
    private readonly engine: Engine,
    cacheMs = 1000,
  ) {
    this.views = new ReadThroughCache(cacheMs, async (key) => {
      const sep = key.indexOf(':');
      const row = await findAgentRow(this.db, key.slice(0, sep), key.slice(sep + 1));
      if (!row) return null;
      const a = toAgent(row);
      return { id: a.id, status: a.status, tools: new Set(a.tools), categories: a.categories, policyIds: a.policyIds };
    });
  }

  async list(ctx: ServiceContext): Promise<{ agents: Agent[] }> {
    return { agents: (await listAgentRows(this.db, ctx.org.id)).map(toAgent) };
  }

  async get(ctx: ServiceContext, id: string): Promise<Agent> {
    const row = await findAgentRow(this.db, ctx.org.id, id);
    if (!row) throw agentMissing();
    return toAgent(row);
  }

  async create(ctx: ServiceContext, body: CreateAgentBody): Promise<Agent> {
    const now = Date.now();
    const row: AgentRow = {
      id: newId('agt'),
      org_id: ctx.org.id,
      name: body.name,
      source: 'api',
      status: body.status ?? 'active',
      base_url: body.baseUrl ?? '',
      api_key_enc: null,
      api_key_last4: null,
      categories: JSON.stringify([...new Set(body.categories ?? [])]),
      tools: JSON.stringify(normalizeTools(body.tools ?? [])),
      policy_ids: '[]',
      runtime: '{}',
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    return inTransaction(this.db, async (tx) => {
      const policyIds = await this.checkPolicyIds(tx.db, ctx, body.policyIds ?? []);
      row.policy_ids = JSON.stringify(policyIds);
      await insertAgentRow(tx.db, row);
      await this.record(tx, ctx, 'agent.created', row.id, {
        name: row.name,
        tools: JSON.parse(row.tools),
        policy_ids: policyIds,
      });
      return toAgent(row);
    });
  }

  async update(ctx: ServiceContext, id: string, body: UpdateAgentBody): Promise<Agent> {
    const patch: Partial<AgentRow> = {};
    if (body.name !== undefined) patch.name = body.name;
    if (body.baseUrl !== undefined) patch.base_url = body.baseUrl;
    if (body.status !== undefined) patch.status = body.status;
    if (body.categories !== undefined) patch.categories = JSON.stringify([...new Set(body.categories)]);
    if (body.tools !== undefined) patch.tools = JSON.stringify(normalizeTools(body.tools));
    return this.change(ctx, id, 'agent.updated', () => patch, { fields: Object.keys(body) });
  }

  /**
   * §8.4: unknown ids are a 400 naming them, baseline ids are dropped, duplicates go, order stays.
   * The ids are checked inside the transaction that writes them, so a policy deleted meanwhile is
   * either still attached when the delete looks (409 there) or already gone here (400).
   */
  async setPolicies(ctx: ServiceContext, id: string, policyIds: string[]): Promise<Agent> {
    const context: Record<string, unknown> = {};
    return this.change(
      ctx,
      id,
      'agent.policies_changed',
      async (tx) => {
        const ids = await this.checkPolicyIds(tx.db, ctx, policyIds);
        context.policy_ids = ids;
        return { policy_ids: JSON.stringify(ids) };
      },
      context,
    );
  }

  /** Sets the runtime and returns, once, a fresh agent-role key; earlier keys of the agent are revoked. */
  async provision(
    ctx: ServiceContext,
    id: string,
    body: ProvisionAgentBody,
  ): Promise<{ agent: Agent; apiKey: string }> {
    const env = body.env ?? {};
    checkEnv(env);
    let secret = '';
    const agent = await this.change(
      ctx,
      id,
      'agent.provisioned',
      async (tx, row) => {
        for (const keyId of await activeAgentKeyIds(tx.db, ctx.org.id, id)) await this.keys.revoke(ctx, keyId, tx);
        const created = await this.keys.create(ctx, { name: `agent ${row.name}`, role: 'agent', agentId: id }, tx);
        secret = created.secret;
        const runtime = { status: 'provisioned', boundary: body.boundary, env, provisionedAt: Date.now() };
        return {
          runtime: JSON.stringify(runtime),
          api_key_enc: this.secrets.seal(secret),
          api_key_last4: secret.slice(-4),
        };
      },
      { boundary: body.boundary, env_names: Object.keys(env) },
    );
    return { agent, apiKey: secret };
  }

  /** Soft delete: the agent's keys are revoked at once; its evidence stays in the feed. */
  async remove(ctx: ServiceContext, id: string): Promise<void> {
    await this.change(
      ctx,
      id,
      'agent.deleted',
      async (tx) => {
        for (const keyId of await activeAgentKeyIds(tx.db, ctx.org.id, id)) await this.keys.revoke(ctx, keyId, tx);
        return { deleted_at: Date.now() };
      },
      {},
    );
  }

  private async change(
    ctx: ServiceContext,
    id: string,
    event: string,
    patchOf: (tx: Tx, row: AgentRow) => Partial<AgentRow> | Promise<Partial<AgentRow>>,
    context: Record<string, unknown>,
  ): Promise<Agent> {
    const updated = await inTransaction(this.db, async (tx) => {
      const row = await findAgentRow(tx.db, ctx.org.id, id);
      if (!row) throw agentMissing();
      const patch = { ...(await patchOf(tx, row)), updated_at: Math.max(Date.now(), Number(row.updated_at) + 1) };
      if (!(await updateAgentRow(tx.db, ctx.org.id, id, Number(row.updated_at), patch))) {
        throw new AppError('conflict', 'the agent changed while it was being updated; retry');
      }
      await this.record(tx, ctx, event, id, { name: row.name, ...context });
      // Shaped before the commit: a provisioned key whose answer failed would never be shown.
      return toAgent({ ...row, ...patch });
    });
    this.views.invalidate(`${ctx.org.id}:${id}`);
    return updated;
  }

  /** Run inside the writing transaction: the org's own policies are read (and on PostgreSQL locked) there. */
  private async checkPolicyIds(db: Executor, ctx: ServiceContext, policyIds: readonly string[]): Promise<string[]> {
    const wanted = [...new Set(policyIds.filter((p) => !BASELINE_IDS.has(p)))];
    if (wanted.length === 0) return [];
    const own = await livePolicyIds(
      db,
      this.engine,
      ctx.org.id,
      wanted.filter((p) => !LIBRARY_BY_ID.has(p)),
    );
    const unknown = wanted.filter((p) => !LIBRARY_BY_ID.has(p) && !own.has(p));
    if (unknown.length > 0) {
      throw new AppError('invalid_value', `unknown policy id: ${unknown.join(', ')}`, { param: 'policyIds' });
    }
    return wanted;
  }

  private record(tx: Tx, ctx: ServiceContext, event_type: string, id: string, context: Record<string, unknown>) {
    return this.audit.record(tx, ctx, { event_type, resource: { type: 'agent', id }, context });
  }
}
