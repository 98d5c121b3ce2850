import { Link, useNavigate } from 'react-router';
import { ErrorText } from '../components/ErrorText';
import { score, when } from '../components/format';
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
              <th scope="col">AI score</th>
              <th scope="col">Flag reason</th>
              <th scope="col">Task</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={`${item.task_id}/${item.sample_id}`}>
                <td>
                  <span className={`badge priority-${item.priority}`}>{item.priority}</span>
                </td>
                <td>{when(item.due_at)}</td>
                <td>{score(item.context.ai_score)}</td>
                <td>{item.context.flag_reason ?? '—'}</td>
                <td>
                  <code>{item.task_id}</code>
                </td>
                <td>
                  {claimable.has(item.task_id) ? (
                    <button
                      type="button"
                      aria-label={`Claim task ${item.task_id}`}
                      disabled={claim.isPending}
                      onClick={() =>
                        claim.mutate(item.task_id, {
                          onSuccess: () => navigate(`/tasks/${item.task_id}?sample=${item.sample_id}`),
                        })
                      }
                    >
                      Claim
                    </button>
                  ) : (
                    <Link
                      to={`/tasks/${item.task_id}?sample=${item.sample_id}`}
                      aria-label={`Grade sample ${item.sample_id}`}
                    >
                      Grade
                    </Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
