import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/tx.js';
import type { AuditEvent, AuditWriter } from '../../platform/audit/audit-writer.js';
import { type Actor, type Org, SYSTEM_ACTOR } from '../../platform/context.js';
import { Poller } from '../../platform/jobs/poller.js';
import {
  type EscalationRow,
  expiredUnannouncedRows,
  markAnnounced,
  markExpiryAnnounced,
  unannouncedRows,
} from './escalations.repository.js';

export type EscalationAuditType = 'escalation.created' | 'escalation.resolved' | 'escalation.expired';

/**
 * The audit entry of a lifecycle event. It names the escalation and what decided it, never an
 * argument value or a finding: the inbox's stream and webhooks read the escalation itself.
 */
export function escalationAuditEvent(
  type: EscalationAuditType,
  row: Pick<EscalationRow, 'id' | 'agent_id' | 'tool' | 'policy_id' | 'rule' | 'status'>,
): AuditEvent {
  return {
    event_type: type,
    resource: { type: 'escalation', id: row.id },
    context: {
      agent_id: row.agent_id,
      tool: row.tool,
      policy_id: row.policy_id,
      rule: row.rule,
      status: type === 'escalation.expired' ? 'expired' : row.status,
    },
  };
}

export interface AnnouncerOptions {
  /** How often the sweeps run (ms). */
  pollMs?: number;
  /** A creation not announced this long after it was decided is announced by the sweep (ms). */
  graceMs?: number;
  now?: () => number;
  onError?: (err: unknown) => void;
}

const BATCH = 100;
const orgOf = (row: EscalationRow) => ({ id: row.org_id }) as Org;

/**
 * Writes `escalation.created` and `escalation.expired` into the org's audit log, each exactly
 * once, which is what the inbox's live stream and the webhook subscriptions follow (ADR 0046).
 * Creation is announced right after the decision commits; a process that died in between is
 * covered by the sweep. Expiry has no moment of its own (an escalation expires by time), so the
 * sweep finds pending escalations past due. The conditional UPDATE of each announcement is the
 * lease: instances may sweep together, only one writes each entry.
 */
export class EscalationAnnouncer {
  private readonly poller: Poller;
  private readonly now: () => number;
  private readonly graceMs: number;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: AuditWriter,
    opts: AnnouncerOptions = {},
  ) {
    this.now = opts.now ?? Date.now;
    this.graceMs = opts.graceMs ?? 30_000;
    const report =
      opts.onError ??
      ((err: unknown) => process.stderr.write(`latchkey: escalation announcer: ${(err as Error)?.message ?? err}\n`));
    this.poller = new Poller(() => this.sweep(), opts.pollMs ?? 5_000, report);
  }

  start(): void {
    this.poller.start();
  }

  stop(): Promise<void> {
    return this.poller.stop();
  }

  /** One sweep now (tests; joins a sweep in progress). */
  runOnce(): Promise<void> {
    return this.poller.runOnce();
  }

  /** Announces a new escalation, as done by its agent; a no-op when it already was. */
  async created(row: EscalationRow): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      if (!(await markAnnounced(tx.db, row.org_id, row.id, this.now()))) return;
      const actor: Actor = { type: 'agent', id: row.agent_id };
      await this.audit.record(tx, { org: orgOf(row), actor }, escalationAuditEvent('escalation.created', row));
    });
  }

  private async expired(row: EscalationRow): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      if (!(await markExpiryAnnounced(tx.db, row.org_id, row.id, this.now()))) return;
      await this.audit.record(
        tx,
        { org: orgOf(row), actor: SYSTEM_ACTOR },
        escalationAuditEvent('escalation.expired', row),
      );
    });
  }

  private async sweep(): Promise<void> {
    const now = this.now();
    for (const row of await unannouncedRows(this.db, now - this.graceMs, BATCH)) await this.created(row);
    for (const row of await expiredUnannouncedRows(this.db, now, BATCH)) await this.expired(row);
  }
}
