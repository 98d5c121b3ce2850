import type {
  CreatedEscalationSubscription,
  CreateEscalationSubscriptionBody,
  EscalationSubscription,
} from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/tx.js';
import type { AuditWriter } from '../../platform/audit/audit-writer.js';
import type { ServiceContext } from '../../platform/context.js';
import { mask, type SecretBox } from '../../platform/crypto/secret-box.js';
import { generateSigningSecret } from '../../platform/crypto/webhook-signature.js';
import { AppError } from '../../platform/errors/app-error.js';
import { checkDestination } from '../../platform/http/destination.js';
import { isId, newId } from '../../platform/ids.js';
import {
  activeSubscriptions,
  auditHeadSeq,
  findSubscription,
  insertSubscription,
  type SubscriptionRow,
  softDeleteSubscription,
} from './subscriptions.repository.js';

/** Each subscription re-reads its org's new audit entries every poll: a cap keeps that bounded. */
export const MAX_SUBSCRIPTIONS_PER_ORG = 20;

const missing = () => new AppError('resource_missing', 'subscription not found');

/**
 * Escalation webhooks (DESIGN §8.6, ADR 0046): a URL, the events it wants, and a signing secret
 * stored sealed, shown once when the server generated it (a secret the caller chose is never
 * echoed). Creating and deleting one are audited; the host only is recorded, as for usage alerts.
 */
export class EscalationSubscriptionService {
  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      audit: AuditWriter;
      secrets: SecretBox;
      allowInsecure: () => boolean;
    },
  ) {}

  private toSubscription = (row: SubscriptionRow): EscalationSubscription => {
    let masked = '****';
    try {
      masked = mask(this.deps.secrets.open(row.secret_enc));
    } catch {
      // Sealed under another LATCHKEY_SECRET_KEY: still listable; deliveries fail and say so.
    }
    return {
      id: row.id,
      url: row.url,
      events: JSON.parse(row.events),
      secretMasked: masked,
      createdAt: Number(row.created_at),
    };
  };

  async create(ctx: ServiceContext, body: CreateEscalationSubscriptionBody): Promise<CreatedEscalationSubscription> {
    checkDestination(body.url, { allowInsecure: this.deps.allowInsecure(), param: 'url' });
    const generated = body.secret === undefined ? generateSigningSecret() : null;
    const secret = body.secret ?? generated!;
    return inTransaction(this.deps.db, async (tx) => {
      const existing = await activeSubscriptions(tx.db, ctx.org.id);
      if (existing.length >= MAX_SUBSCRIPTIONS_PER_ORG) {
        throw new AppError(
          'conflict',
          `an org may have at most ${MAX_SUBSCRIPTIONS_PER_ORG} escalation subscriptions; delete one first`,
        );
      }
      const row: SubscriptionRow = {
        id: newId('esub'),
        org_id: ctx.org.id,
        url: body.url,
        events: JSON.stringify(body.events),
        secret_enc: this.deps.secrets.seal(secret),
        // Read in the transaction that writes the subscription's own audit entry: that entry and
        // everything after it are past the cursor; nothing from before is ever delivered.
        cursor_seq: await auditHeadSeq(tx.db, ctx.org.id),
        created_at: Date.now(),
        deleted_at: null,
      };
      await insertSubscription(tx.db, row);
      await this.deps.audit.record(tx, ctx, {
        event_type: 'escalation.subscription_created',
        resource: { type: 'escalation_subscription', id: row.id },
        // The host only: a path or query may carry a receiver's token.
        context: { host: new URL(row.url).host, events: body.events, secret: generated ? 'generated' : 'provided' },
      });
      const created = this.toSubscription(row);
      return generated ? { ...created, secret: generated } : created;
    });
  }

  async list(ctx: ServiceContext): Promise<{ subscriptions: EscalationSubscription[] }> {
    return { subscriptions: (await activeSubscriptions(this.deps.db, ctx.org.id)).map(this.toSubscription) };
  }

  /** Soft delete: deliveries still queued are cancelled by the worker, not sent. */
  async remove(ctx: ServiceContext, id: string): Promise<void> {
    await inTransaction(this.deps.db, async (tx) => {
      const row = isId(id, 'esub') ? await findSubscription(tx.db, ctx.org.id, id) : undefined;
      if (!row || !(await softDeleteSubscription(tx.db, ctx.org.id, id, Date.now()))) throw missing();
      await this.deps.audit.record(tx, ctx, {
        event_type: 'escalation.subscription_deleted',
        resource: { type: 'escalation_subscription', id },
        context: { host: new URL(row.url).host },
      });
    });
  }
}
