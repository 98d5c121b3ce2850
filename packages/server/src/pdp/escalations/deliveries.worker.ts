import type { Escalation, EscalationWebhookEvent } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { postJson } from '../../platform/http/outbound.js';
import { sendSignedWebhook } from '../../platform/http/signed-webhook.js';
import { newId } from '../../platform/ids.js';
import { backoffDelay, Poller } from '../../platform/jobs/poller.js';
import {
  allActiveSubscriptions,
  auditHeadSeq,
  claimEscalationDelivery,
  dueEscalationDeliveryIds,
  type EscalationDeliveryRow,
  enqueueAndAdvance,
  escalationEntriesAfter,
  type SubscriptionRow,
  settleEscalationDelivery,
} from './subscriptions.repository.js';

export interface EscalationDeliverySettings {
  /** How often new events are looked for and due rows sent (ms). */
  pollMs: number;
  /** How long a claimed row stays ours; a sender that died is retried after it (ms). */
  leaseMs: number;
  timeoutMs: number;
  /** Backoff: full jitter over min(capMs, baseDelayMs * 2^(attempt-1)). */
  baseDelayMs: number;
  capMs: number;
  /** After this many attempts a delivery is `failed` and no longer retried. */
  maxAttempts: number;
  /** Rows claimed per poll and sent concurrently; events read per subscription and poll. */
  batchSize: number;
}

export const DEFAULT_DELIVERY_SETTINGS: EscalationDeliverySettings = {
  pollMs: 1000,
  leaseMs: 60_000,
  timeoutMs: 10_000,
  baseDelayMs: 2000,
  capMs: 5 * 60_000,
  maxAttempts: 12,
  batchSize: 20,
};

/**
 * Escalation webhooks (ADR 0046). Each poll (1) turns the org's new `escalation.*` audit entries
 * into one delivery row per matching subscription, moving the subscription's cursor in the same
 * transaction, and (2) sends the due rows, signed like every Latchkey webhook, retrying failures
 * with backoff. The queue is a table, so nothing is lost on restart; a row is claimed with a lease
 * before it is sent, so instances never send one row at the same time. At least once: a receiver
 * deduplicates on the payload's `id` (or `X-Latchkey-Delivery`).
 */
export class EscalationDeliveryWorker {
  /** Mutable so an operator (or a test) can tune them; read on every poll (`pollMs` once, at construction). */
  readonly settings: EscalationDeliverySettings = { ...DEFAULT_DELIVERY_SETTINGS };
  /** Sends one request and resolves to the HTTP status (tests may replace it). */
  post: typeof postJson = postJson;
  random: () => number = Math.random;
  private readonly poller: Poller;
  private readonly report: (err: unknown) => void;

  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      secrets: SecretBox;
      find: (orgId: string, id: string) => Promise<Escalation | null>;
      allowInsecure: () => boolean;
      /** Where people reach the console: `<publicUrl>/console/escalations/<id>`. */
      publicUrl: string;
      onError?: (err: unknown) => void;
    },
  ) {
    this.report =
      deps.onError ??
      ((err: unknown) => process.stderr.write(`latchkey: escalation webhooks: ${(err as Error)?.message ?? err}\n`));
    this.poller = new Poller(() => this.tick(), this.settings.pollMs, this.report);
  }

  start(): void {
    this.poller.start();
  }

  stop(): Promise<void> {
    return this.poller.stop();
  }

  /** One poll now (tests; joins a poll in progress). */
  runOnce(): Promise<void> {
    return this.poller.runOnce();
  }

  private async tick(): Promise<void> {
    for (const sub of await allActiveSubscriptions(this.deps.db)) {
      await this.fanOut(sub).catch(this.report);
    }
    const ids = await dueEscalationDeliveryIds(this.deps.db, Date.now(), this.settings.batchSize);
    const results = await Promise.allSettled(ids.map((id) => this.deliver(id)));
    for (const r of results) if (r.status === 'rejected') this.report(r.reason);
  }

  /** Queues the subscription's deliveries for the org's escalation events after its cursor. */
  private async fanOut(sub: SubscriptionRow): Promise<void> {
    const from = Number(sub.cursor_seq);
    const head = await auditHeadSeq(this.deps.db, sub.org_id);
    if (head <= from) return;
    const limit = this.settings.batchSize * 5;
    const entries = await escalationEntriesAfter(this.deps.db, sub.org_id, from, head, limit);
    // A full page moves the cursor to its last entry; otherwise every audit entry up to the head
    // was looked at, and the next poll starts there (not at the last escalation event).
    const to = entries.length === limit ? entries[entries.length - 1]!.seq : head;
    const wanted = new Set(JSON.parse(sub.events) as string[]);
    const rows: EscalationDeliveryRow[] = [];
    const now = Date.now();
    for (const { body } of entries) {
      const entry = JSON.parse(body) as { id: string; event_type: string; timestamp: string; resource: { id: string } };
      if (!wanted.has(entry.event_type)) continue;
      const escalation = await this.deps.find(sub.org_id, entry.resource.id);
      if (!escalation) continue;
      const payload: EscalationWebhookEvent = {
        id: entry.id,
        type: entry.event_type as EscalationWebhookEvent['type'],
        created_at: Date.parse(entry.timestamp),
        data: escalation,
        links: { console: `${this.deps.publicUrl}/console/escalations/${escalation.id}` },
      };
      rows.push({
        id: newId('dlv'),
        org_id: sub.org_id,
        subscription_id: sub.id,
        event_id: entry.id,
        event_type: entry.event_type,
        escalation_id: escalation.id,
        payload: JSON.stringify(payload),
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        last_error: null,
        created_at: now,
        delivered_at: null,
      });
    }
    await this.deps.db.transaction().execute((trx) => enqueueAndAdvance(trx, sub, rows, to));
  }

  private async deliver(id: string): Promise<void> {
    const s = this.settings;
    const row = await claimEscalationDelivery(this.deps.db, id, Date.now(), s.leaseMs);
    if (!row) return; // another instance has it
    const settle = (change: Parameters<typeof settleEscalationDelivery>[3]) =>
      settleEscalationDelivery(this.deps.db, id, row.attempts, change);
    if (row.subscription_deleted_at !== null) {
      await settle({
        status: 'cancelled',
        next_attempt_at: row.next_attempt_at,
        last_error: 'subscription deleted before delivery',
        delivered_at: null,
      });
      return;
    }
    const outcome = await sendSignedWebhook(
      this.deps.secrets,
      { url: row.url, sealedSecret: row.secret_enc, body: row.payload, deliveryId: row.id },
      { allowInsecure: this.deps.allowInsecure(), timeoutMs: s.timeoutMs, post: this.post },
    );
    const now = Date.now();
    if (outcome.ok) {
      await settle({ status: 'delivered', next_attempt_at: row.next_attempt_at, last_error: null, delivered_at: now });
      return;
    }
    const final = outcome.final || row.attempts >= s.maxAttempts;
    await settle({
      status: final ? 'failed' : 'pending',
      next_attempt_at: final
        ? row.next_attempt_at
        : now + backoffDelay(row.attempts, s.baseDelayMs, s.capMs, this.random),
      last_error: outcome.error.slice(0, 500),
      delivered_at: null,
    });
  }
}
