import { useNavigate } from 'react-router';
import { ErrorText } from '../components/ErrorText';
import { QueueRow } from '../components/QueueRow';
import { useClaim, useOpenTasks, useQueue } from '../hooks/review';

/** The reviewer's queue: what to grade next, most urgent first (the server's order). */
export function QueuePage() {
  const queue = useQueue();
  const open = useOpenTasks();
  const claim = useClaim();
  const navigate = useNavigate();
  const claimable = new Set(
    (open.data ?? []).filter((t) => t.status === 'pending' && t.assignment.mode === 'pool').map((t) => t.id),
  );
  const items = queue.data?.items ?? [];

  return (
    <>
      <h1>Queue</h1>
      <ErrorText error={queue.error ?? claim.error} />
      {queue.isPending && <p>Loading…</p>}
      {queue.data && (
        <p>
          {queue.data.total_pending} sample{queue.data.total_pending === 1 ? '' : 's'} waiting for review.
        </p>
      )}
      {items.length === 0 && queue.data && <p>Nothing to review. Well done.</p>}
      {items.length > 0 && (
        <table>
          <caption className="visually-hidden">Samples waiting for review</caption>
          <thead>
            <tr>
              <th scope="col">Priority</th>
              <th scope="col">Due</th>
              <th scope="col">Sample</th>
              <th scope="col">Input</th>
              <th scope="col">AI score</th>
              <th scope="col">Flag reason</th>
              <th scope="col">Task</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <QueueRow
                key={`${item.task_id}/${item.sample_id}`}
                item={item}
                claimable={claimable.has(item.task_id)}
                claiming={claim.isPending}
                onClaim={() =>
                  claim.mutate(item.task_id, {
                    onSuccess: () => navigate(`/tasks/${item.task_id}?sample=${item.sample_id}`),
                  })
                }
              />
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
