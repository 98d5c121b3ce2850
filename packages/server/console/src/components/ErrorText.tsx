import { ApiError } from '../api';

/** An API error as the person should read it; nothing when there is none. */
export function ErrorText({ error }: { error: unknown }) {
  if (!error) return null;
  const text = error instanceof ApiError ? error.message : 'Something went wrong. Try again.';
  return (
    <p role="alert" className="error">
      {text}
    </p>
  );
}
