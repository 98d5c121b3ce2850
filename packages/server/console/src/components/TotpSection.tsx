import { type FormEvent, useState } from 'react';
import { useTotpChange, useTotpSetup } from '../hooks/account';
import { ErrorText } from './ErrorText';

/** Two-factor sign-in: enrol with a secret typed into an authenticator app, or turn it off. */
export function TotpSection({ enabled }: { enabled: boolean }) {
  const setup = useTotpSetup();
  const change = useTotpChange(!enabled);
  const [code, setCode] = useState('');

  function submit(e: FormEvent) {
    e.preventDefault();
    change.mutate(code.trim(), { onSuccess: () => setCode('') });
  }

  const codeForm = (action: string) => (
    <form onSubmit={submit} className="stack">
      <label htmlFor="totp-code">6-digit code from your authenticator app</label>
      <input
        id="totp-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <ErrorText error={change.error} />
      <button type="submit" disabled={change.isPending}>
        {action}
      </button>
    </form>
  );

  return (
    <section aria-labelledby="totp-title" className="card">
      <h2 id="totp-title">Two-factor sign-in</h2>
      {change.isSuccess && (
        <p role="status" className="notice">
          {enabled ? 'Two-factor sign-in is on.' : 'Two-factor sign-in is off.'}
        </p>
      )}
      {enabled ? (
        <>
          <p>On: sign-in asks for a code from your authenticator app.</p>
          {codeForm('Turn off two-factor sign-in')}
        </>
      ) : !setup.data ? (
        <>
          <p>Off. Turn it on to protect this account with a code from an authenticator app.</p>
          <ErrorText error={setup.error} />
          <button type="button" disabled={setup.isPending} onClick={() => setup.mutate()}>
            Set up two-factor sign-in
          </button>
        </>
      ) : (
        <>
          <p>
            Add this key to your authenticator app (or open the link on the device that has it), then enter the code it
            shows.
          </p>
          <p>
            Key: <code className="secret">{setup.data.secret}</code>
          </p>
          <p>
            <a href={setup.data.otpauth_url}>Open in authenticator app</a>
          </p>
          {codeForm('Turn on two-factor sign-in')}
        </>
      )}
    </section>
  );
}
