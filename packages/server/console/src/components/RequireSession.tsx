import { useMutation } from '@tanstack/react-query';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { api } from '../api';
import { useSession } from '../session';
import { ErrorText } from './ErrorText';

/** The signed-in frame: navigation by role, sign-out, and the page in `<main>`. */
export function RequireSession() {
  const { session, loading, ended, signedOut } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useMutation({
    mutationFn: api.logout,
    onSettled: () => {
      signedOut();
      navigate('/sign-in', { replace: true });
    },
  });
  if (loading) return <p className="loading">Loading…</p>;
  if (!session) {
    const next = encodeURIComponent(location.pathname);
    return <Navigate to={`/sign-in?${ended ? 'expired=1&' : ''}next=${next}`} replace />;
  }
  // An org that requires TOTP lets an unenrolled user do nothing but enrol.
  if (session.session.totp_enrollment_required && location.pathname !== '/account')
    return <Navigate to="/account" replace />;
  const role = session.user.role;
  return (
    <div className="frame">
      <header className="topbar">
        <span className="brand">Latchkey</span>
        <nav aria-label="Main">
          <ul>
            {role === 'reviewer' && (
              <li>
                <NavLink to="/queue">Queue</NavLink>
              </li>
            )}
            {role !== 'auditor' && (
              <li>
                <NavLink to="/escalations">Escalations</NavLink>
              </li>
            )}
            {role === 'admin' && (
              <li>
                <NavLink to="/notifications">Notifications</NavLink>
              </li>
            )}
            <li>
              <NavLink to="/account">Account</NavLink>
            </li>
          </ul>
        </nav>
        <span className="who">
          {session.user.email} · {role}
        </span>
        <button type="button" className="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
          Sign out
        </button>
      </header>
      <main>
        <ErrorText error={logout.error} />
        <Outlet />
      </main>
    </div>
  );
}
