import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AuditWriter } from '../audit/audit-writer.js';
import { SessionAuth } from '../auth/session-auth.js';
import { SignInFailures } from '../auth/sign-in-failures.js';
import type { SecretBox } from '../crypto/secret-box.js';
import { AuthPolicyService } from './auth-policy.js';
import { SignInService } from './sign-in.service.js';
import { LoginThrottle } from './throttle.js';
import { TotpService } from './totp.service.js';

/** People signing in to the console (ADR 0045): sessions, sign-in, TOTP, the org's policy. */
export interface ConsoleAuth {
  sessions: SessionAuth;
  failures: SignInFailures;
  signIn: SignInService;
  totp: TotpService;
  policy: AuthPolicyService;
  throttle: LoginThrottle;
}

export function createConsoleAuth(o: { db: Kysely<DB>; audit: AuditWriter; secrets: SecretBox }): ConsoleAuth {
  const failures = new SignInFailures(o.db, o.audit);
  const sessions = new SessionAuth(o.db, failures);
  const throttle = new LoginThrottle(o.db);
  const totp = new TotpService(o.db, o.audit, o.secrets, () => sessions);
  const signIn = new SignInService({ ...o, throttle, failures, sessions, totp });
  const policy = new AuthPolicyService(o.db, o.audit, () => sessions.invalidate());
  return { sessions, failures, signIn, totp, policy, throttle };
}
