import type { AcceptInvitationBody, ConsoleSession, LoginBody, SessionList, User } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/tx.js';
import type { AuditWriter } from '../audit/audit-writer.js';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/password.js';
import type { SessionAuth } from '../auth/session-auth.js';
import type { Origin, SignInFailures } from '../auth/sign-in-failures.js';
import type { Actor, Org, ServiceContext } from '../context.js';
import { sha256Hex } from '../crypto/hash.js';
import type { SecretBox } from '../crypto/secret-box.js';
import { AppError, notFound } from '../errors/app-error.js';
import { newId } from '../ids.js';
import { toOrg } from '../orgs/orgs.repository.js';
import type { UserRow } from '../users/users.repository.js';
import { toUser } from '../users/users.service.js';
import { policyOf } from './auth-policy.js';
import { findInvitation, invalidInvitation, newToken, useInvitation } from './invitations.js';
import { sessionSummary, sessionView } from './session-view.js';
import { insertSession, liveSessionsOf, revokeSessions, type SessionRow } from './sessions.repository.js';
import { ACCOUNT_RULE, accountScope, IP_RULE, ipScope, type LoginThrottle, locked } from './throttle.js';
import type { TotpService } from './totp.service.js';

const badCredentials = () => new AppError('invalid_credentials', 'Email or password is incorrect');

const userActor = (u: Pick<UserRow, 'id' | 'email'>, from: Origin): Actor => ({
  type: 'user',
  id: u.id,
  email: u.email,
  ipAddress: from.ip,
  userAgent: from.userAgent,
});

export interface SignInDeps {
  db: Kysely<DB>;
  audit: AuditWriter;
  secrets: SecretBox;
  throttle: LoginThrottle;
  failures: SignInFailures;
  sessions: SessionAuth;
  totp: TotpService;
}

/** Accepting an invitation, signing in and out, and a person's own sessions. */
export class SignInService {
  constructor(private readonly d: SignInDeps) {}

  /** The CSRF token of a session: derived from its cookie, so it is never stored, only its hash. */
  csrfOf(token: string): string {
    return this.d.secrets.mac('csrf', token);
  }

