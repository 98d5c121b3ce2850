import { ErrorText } from '../components/ErrorText';
import { when } from '../components/format';
import { TotpSection } from '../components/TotpSection';
import { useRevokeSession, useSessions } from '../hooks/account';
import { useSession } from '../session';

/** Who is signed in, where, and the second factor. */
export function AccountPage() {
  const { session } = useSession();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  if (!session) return null;
  const u = session.user;

  return (
    <>
      <h1>Account</h1>
      {session.session.totp_enrollment_required && (
        <p role="alert" className="error">
          Your organization requires two-factor sign-in. Set it up below to continue.
        </p>
      )}
      <section aria-labelledby="me-title" className="card">
        <h2 id="me-title">You</h2>
        <dl className="facts">
          <dt>Email</dt>
          <dd>{u.email}</dd>
          <dt>Name</dt>
          <dd>{u.name ?? '—'}</dd>
          <dt>Role</dt>
          <dd>{u.role}</dd>
        </dl>
      </section>

      <section aria-labelledby="sessions-title" className="card">
        <h2 id="sessions-title">Sessions</h2>
        <ErrorText error={sessions.error ?? revoke.error} />
        {sessions.data && (
          <table>
            <caption className="visually-hidden">Your sessions</caption>
            <thead>
              <tr>
                <th scope="col">Signed in</th>
                <th scope="col">Last seen</th>
                <th scope="col">Address</th>
                <th scope="col">Browser</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {sessions.data.data.map((s) => (
                <tr key={s.id}>
                  <td>{when(s.created_at)}</td>
                  <td>{when(s.last_seen_at)}</td>
                  <td>{s.ip_address ?? '—'}</td>
                  <td className="ua">{s.user_agent ?? '—'}</td>
                  <td>
                    {s.current ? (
                      'This session'
                    ) : (
                      <button
                        type="button"
                        className="secondary"
                        aria-label={`Revoke session ${s.id}`}
                        disabled={revoke.isPending}
                        onClick={() => revoke.mutate(s.id)}
                      >
                        Revoke
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <TotpSection enabled={!!u.totp_enabled} />
    </>
  );
}
