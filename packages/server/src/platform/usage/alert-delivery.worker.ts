import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { DB } from '../../db/schema.js';
import type { SecretBox } from '../crypto/secret-box.js';
import { postJson } from '../http/outbound.js';
import { type SendOutcome, sendSignedWebhook } from '../http/signed-webhook.js';
import { backoffDelay, Poller } from '../jobs/poller.js';
import { claimDelivery, dueDeliveryIds, settleDelivery } from './usage-alerts.repository.js';

export interface DeliveryWorkerOptions {
  /** How often due rows are looked for (ms). */
  pollMs?: number;
  /** How long a claimed row stays ours; a sender that died is retried after it (ms). */
  leaseMs?: number;
  /** Per-request timeout (ms). */
  timeoutMs?: number;
  /** Backoff: full jitter over min(capMs, baseDelayMs * 2^(attempt-1)). */
  baseDelayMs?: number;
  capMs?: number;
  /** After this many attempts a delivery is `failed` and no longer retried. */
  maxAttempts?: number;
  /** Rows claimed per poll and sent concurrently. */
  batchSize?: number;
  /** Sends one delivery and resolves to the HTTP status (tests may replace it). */
  post?: typeof postJson;
  random?: () => number;
  onError?: (err: unknown) => void;
}

const DEFAULTS = {
  pollMs: 1000,
  leaseMs: 60_000,
  timeoutMs: 10_000,
  baseDelayMs: 2000,
  capMs: 10 * 60_000,
  maxAttempts: 10,
  batchSize: 20,
};

/**
 * Sends queued `quota.threshold_reached` deliveries. The queue is the usage_alert_deliveries
 * table, so nothing is lost on restart; a row is claimed with a lease before it is sent, so
 * several instances never send the same row at the same time. Delivery is at least once: a
 * process killed between the receiver's 2xx and the bookkeeping sends again after the lease,
 * with the same X-Latchkey-Delivery id.
 */
export class AlertDeliveryWorker {
  private readonly opts: typeof DEFAULTS;
  private readonly post: typeof postJson;
  private readonly random: () => number;
  private readonly poller: Poller;
  private readonly report: (err: unknown) => void;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly secrets: SecretBox,
    private readonly config: Pick<Config, 'allowInsecureDestinations'>,
    options: DeliveryWorkerOptions = {},
  ) {
    const { post, random, onError, ...rest } = options;
    this.opts = { ...DEFAULTS, ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) };
    this.post = post ?? postJson;
    this.random = random ?? Math.random;
    this.report =
      onError ??
      ((err: unknown) => process.stderr.write(`latchkey: usage alert delivery: ${(err as Error)?.message ?? err}\n`));
    this.poller = new Poller(() => this.tick(), this.opts.pollMs, this.report);
  }

  start(): void {
    this.poller.start();
  }

  stop(): Promise<void> {
    return this.poller.stop();
  }

  /** Sends whatever is due now, once. */
  runOnce(): Promise<void> {
    return this.poller.runOnce();
  }

  private async tick(): Promise<void> {
    const ids = await dueDeliveryIds(this.db, Date.now(), this.opts.batchSize);
    // allSettled: one row's database error must neither stop the others nor end the tick (and so
    // release stop()) while they are still in flight.
    const results = await Promise.allSettled(ids.map((id) => this.deliver(id)));
    for (const r of results) if (r.status === 'rejected') this.report(r.reason);
  }

  private async deliver(id: string): Promise<void> {
    const row = await claimDelivery(this.db, id, Date.now(), this.opts.leaseMs);
    if (!row) return; // another instance has it
    if (row.alert_deleted_at !== null) {
      await settleDelivery(this.db, id, row.attempts, {
        status: 'cancelled',
        next_attempt_at: row.next_attempt_at,
        last_error: 'alert deleted before delivery',
        delivered_at: null,
      });
      return;
    }
    const outcome = await this.send(row.url, row.secret_enc, row.payload, row.id);
    const now = Date.now();
    if (outcome.ok) {
      await settleDelivery(this.db, id, row.attempts, {
        status: 'delivered',
        next_attempt_at: row.next_attempt_at,
        last_error: null,
        delivered_at: now,
      });
      return;
    }
    const final = outcome.final || row.attempts >= this.opts.maxAttempts;
    await settleDelivery(this.db, id, row.attempts, {
      status: final ? 'failed' : 'pending',
      next_attempt_at: final
        ? row.next_attempt_at
        : now + backoffDelay(row.attempts, this.opts.baseDelayMs, this.opts.capMs, this.random),
      last_error: outcome.error.slice(0, 500),
      delivered_at: null,
    });
  }

  private send(url: string, sealed: string, body: string, deliveryId: string): Promise<SendOutcome> {
    return sendSignedWebhook(
      this.secrets,
      { url, sealedSecret: sealed, body, deliveryId },
      { allowInsecure: this.config.allowInsecureDestinations, timeoutMs: this.opts.timeoutMs, post: this.post },
    );
  }
}