  async accept(input: AcceptInvitationBody, from: Origin): Promise<User> {
    const now = Date.now();
    const found = await findInvitation(this.d.db, sha256Hex(input.token), now);
    if (!found) throw invalidInvitation();
    const { invitation, user, org } = found;
    const problem = passwordProblem(input.password, user.email);
    if (problem) throw new AppError('invalid_value', problem, { param: 'password' });
    const password_hash = await hashPassword(input.password);
    return inTransaction(this.d.db, async (tx) => {
      if (!(await useInvitation(tx.db, invitation.id, now))) throw invalidInvitation();
      const patch = { password_hash, status: 'active', name: input.name ?? user.name, updated_at: Date.now() };
      const r = await tx.db
        .updateTable('users')
        .set(patch)
        .where('id', '=', user.id)
        .where('status', '=', 'invited')
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) throw invalidInvitation();
      await this.d.audit.record(
        tx,
        { org, actor: userActor(user, from) },
        {
          event_type: 'user.invitation_accepted',
          resource: { type: 'user', id: user.id },
          context: { email: user.email, invitation: invitation.id },
        },
      );
      return toUser({ ...user, ...patch });
    });
  }

  async login(input: LoginBody, from: Origin): Promise<{ token: string; view: ConsoleSession }> {
    const email = input.email.trim().toLowerCase();
    let q = this.d.db
      .selectFrom('users')
      .innerJoin('orgs', 'orgs.id', 'users.org_id')
      .selectAll('users')
      .select([
        'orgs.name as org_name',
        'orgs.slug as org_slug',
        'orgs.plan as org_plan',
        'orgs.settings as org_settings',
      ])
      .where('users.email', '=', email)
      .where('users.status', '=', 'active');
    if (input.org) q = q.where('orgs.slug', '=', input.org);
    const candidates = (await q.limit(10).execute()).map((r) => ({
      user: r as UserRow,
      org: toOrg({ id: r.org_id, name: r.org_name, slug: r.org_slug, plan: r.org_plan, settings: r.org_settings }),
    }));
    const accounts = candidates.length
      ? candidates.map((c) => accountScope(c.org.id, email))
      : [accountScope('-', email)];
    const ip = ipScope(from.ip);
    const wait = await this.d.throttle.lockedFor([...accounts, ip]);
    if (wait > 0) {
      for (const c of candidates) this.d.failures.note(this.who(c), 'locked', from);
      throw locked(wait);
    }
    const fail = async (reason: 'password' | 'totp', on: typeof candidates) => {
      for (const scope of accounts) await this.d.throttle.fail(scope, ACCOUNT_RULE);
      await this.d.throttle.fail(ip, IP_RULE);
      for (const c of on) this.d.failures.note(this.who(c), reason, from);
      return badCredentials();
    };
    const matches: typeof candidates = [];
    if (candidates.length === 0) await verifyPassword(input.password, null);
    for (const c of candidates) if (await verifyPassword(input.password, c.user.password_hash)) matches.push(c);
    if (matches.length === 0) throw await fail('password', candidates);
    if (matches.length > 1) {
      throw new AppError('invalid_value', 'This email signs in to several organisations: choose one with org', {
        param: 'org',
      });
    }
    const { user, org } = matches[0]!;
    if (user.totp_enabled_at !== null) {
      if (!input.totp_code) throw new AppError('totp_required', 'Enter the code from your authenticator app');
      if (!(await this.d.totp.consume(user, input.totp_code))) throw await fail('totp', [matches[0]!]);
    }
    const policy = await policyOf(this.d.db, org.id);
    await this.d.throttle.clear(accountScope(org.id, email));
    const token = newToken();
    const csrf = this.csrfOf(token);
    const now = Date.now();
    const session: SessionRow = {
      id: newId('ses'),
      org_id: org.id,
      user_id: user.id,
      token_hash: sha256Hex(token),
      csrf_hash: sha256Hex(csrf),
      totp_pending: policy.totpRequired && user.totp_enabled_at === null ? 1 : 0,
      created_at: now,
      last_seen_at: now,
      expires_at: now + policy.absoluteLifetimeHours * 3_600_000,
      ip_address: from.ip,
      user_agent: from.userAgent?.slice(0, 500) ?? null,
      revoked_at: null,
    };
    await inTransaction(this.d.db, async (tx) => {
      await insertSession(tx.db, session);
      await this.d.audit.record(
        tx,
        { org, actor: userActor(user, from) },
        {
          event_type: 'user.login',
          resource: { type: 'user', id: user.id },
          context: { email, session: session.id, totp: user.totp_enabled_at !== null },
        },
      );
    });
    return { token, view: sessionView(org, user, session, policy, csrf) };
  }

  private who(c: { user: UserRow; org: Org }) {
    return { org: c.org, userId: c.user.id, email: c.user.email };
  }

  /** The signed-in session as login returned it (`token`: its cookie, for the CSRF token). */
  async current(ctx: ServiceContext, token: string): Promise<ConsoleSession> {
    const { user, session } = await this.mine(ctx);
    const policy = await policyOf(this.d.db, ctx.org.id);
    return sessionView(ctx.org, user, session, policy, this.csrfOf(token));
  }

  private async mine(ctx: ServiceContext) {
    const p = ctx.principal;
    if (!p?.sessionId || !p.userId) throw new AppError('forbidden', 'This endpoint is for console sessions');
    const user = await this.d.db.selectFrom('users').selectAll().where('id', '=', p.userId).executeTakeFirst();
    const session = await this.d.db.selectFrom('sessions').selectAll().where('id', '=', p.sessionId).executeTakeFirst();
    if (!user || !session) throw new AppError('session_expired', 'Sign in again');
    return { user, session };
  }

  async logout(ctx: ServiceContext): Promise<void> {
    const { user, session } = await this.mine(ctx);
    await this.end(ctx, user, session.id, 'logout');
  }

  async list(ctx: ServiceContext): Promise<SessionList> {
    const { user, session } = await this.mine(ctx);
    const policy = await policyOf(this.d.db, ctx.org.id);
    const now = Date.now();
    const idleMs = policy.idleTimeoutMinutes * 60_000;
    const rows = (await liveSessionsOf(this.d.db, ctx.org.id, user.id, now)).filter(
      (s) => s.id === session.id || s.last_seen_at + idleMs > now,
    );
    const data = rows.map((s) => sessionSummary(s, session.id));
    return { object: 'list', data, has_more: false, total_count: data.length };
  }

  async revoke(ctx: ServiceContext, id: string): Promise<void> {
    const { user } = await this.mine(ctx);
    await this.end(ctx, user, id, 'revoked');
  }

  private async end(ctx: ServiceContext, user: UserRow, sessionId: string, how: 'logout' | 'revoked') {
    await inTransaction(this.d.db, async (tx) => {
      const n = await revokeSessions(tx.db, ctx.org.id, user.id, Date.now(), sessionId);
      if (n === 0) throw notFound('Session', 'id');
      await this.d.audit.record(tx, ctx, {
        event_type: 'user.logout',
        resource: { type: 'user', id: user.id },
        context: { email: user.email, session: sessionId, how },
      });
      tx.afterCommit(() => this.d.sessions.invalidate());
    });
  }
}
