import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';

/** Escalation webhook subscriptions of the org (ADR 0046): list, add, delete. */

const KEY = ['escalation-subscriptions'];

export const useSubscriptions = () => useQuery({ queryKey: KEY, queryFn: api.subscriptions });

export function useCreateSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.createSubscription,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.deleteSubscription,
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
