import type { AuthPolicy, UpdateAuthPolicyBody } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction } from '../../db/tx.js';
import type { AuditWriter } from '../audit/audit-writer.js';
import type { ServiceContext } from '../context.js';
import { isoOrNull } from '../http/pagination.js';

export interface Policy {
  idleTimeoutMinutes: number;
  absoluteLifetimeHours: number;
  totpRequired: boolean;
  updatedAt: number | null;
}

export const DEFAULT_POLICY: Policy = {
  idleTimeoutMinutes: 15,
  absoluteLifetimeHours: 12,
  totpRequired: false,
  updatedAt: null,
};

export async function policyOf(db: Executor, orgId: string): Promise<Policy> {
  const row = await db.selectFrom('org_auth_policies').selectAll().where('org_id', '=', orgId).executeTakeFirst();
  return row
    ? {
        idleTimeoutMinutes: row.idle_timeout_minutes,
        absoluteLifetimeHours: row.absolute_lifetime_hours,
        totpRequired: row.totp_required === 1,
        updatedAt: row.updated_at,
      }
    : DEFAULT_POLICY;
}

const toApi = (p: Policy): AuthPolicy => ({
  object: 'auth_policy',
  idle_timeout_minutes: p.idleTimeoutMinutes,
  absolute_lifetime_hours: p.absoluteLifetimeHours,
  totp_required: p.totpRequired,
  updated_at: isoOrNull(p.updatedAt),
});

/** An org's sign-in policy (admin). A change reaches live sessions at their next request. */
export class AuthPolicyService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: AuditWriter,
    private readonly onChange: () => void,
  ) {}

  async get(ctx: ServiceContext): Promise<AuthPolicy> {
    return toApi(await policyOf(this.db, ctx.org.id));
  }

  async update(ctx: ServiceContext, body: UpdateAuthPolicyBody): Promise<AuthPolicy> {
    return inTransaction(this.db, async (tx) => {
      const before = await policyOf(tx.db, ctx.org.id);
      const next: Policy = {
        idleTimeoutMinutes: body.idle_timeout_minutes ?? before.idleTimeoutMinutes,
        absoluteLifetimeHours: body.absolute_lifetime_hours ?? before.absoluteLifetimeHours,
        totpRequired: body.totp_required ?? before.totpRequired,
        updatedAt: Date.now(),
      };
      const row = {
        org_id: ctx.org.id,
        idle_timeout_minutes: next.idleTimeoutMinutes,
        absolute_lifetime_hours: next.absoluteLifetimeHours,
        totp_required: next.totpRequired ? 1 : 0,
        updated_at: next.updatedAt!,
      };
      await tx.db
        .insertInto('org_auth_policies')
        .values(row)
        .onConflict((oc) => oc.column('org_id').doUpdateSet(row))
        .execute();
      await this.audit.record(tx, ctx, {
        event_type: 'org.settings_changed',
        resource: { type: 'org', id: ctx.org.id },
        context: { auth_policy: { from: toApi(before), to: toApi(next) } },
      });
      tx.afterCommit(this.onChange);
      return toApi(next);
    });
  }
}
