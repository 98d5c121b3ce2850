import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError, api } from '../api';
import { useSession } from '../session';

/** Where a sign-in failure leaves the person: what happened and what to do. */
function failureText(err: unknown): string {
  if (!(err instanceof ApiError)) return 'The server could not be reached. Try again.';
  if (err.code === 'account_locked') {
    const wait = err.retryAfter ?? 30;
    const at = new Date(Date.now() + wait * 1000).toLocaleTimeString();
    return `Too many failed attempts: this account is locked. Try again in ${wait} seconds (at ${at}).`;
  }
  if (err.code === 'totp_required') return 'Enter the 6-digit code from your authenticator app.';
  return err.message;
}

export function SignInPage() {
  const { session, signedIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const login = useMutation({
    mutationFn: api.login,
    onSuccess: (info) => {
      signedIn(info);
      const next = params.get('next');
      navigate(next?.startsWith('/') && !next.startsWith('//') ? next : '/', { replace: true });
    },
  });
  if (session && !login.isSuccess) return <Navigate to="/" replace />;

  function submit(e: FormEvent) {
    e.preventDefault();
    login.mutate({ email: email.trim(), password, ...(code.trim() ? { totp_code: code.trim() } : {}) });
  }

  return (
    <main className="narrow">
      <h1>Sign in to Latchkey</h1>
      {params.get('expired') && !login.error && (
        <p role="status" className="notice">
          Your session has ended. Sign in again.
        </p>
      )}
      {params.get('accepted') && (
        <p role="status" className="notice">
          Your password is set. Sign in with it.
        </p>
      )}
      <form onSubmit={submit} className="stack">
        <label htmlFor="email">Email</label>
        <input
          id="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <label htmlFor="password">Password</label>
        <input
          id="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <label htmlFor="totp">Authentication code (if you use two-factor sign-in)</label>
        <input
          id="totp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        {login.error && (
          <p role="alert" className="error">
            {failureText(login.error)}
          </p>
        )}
        <button type="submit" disabled={login.isPending}>
          Sign in
        </button>
      </form>
    </main>
  );
}
