import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, ESCALATION_STREAM, type EscalationStatus } from '../api';

export const useEscalations = (status: EscalationStatus | undefined, q: string) =>
  useQuery({ queryKey: ['escalations', status ?? 'all', q], queryFn: () => api.escalations({ status, q }) });

export const useEscalation = (id: string | undefined) =>
  useQuery({ queryKey: ['escalation', id], queryFn: () => api.escalation(id!), enabled: !!id });

export function useResolve() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, note }: { id: string; approve: boolean; note?: string }) =>
      api.resolve(id, { approve, ...(note ? { note } : {}) }),
    // The answer is the escalation as decided: show it at once, not after a refetch.
    onSuccess: (esc) => client.setQueryData(['escalation', esc.id], esc),
    onSettled: (_d, _e, { id }) => {
      void client.invalidateQueries({ queryKey: ['escalations'] });
      void client.invalidateQueries({ queryKey: ['escalation', id] });
    },
  });
}

export type LiveState = 'connecting' | 'live' | 'reconnecting';

/**
 * Keeps the inbox current from the SSE stream: any created, resolved or expired escalation
 * refreshes the lists (they are small and server-ordered; refetching keeps one source of truth).
 * EventSource reconnects by itself; a refetch on each (re)connect covers what was missed.
 */
export function useEscalationStream(): LiveState {
  const client = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  useEffect(() => {
    const source = new EventSource(ESCALATION_STREAM, { withCredentials: true });
    const refresh = () => {
      void client.invalidateQueries({ queryKey: ['escalations'] });
      void client.invalidateQueries({ queryKey: ['escalation'] });
    };
    source.onopen = () => {
      setState('live');
      refresh();
    };
    source.onerror = () => setState('reconnecting');
    for (const type of ['escalation.created', 'escalation.resolved', 'escalation.expired'])
      source.addEventListener(type, refresh);
    return () => source.close();
  }, [client]);
  return state;
}

/** A clock for ages and expiries, ticking every 15 s. */
export function useNow(): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(t);
  }, []);
  return now;
}
