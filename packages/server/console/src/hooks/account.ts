import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { SESSION_KEY } from '../session';

export const useSessions = () => useQuery({ queryKey: ['sessions'], queryFn: api.sessions });

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.revokeSession,
    onSuccess: () => client.invalidateQueries({ queryKey: ['sessions'] }),
  });
}

export const useTotpSetup = () => useMutation({ mutationFn: api.totpSetup });

/** Enabling or disabling TOTP changes what the session says about the user: reload it. */
export function useTotpChange(enable: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => (enable ? api.totpEnable(code) : api.totpDisable(code)),
    onSuccess: () => client.invalidateQueries({ queryKey: SESSION_KEY }),
  });
}
