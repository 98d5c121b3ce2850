import type { ConsoleSession, SessionSummary } from '@latchkey/contract';
import type { Org } from '../context.js';
import { iso } from '../http/pagination.js';
import type { UserRow } from '../users/users.repository.js';
import { toUser } from '../users/users.service.js';
import type { Policy } from './auth-policy.js';
import type { SessionRow } from './sessions.repository.js';

export function sessionView(
  org: Org,
  user: UserRow,
  s: Pick<SessionRow, 'id' | 'created_at' | 'last_seen_at' | 'expires_at' | 'totp_pending'>,
  policy: Policy,
  csrfToken: string,
): ConsoleSession {
  const idle = s.last_seen_at + policy.idleTimeoutMinutes * 60_000;
  return {
    object: 'session',
    user: toUser(user),
    session: {
      id: s.id,
      created_at: iso(s.created_at),
      expires_at: iso(s.expires_at),
      idle_expires_at: iso(Math.min(idle, s.expires_at)),
      totp_enrollment_required: s.totp_pending === 1,
    },
    csrf_token: csrfToken,
    org: { id: org.id, slug: org.slug, name: org.name },
  };
}

export function sessionSummary(s: SessionRow, currentId: string | undefined): SessionSummary {
  return {
    id: s.id,
    object: 'session',
    created_at: iso(s.created_at),
    last_seen_at: iso(s.last_seen_at),
    expires_at: iso(s.expires_at),
    ip_address: s.ip_address,
    user_agent: s.user_agent,
    current: s.id === currentId,
  };
}
