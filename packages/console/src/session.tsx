import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, api, type SessionInfo, setCsrfToken, setUnauthorizedHandler } from './api';

interface SessionState {
  session: SessionInfo | null;
  loading: boolean;
  /** After sign-in: the login answer is the session; no second round trip. */
  signedIn(info: SessionInfo): void;
  signedOut(): void;
}

const SessionContext = createContext<SessionState | null>(null);
export const SESSION_KEY = ['session'];

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
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

  useEffect(() => {
    setUnauthorizedHandler(() => {
      setCsrfToken(null);
      client.setQueryData(SESSION_KEY, null);
      const here = location.pathname.replace(/^\/console/, '');
      navigate(`/sign-in?expired=1&next=${encodeURIComponent(here)}`, { replace: true });
    });
  }, [client, navigate, location.pathname]);

  const state: SessionState = {
    session,
    loading: query.isPending,
    signedIn(info) {
      setCsrfToken(info.csrf_token);
      client.setQueryData(SESSION_KEY, info);
    },
    signedOut() {
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
