import type { Tx } from '../../db/tx.js';
import type { Actor, ServiceContext } from '../context.js';
import { newId } from '../ids.js';
import type { Integrity } from '../ledger/chain.js';
import type { Ledger } from '../ledger/ledger.js';

export interface AuditResource {
  type: string;
  id: string;
  project?: string | null;
  dataset?: string | null;
}

export interface AuditEvent {
  event_type: string;
  resource: AuditResource;
  context?: Record<string, unknown>;
}

export interface AuditEntry {
  id: string;
  timestamp: string;
  event_type: string;
  actor: {
    type: Actor['type'];
    id: string;
    email: string | null;
    ip_address: string | null;
    user_agent: string | null;
  };
  resource: { type: string; id: string; project: string | null; dataset: string | null };
  context: Record<string, unknown>;
  org_id: string;
}

/**
 * Writes audit entries into the org's audit chain inside the caller's transaction, so an event
 * exists exactly when the change it describes does.
 */
export class AuditWriter {
  constructor(private readonly ledger: Ledger) {}

  /** `ctx` is the calling service's context: whose org, which actor, which request. */
  async record(
    tx: Tx,
    ctx: Pick<ServiceContext, 'org' | 'actor' | 'requestId'>,
    event: AuditEvent,
  ): Promise<AuditEntry & { integrity: Integrity }> {
    const [written] = await this.recordMany(tx, ctx, [event]);
    return written!;
  }

  /** Several events of one change (a batch of samples) in one append, in the given order. */
  async recordMany(
    tx: Tx,
    ctx: Pick<ServiceContext, 'org' | 'actor' | 'requestId'>,
    events: AuditEvent[],
  ): Promise<Array<AuditEntry & { integrity: Integrity }>> {
    const { actor } = ctx;
    const timestamp = new Date().toISOString();
    const entries = events.map(
      (event): AuditEntry => ({
        id: newId('log'),
        timestamp,
        event_type: event.event_type,
        actor: {
          type: actor.type,
          id: actor.id,
          email: actor.email ?? null,
          ip_address: actor.ipAddress ?? null,
          user_agent: actor.userAgent ?? null,
        },
        resource: {
          type: event.resource.type,
          id: event.resource.id,
          project: event.resource.project ?? null,
          dataset: event.resource.dataset ?? null,
        },
        context: { ...(event.context ?? {}), ...(ctx.requestId ? { request_id: ctx.requestId } : {}) },
        org_id: ctx.org.id,
      }),
    );
    const at = Date.parse(timestamp);
    const index = entries.map((e) => ({
      kind: e.event_type,
      subject: e.actor.id,
      ts: at,
      resourceType: e.resource.type,
      resourceId: e.resource.id,
      project: e.resource.project,
    }));
    const integrity = await this.ledger.appendInTx(tx, ctx.org.id, 'audit', entries, index);
    return entries.map((entry, i) => ({ ...entry, integrity: integrity[i]! }));
  }
}
