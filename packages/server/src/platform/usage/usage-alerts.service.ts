import type { CreatedUsageAlert, CreateUsageAlertBody, QuotaMetric, UsageAlert } from '@latchkey/contract';
import { inTransaction } from '../../db/tx.js';
import type { ServiceContext } from '../context.js';
import { mask } from '../crypto/secret-box.js';
import { generateSigningSecret } from '../crypto/webhook-signature.js';
import { AppError, notFound } from '../errors/app-error.js';
import { checkDestination } from '../http/destination.js';
import { iso, isoOrNull, type PageQuery, paginate } from '../http/pagination.js';
import { isId, newId } from '../ids.js';
import { QUOTAS } from './quotas.js';
import type { UsageDeps } from './usage.service.js';
import {
  type AlertRow,
  activeAlertsQuery,
  countActiveAlerts,
  findAlert,
  insertAlert,
  softDeleteAlert,
} from './usage-alerts.repository.js';

const ALL_METRICS = Object.keys(QUOTAS.starter) as QuotaMetric[];

/** consume() reads every alert of an org when a percent is crossed; a cap keeps that read small. */
export const MAX_ALERTS_PER_ORG = 20;

/**
 * Usage alerts: a URL, thresholds (percent) and metrics. The signing secret is returned once and
 * stored sealed; reads show only its last four characters.
 */
export class UsageAlertService {
  constructor(private readonly deps: UsageDeps) {}

  private toAlert = (row: AlertRow): UsageAlert => {
    let masked = '****';
    try {
      masked = mask(this.deps.secrets.open(row.secret_enc));
    } catch {
      // Sealed under another LATCHKEY_SECRET_KEY: still listable, deliveries will fail and say so.
    }
    return {
      id: row.id,
      object: 'usage_alert',
      url: row.url,
      thresholds: JSON.parse(row.thresholds),
      metrics: JSON.parse(row.metrics),
      signing_secret_masked: masked,
      created_at: iso(row.created_at),
      deleted_at: isoOrNull(row.deleted_at),
    };
  };

  async create(ctx: ServiceContext, input: CreateUsageAlertBody): Promise<CreatedUsageAlert> {
    checkDestination(input.url, { allowInsecure: this.deps.config.allowInsecureDestinations, param: 'url' });
    const secret = generateSigningSecret();
    const row: AlertRow = {
      id: newId('alrt'),
      org_id: ctx.org.id,
      url: input.url,
      thresholds: JSON.stringify([...new Set(input.thresholds)].sort((a, b) => a - b)),
      metrics: JSON.stringify(input.metrics ? ALL_METRICS.filter((m) => input.metrics!.includes(m)) : ALL_METRICS),
      secret_enc: this.deps.secrets.seal(secret),
      created_at: Date.now(),
      deleted_at: null,
    };
    // The answer is formed before the commit: the signing secret is shown once, or not created.
    return inTransaction(this.deps.db, async (tx) => {
      if ((await countActiveAlerts(tx.db, ctx.org.id)) >= MAX_ALERTS_PER_ORG) {
        throw new AppError('conflict', `An org may have at most ${MAX_ALERTS_PER_ORG} usage alerts; delete one first`);
      }
      await insertAlert(tx.db, row);
      await this.deps.audit.record(tx, ctx, {
        event_type: 'usage.alert_created',
        resource: { type: 'usage_alert', id: row.id },
        // The host only: a path or query may carry a receiver's token.
        context: {
          host: new URL(row.url).host,
          thresholds: JSON.parse(row.thresholds),
          metrics: JSON.parse(row.metrics),
        },
      });
      return { ...this.toAlert(row), signing_secret: secret };
    });
  }

  async list(ctx: ServiceContext, q: PageQuery) {
    return paginate(activeAlertsQuery(this.deps.db, ctx.org.id), 'id', q, this.toAlert);
  }

  async get(ctx: ServiceContext, id: string): Promise<UsageAlert> {
    const row = isId(id, 'alrt') ? await findAlert(this.deps.db, ctx.org.id, id) : undefined;
    if (!row) throw notFound('Usage alert', 'id');
    return this.toAlert(row);
  }

  /** Soft delete: queued deliveries of a deleted alert are cancelled by the worker, not sent. */
  async remove(ctx: ServiceContext, id: string): Promise<UsageAlert> {
    return inTransaction(this.deps.db, async (tx) => {
      const row = isId(id, 'alrt') ? await findAlert(tx.db, ctx.org.id, id) : undefined;
      const at = Date.now();
      if (!row || !(await softDeleteAlert(tx.db, ctx.org.id, id, at))) throw notFound('Usage alert', 'id');
      await this.deps.audit.record(tx, ctx, {
        event_type: 'usage.alert_deleted',
        resource: { type: 'usage_alert', id },
        context: { host: new URL(row.url).host },
      });
      return this.toAlert({ ...row, deleted_at: at });
    });
  }
}
