import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api';
import { ErrorText } from '../components/ErrorText';
import { PasswordStrength } from '../components/PasswordStrength';

/** The invitation link: `/console/accept#token=…` (a fragment, so the token never reaches a log). */
export function AcceptPage() {
  const navigate = useNavigate();
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const accept = useMutation({
    mutationFn: api.accept,
    onSuccess: (user) => {
      // The token is spent: drop it from the address bar and history.
      window.history.replaceState(null, '', window.location.pathname);
      navigate(`/sign-in?accepted=1&email=${encodeURIComponent(user.email)}`, { replace: true });
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    setMismatch(password !== confirm);
    if (password !== confirm) return;
    accept.mutate({ token, password, ...(name.trim() ? { name: name.trim() } : {}) });
  }

  return (
    <main className="narrow">
      <h1>Accept your invitation</h1>
      {!token ? (
        <p role="alert" className="error">
          This link has no invitation token. Open the full link from your invitation, or ask your administrator for a
          new one.
        </p>
      ) : (
        <form onSubmit={submit} className="stack">
          <p>Choose the password you will sign in with.</p>
          <label htmlFor="name">Your name (optional)</label>
          <input id="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
          <label htmlFor="password">Password</label>
          <input
            id="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={12}
            aria-describedby="strength"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <PasswordStrength password={password} id="strength" />
          <label htmlFor="confirm">Repeat the password</label>
          <input
            id="confirm"
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          {mismatch && (
            <p role="alert" className="error">
              The two passwords differ.
            </p>
          )}
          <ErrorText error={accept.error} />
          <button type="submit" disabled={accept.isPending}>
            Set password
          </button>
        </form>
      )}
    </main>
  );
}
