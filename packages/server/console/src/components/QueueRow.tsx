import type { ReviewerQueue } from '@latchkey/contract';
import { Link } from 'react-router';
import { score, shortId, when } from './format';
import { InputPeek } from './InputPeek';

type Item = ReviewerQueue['items'][number];

/**
 * One sample waiting for review, told apart from its task's other rows by its short id, its place
 * in the task and (on request) its input's first line; grading links to it, a pool task is claimed first.
 */
export function QueueRow({
  item,
  claimable,
  claiming,
  onClaim,
}: {
  item: Item;
  claimable: boolean;
  claiming: boolean;
  onClaim: () => void;
}) {
  const where = [
    item.position && item.sample_count ? `${item.position} of ${item.sample_count}` : null,
    item.dataset_name,
  ].filter(Boolean);
  return (
    <tr>
      <td>
        <span className={`badge priority-${item.priority}`}>{item.priority}</span>
      </td>
      <td>{when(item.due_at)}</td>
      <td className="nowrap">
        <code title={item.sample_id}>{shortId(item.sample_id)}</code>
        {item.contains_phi && <span className="badge safety">PHI</span>}
        {where.length > 0 && <span className="sub">{where.join(' · ')}</span>}
      </td>
      <td>
        <InputPeek sampleId={item.sample_id} phi={item.contains_phi} />
      </td>
      <td>{score(item.context.ai_score)}</td>
      <td>{item.context.flag_reason ?? '—'}</td>
      <td>
        {item.context.evaluation_name ?? item.project_name ?? '—'}
        <code className="sub" title={item.task_id}>
          {shortId(item.task_id)}
        </code>
      </td>
      <td>
        {claimable ? (
          <button type="button" aria-label={`Claim task ${item.task_id}`} disabled={claiming} onClick={onClaim}>
            Claim
          </button>
        ) : (
          <Link to={`/tasks/${item.task_id}?sample=${item.sample_id}`} aria-label={`Grade sample ${item.sample_id}`}>
            Grade
          </Link>
        )}
      </td>
    </tr>
  );
}
