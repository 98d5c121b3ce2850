import type { ReviewerQueue, ReviewTask, Rubric } from '@latchkey/contract';
import { score, scoreList, shortId, when } from './format';

type Item = ReviewerQueue['items'][number];

/**
 * What the reviewer is grading, in people's words: the evaluation, project and dataset by name,
 * each evaluator's score beside its name, the rubric's name. Ids stay, short, with the full one
 * on hover, for reporting a problem.
 */
export function GradeContext({
  task,
  item,
  sampleId,
  rubric,
}: {
  task: ReviewTask;
  item: Item | undefined;
  sampleId: string | undefined;
  rubric: Rubric | undefined;
}) {
  const c = item?.context;
  const place = item?.position && item.sample_count ? ` · ${item.position} of ${item.sample_count} in the task` : '';
  const source = [item?.project_name, item?.dataset_name].filter(Boolean).join(' · ');
  return (
    <dl className="facts">
      <dt>Task</dt>
      <dd>
        {task.priority} priority · due {when(task.due_at)} · {task.progress.completed}/{task.progress.total} reviewed ·{' '}
        <code title={task.id}>{shortId(task.id)}</code>
      </dd>
      <dt>Sample</dt>
      <dd>
        {sampleId ? (
          <>
            <code title={sampleId}>{shortId(sampleId)}</code>
            {place}
            {item?.contains_phi && ' · contains PHI'}
          </>
        ) : (
          'None left in this task'
        )}
      </dd>
      {source && (
        <>
          <dt>Project · dataset</dt>
          <dd>{source}</dd>
        </>
      )}
      <dt>Evaluation</dt>
      <dd>{c?.evaluation_name ?? c?.evaluation ?? '—'}</dd>
      <dt>AI score</dt>
      <dd>
        {score(c?.ai_score)}
        {c?.scores && Object.keys(c.scores).length > 1 && ` (mean of ${scoreList(c.scores)})`}
        {c?.scores && Object.keys(c.scores).length === 1 && ` (${scoreList(c.scores)})`}
      </dd>
      <dt>Flag reason</dt>
      <dd>{c?.flag_reason ?? '—'}</dd>
      <dt>Rubric</dt>
      <dd>{rubric?.name ?? task.rubric}</dd>
    </dl>
  );
}
