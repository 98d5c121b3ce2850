import type { GatewaySettings, GatewaySettingsBody } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { inTransaction, type Tx } from '../db/tx.js';
import { findAgentRow } from '../pdp/agents/agents.repository.js';
import { agentMissing } from '../pdp/agents/agents.service.js';
import type { AuditWriter } from '../platform/audit/audit-writer.js';
import { ReadThroughCache } from '../platform/cache.js';
import type { ServiceContext } from '../platform/context.js';
import type { SecretBox } from '../platform/crypto/secret-box.js';
import { notFound } from '../platform/errors/app-error.js';
import { checkDestination } from '../platform/http/destination.js';
import { deleteGatewayRow, findGatewayRow, type GatewayRow, upsertGatewayRow } from './gateway-settings.repository.js';

/** Where an agent's OpenAI client points: this server's gateway, whatever host it is reached by. */
export const GATEWAY_BASE_PATH = '/gateway/v1';

/** What a gateway request needs of the settings: the upstream with its key opened, once per cache fill. */
export interface Upstream {
  url: URL;
  apiKey: string;
  model: string | null;
}

function toSettings(row: GatewayRow): GatewaySettings {
  return {
    agentId: row.agent_id,
    upstreamUrl: row.upstream_url,
    upstreamApiKeyMasked: row.api_key_last4 ? `****${row.api_key_last4}` : '****',
    model: row.model,
    baseUrl: GATEWAY_BASE_PATH,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** `PUT/GET/DELETE /api/agents/{id}/gateway`: the upstream a model gateway request goes to (ADR 0049). */
export class GatewaySettingsService {
  /** `orgId:agentId` → the opened upstream, or null when the agent has none. */
  readonly upstreams: ReadThroughCache<Upstream | null>;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: AuditWriter,
    private readonly secrets: SecretBox,
    private readonly allowInsecure: boolean,
    cacheMs = 1000,
  ) {
    this.upstreams = new ReadThroughCache(cacheMs, async (key) => {
      const sep = key.indexOf(':');
      const row = await findGatewayRow(this.db, key.slice(0, sep), key.slice(sep + 1));
      if (!row) return null;
      return { url: new URL(row.upstream_url), apiKey: this.secrets.open(row.api_key_enc), model: row.model };
    });
  }

  async get(ctx: ServiceContext, agentId: string): Promise<GatewaySettings> {
    if (!(await findAgentRow(this.db, ctx.org.id, agentId))) throw agentMissing();
    const row = await findGatewayRow(this.db, ctx.org.id, agentId);
    if (!row) throw notFound('gateway settings');
    return toSettings(row);
  }

  async put(ctx: ServiceContext, agentId: string, body: GatewaySettingsBody): Promise<GatewaySettings> {
    // The rules of audit exports: https to a public host (http and loopback only when the operator allows).
    const url = checkDestination(body.upstreamUrl, { allowInsecure: this.allowInsecure, param: 'upstreamUrl' });
    const now = Date.now();
    const settings = await inTransaction(this.db, async (tx) => {
      if (!(await findAgentRow(tx.db, ctx.org.id, agentId))) throw agentMissing();
      const before = await findGatewayRow(tx.db, ctx.org.id, agentId);
      const row: GatewayRow = {
        org_id: ctx.org.id,
        agent_id: agentId,
        upstream_url: url.toString(),
        api_key_enc: this.secrets.seal(body.upstreamApiKey),
        // A short key would be shown whole by its last four: such a key shows nothing.
        api_key_last4: body.upstreamApiKey.length > 8 ? body.upstreamApiKey.slice(-4) : '',
        model: body.model ?? null,
        created_at: before ? Number(before.created_at) : now,
        updated_at: now,
      };
      await upsertGatewayRow(tx.db, row);
      // The key is never in the log: its host and the model say what changed.
      await this.record(tx, ctx, 'agent.gateway_set', agentId, {
        upstream_host: url.host,
        model: row.model,
        replaced: before !== undefined,
      });
      return toSettings(row);
    });
    this.upstreams.invalidate(`${ctx.org.id}:${agentId}`);
    return settings;
  }

  async remove(ctx: ServiceContext, agentId: string): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      if (!(await findAgentRow(tx.db, ctx.org.id, agentId))) throw agentMissing();
      if (!(await deleteGatewayRow(tx.db, ctx.org.id, agentId))) throw notFound('gateway settings');
      await this.record(tx, ctx, 'agent.gateway_removed', agentId, {});
    });
    this.upstreams.invalidate(`${ctx.org.id}:${agentId}`);
  }

  private record(tx: Tx, ctx: ServiceContext, event_type: string, id: string, context: Record<string, unknown>) {
    return this.audit.record(tx, ctx, { event_type, resource: { type: 'agent', id }, context });
  }
}
