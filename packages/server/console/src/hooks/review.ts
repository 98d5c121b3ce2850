import type { SubmitReviewBody } from '@latchkey/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../api';

/** The reviewer's data: queue, tasks, rubric, sample content, and the writes on them. */

export const useQueue = () => useQuery({ queryKey: ['queue'], queryFn: api.queue });

/** Pool tasks not yet claimed (and the reviewer's own pending ones): the queue says which to claim. */
export const useOpenTasks = () => useQuery({ queryKey: ['tasks', 'pending'], queryFn: api.openTasks });

export const useTask = (id: string) => useQuery({ queryKey: ['task', id], queryFn: () => api.task(id) });

export const useRubric = (id: string | undefined) =>
  useQuery({ queryKey: ['rubric', id], queryFn: () => api.rubric(id!), enabled: !!id, staleTime: 300_000 });

/**
 * A sample's content. PHI needs a reason: without one the server answers 400 naming the
 * `X-Access-Justification` header, which the page turns into the justification dialog.
 */
export const useSample = (id: string | undefined, justification: string | undefined) =>
  useQuery({
    queryKey: ['sample', id, justification ?? null],
    queryFn: () => api.sample(id!, justification),
    enabled: !!id,
    // Content is read once per view and audited per read; never refetch behind the person's back.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });

/**
 * A sample's input only, read when the person asks to peek at it from the queue (an audited read
 * like any other, so never one per row on page load). PHI samples are not peeked at: the grading
 * view asks for the reason first.
 */
export const useSampleInput = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: ['sample-input', id],
    queryFn: () => api.sample(id, undefined, 'input'),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });

export function needsJustification(err: unknown): boolean {
  return err instanceof ApiError && err.param?.toLowerCase() === 'x-access-justification';
}

export function useClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.claim,
    onSuccess: (task) => {
      client.setQueryData(['task', task.id], task);
      void client.invalidateQueries({ queryKey: ['tasks'] });
      void client.invalidateQueries({ queryKey: ['queue'] });
    },
  });
}

export function useSubmitReview(taskId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitReviewBody) => api.submitReview(taskId, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['queue'] });
      void client.invalidateQueries({ queryKey: ['task', taskId] });
    },
  });
}
