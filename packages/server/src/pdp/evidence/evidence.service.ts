import type { EventBody, EventsQuery, EvidenceEvent } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Executor, Tx } from '../../db/tx.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors/app-error.js';
import { newId } from '../../platform/ids.js';
import type { Integrity } from '../../platform/ledger/chain.js';
import type { Ledger } from '../../platform/ledger/ledger.js';
import { checkDepth } from '../json-depth.js';
import { type EvidenceRow, findEvidenceById, queryEvidence } from './evidence.repository.js';

/** An evidence event as the API returns it, without `integrity`: exactly what is hashed (§7). */
export type EvidenceBody = Omit<EvidenceEvent, 'integrity'>;

/** Types only the server writes: a client cannot forge a decision, a redemption or a resolution. */
export const SERVER_TYPES: ReadonlySet<string> = new Set(['policy_decision', 'permit_redeemed', 'escalation_resolved']);

export function toEvent(row: EvidenceRow): EvidenceEvent {
  return {
    ...(JSON.parse(row.body) as EvidenceBody),
    integrity: { seq: Number(row.seq), prev_hash: row.prev_hash, hash: row.hash },
  };
}

/** The org's append-only evidence feed (§8.5) on the shared hash-chained ledger. */
export class EvidenceService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly ledger: Ledger,
  ) {}

  /**
   * Appends through group commit and resolves once the entry is durable. `effect` runs in the
   * same transaction (a permit, an escalation), so the row and its evidence commit together;
   * `canonical` is the body's JCS text when the caller built it that way (the authorize path).
   */
  append(
    orgId: string,
    body: EvidenceBody,
    opts: { effect?: (db: Executor) => Promise<void>; canonical?: string } = {},
  ): Promise<Integrity> {
    return this.ledger.append(orgId, 'evidence', body, {
      index: { kind: body.type, subject: body.agentId, session: body.session, ts: body.ts },
      ...opts,
    });
  }

  /** Appends inside the caller's transaction, so the entry commits with the change it records. */
  async appendInTx(tx: Tx, orgId: string, body: EvidenceBody): Promise<Integrity> {
    const [written] = await this.ledger.appendInTx(tx, orgId, 'evidence', [body], {
      kind: body.type,
      subject: body.agentId,
      session: body.session,
      ts: body.ts,
    });
    return written!;
  }

  async ingest(ctx: ServiceContext, body: EventBody): Promise<{ ok: true; id: string }> {
    if (SERVER_TYPES.has(body.type)) {
      throw new AppError('invalid_value', `type ${body.type} is written by the server only`, { param: 'type' });
    }
    checkDepth(body.data, 'data');
    const now = Date.now();
    const event: EvidenceBody = {
      id: newId('evt'),
      ts: body.ts ?? now,
      receivedAt: now,
      session: body.session ?? 'unknown',
      type: body.type,
      agentId: ctx.principal?.agentId ?? null,
      data: body.data ?? {},
    };
    await this.append(ctx.org.id, event);
    return { ok: true, id: event.id };
  }

  async list(ctx: ServiceContext, q: EventsQuery): Promise<{ events: EvidenceEvent[]; nextCursor: string | null }> {
    let before: number | null = null;
    if (q.cursor !== undefined) {
      if (!/^[1-9]\d{0,15}$/.test(q.cursor))
        throw new AppError('invalid_value', 'cursor is not one this API returned', { param: 'cursor' });
      before = Number(q.cursor);
    }
    const limit = q.limit ?? 100;
    const rows = await queryEvidence(this.db, ctx.org.id, q, before, limit + 1);
    const page = rows.slice(0, limit).map(toEvent);
    const last = page[page.length - 1];
    return { events: page, nextCursor: rows.length > limit && last ? String(last.integrity.seq) : null };
  }

  async find(orgId: string, id: string): Promise<EvidenceEvent | null> {
    const row = await findEvidenceById(this.db, orgId, id);
    return row ? toEvent(row) : null;
  }

  async verify(ctx: ServiceContext) {
    const r = await this.ledger.verify(ctx.org.id, 'evidence');
    return {
      valid: r.valid,
      entryCount: r.entryCount,
      firstHash: r.firstHash,
      lastHash: r.lastHash,
      errors: r.errors.map((e) => ({ seq: e.seq, id: e.id, error: e.kind })),
    };
  }
}
