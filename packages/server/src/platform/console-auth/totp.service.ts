import type { TotpSetup, User } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/tx.js';
import type { AuditWriter } from '../audit/audit-writer.js';
import type { SessionAuth } from '../auth/session-auth.js';
import { newTotpSecret, otpauthUrl, verifyTotp } from '../auth/totp.js';
import type { ServiceContext } from '../context.js';
import type { SecretBox } from '../crypto/secret-box.js';
import { AppError } from '../errors/app-error.js';
import type { UserRow } from '../users/users.repository.js';
import { toUser } from '../users/users.service.js';
import { policyOf } from './auth-policy.js';

const badCode = () =>
  new AppError('invalid_value', 'The code is not valid: use the current one from your app', { param: 'code' });

/** A person's TOTP second factor: set up, enable with a first code, disable (unless the org requires it). */
export class TotpService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: AuditWriter,
    private readonly secrets: SecretBox,
    private readonly sessions: () => SessionAuth,
  ) {}

  /**
   * Checks `code` against the user's secret and records its time step, so the same code cannot
   * be used again (here or on another instance: the step is a compare-and-set).
   */
  async consume(user: UserRow, code: string, now = Date.now()): Promise<boolean> {
    if (!user.totp_secret) return false;
    const step = verifyTotp(this.secrets.open(user.totp_secret), code, now, user.totp_last_step);
    if (step === null) return false;
    let q = this.db.updateTable('users').set({ totp_last_step: step }).where('id', '=', user.id);
    q =
      user.totp_last_step === null
        ? q.where('totp_last_step', 'is', null)
        : q.where('totp_last_step', '=', user.totp_last_step);
    return Number((await q.executeTakeFirst()).numUpdatedRows) === 1;
  }

  private async me(ctx: ServiceContext): Promise<UserRow> {
    const id = ctx.principal?.sessionId ? ctx.principal.userId : null;
    if (!id) throw new AppError('forbidden', 'This endpoint is for console sessions');
    const user = await this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    if (!user) throw new AppError('session_expired', 'Sign in again');
    return user;
  }

  async setup(ctx: ServiceContext): Promise<TotpSetup> {
    const user = await this.me(ctx);
    if (user.totp_enabled_at !== null) {
      throw new AppError('conflict', 'TOTP is already enabled: disable it first to set up a new device');
    }
    const secret = newTotpSecret();
    await this.db
      .updateTable('users')
      .set({ totp_secret: this.secrets.seal(secret), totp_last_step: null })
      .where('id', '=', user.id)
      .where('totp_enabled_at', 'is', null)
      .execute();
    return { object: 'totp_setup', secret, otpauth_url: otpauthUrl(secret, user.email) };
  }

  async enable(ctx: ServiceContext, code: string): Promise<User> {
    const user = await this.me(ctx);
    if (user.totp_enabled_at !== null) throw new AppError('conflict', 'TOTP is already enabled');
    if (!user.totp_secret) throw new AppError('conflict', 'Set up TOTP first (POST /v1/auth/totp/setup)');
    if (!(await this.consume(user, code))) throw badCode();
    return inTransaction(this.db, async (tx) => {
      const at = Date.now();
      await tx.db.updateTable('users').set({ totp_enabled_at: at, updated_at: at }).where('id', '=', user.id).execute();
      // Sessions that were waiting for enrolment become full sessions.
      await tx.db.updateTable('sessions').set({ totp_pending: 0 }).where('user_id', '=', user.id).execute();
      await this.audit.record(tx, ctx, {
        event_type: 'user.totp_enabled',
        resource: { type: 'user', id: user.id },
        context: { email: user.email },
      });
      tx.afterCommit(() => this.sessions().invalidate());
      return toUser({ ...user, totp_enabled_at: at, updated_at: at });
    });
  }

  async disable(ctx: ServiceContext, code: string): Promise<User> {
    const user = await this.me(ctx);
    if (user.totp_enabled_at === null) throw new AppError('conflict', 'TOTP is not enabled');
    if ((await policyOf(this.db, ctx.org.id)).totpRequired) {
      throw new AppError('forbidden', 'Your organisation requires a second factor: TOTP cannot be disabled');
    }
    if (!(await this.consume(user, code))) throw badCode();
    return inTransaction(this.db, async (tx) => {
      const at = Date.now();
      const patch = { totp_enabled_at: null, totp_secret: null, totp_last_step: null, updated_at: at };
      await tx.db.updateTable('users').set(patch).where('id', '=', user.id).execute();
      await this.audit.record(tx, ctx, {
        event_type: 'user.totp_disabled',
        resource: { type: 'user', id: user.id },
        context: { email: user.email },
      });
      return toUser({ ...user, ...patch });
    });
  }
}
