import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { ApiError, api, type SessionInfo, setCsrfToken, setUnauthorizedHandler } from './api';

interface SessionState {
  session: SessionInfo | null;
  loading: boolean;
  /** The server ended the session (idle, lifetime, revoked): sign-in says so. */
  ended: boolean;
  /** After sign-in: the login answer is the session; no second round trip. */
  signedIn(info: SessionInfo): void;
  signedOut(): void;
}

const SessionContext = createContext<SessionState | null>(null);
export const SESSION_KEY = ['session'];

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [ended, setEnded] = useState(false);
  const query = useQuery({
    queryKey: SESSION_KEY,
    // No session is an answer, not an error: the pages show the sign-in form for it.
    queryFn: () =>
      api.session().catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 401) return null;
        throw err;
      }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const session = query.data ?? null;
  setCsrfToken(session?.csrf_token ?? null);

  // The signed-in frame sees no session and sends the person to sign-in (RequireSession).
  useEffect(() => {
    setUnauthorizedHandler(() => {
      setCsrfToken(null);
      setEnded(true);
      client.setQueryData(SESSION_KEY, null);
    });
  }, [client]);

  const state: SessionState = {
    session,
    loading: query.isPending,
    ended,
    signedIn(info) {
      setEnded(false);
      setCsrfToken(info.csrf_token);
      client.setQueryData(SESSION_KEY, info);
    },
    signedOut() {
      setEnded(false);
      setCsrfToken(null);
      client.clear();
      client.setQueryData(SESSION_KEY, null);
    },
  };
  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession outside SessionProvider');
  return state;
}
