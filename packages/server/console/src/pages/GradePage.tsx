import type { ReviewerQueue } from '@latchkey/contract';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorText } from '../components/ErrorText';
import { GradeContext } from '../components/GradeContext';
import { JsonView } from '../components/JsonView';
import { JustificationDialog } from '../components/JustificationDialog';
import { ReviewForm } from '../components/ReviewForm';
import { needsJustification, useClaim, useQueue, useRubric, useSample, useTask } from '../hooks/review';

// Reasons given for PHI reads, per task, for this tab's life: asked once per task, not per sample.
const reasons = new Map<string, string>();

type Item = ReviewerQueue['items'][number];

/** The queue item after `current` (skipping it), in the server's order. */
function nextAfter(items: Item[], current: { task: string; sample: string | undefined }): Item | undefined {
  const i = items.findIndex((x) => x.task_id === current.task && x.sample_id === current.sample);
  return (
    items.slice(i + 1).find((x) => x.sample_id !== current.sample) ?? items.find((x) => x.sample_id !== current.sample)
  );
}

export function GradePage() {
  const { taskId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const task = useTask(taskId);
  const rubric = useRubric(task.data?.rubric);
  const queue = useQueue();
  const claim = useClaim();
  const items = queue.data?.items ?? [];
  const sampleId = search.get('sample') ?? items.find((x) => x.task_id === taskId)?.sample_id;
  const item = items.find((x) => x.task_id === taskId && x.sample_id === sampleId);
  // Read from the map on each render: the page stays mounted when `n` moves to another task.
  const [, remembered] = useState(0);
  const reason = reasons.get(taskId);
  const sample = useSample(sampleId, reason);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (needsJustification(sample.error)) setAsking(true);
  }, [sample.error]);

  const unclaimed = task.data?.status === 'pending' && task.data.assignment.mode === 'pool';

  function goNext(submitted: boolean) {
    const next = nextAfter(items, { task: taskId, sample: sampleId });
    setDone(submitted ? 'Review submitted.' : null);
    if (next) navigate(`/tasks/${next.task_id}?sample=${next.sample_id}`);
    else navigate('/queue');
  }

  return (
    <>
      <p>
        <Link to="/queue">← Back to the queue</Link>
      </p>
      <h1>Grade sample</h1>
      {done && (
        <p role="status" className="notice">
          {done}
        </p>
      )}
      <ErrorText error={task.error ?? rubric.error ?? claim.error} />
      {task.data && (
        <section aria-labelledby="ctx-title" className="card">
          <h2 id="ctx-title">Context</h2>
          <GradeContext task={task.data} item={item} sampleId={sampleId} rubric={rubric.data} />
          {unclaimed && (
            <button type="button" disabled={claim.isPending} onClick={() => claim.mutate(taskId)}>
              Claim this task
            </button>
          )}
        </section>
      )}

      {asking && (
        <JustificationDialog
          onSubmit={(r) => {
            reasons.set(taskId, r);
            remembered((n) => n + 1);
            setAsking(false);
          }}
          onCancel={() => {
            setAsking(false);
            navigate('/queue');
          }}
        />
      )}
      {sample.error && !needsJustification(sample.error) && <ErrorText error={sample.error} />}
      <div className="grade-layout">
        {sample.data && (
          <div className="sample-stack">
            <section aria-labelledby="in-title" className="card">
              <h2 id="in-title">Input</h2>
              <JsonView value={sample.data.input} />
            </section>
            <section aria-labelledby="out-title" className="card">
              <h2 id="out-title">Output</h2>
              <JsonView value={sample.data.output} />
            </section>
            <section aria-labelledby="exp-title" className="card">
              <h2 id="exp-title">Expected</h2>
              <JsonView value={sample.data.expected} />
            </section>
          </div>
        )}
        {sample.data && rubric.data && !unclaimed && (
          <ReviewForm
            key={`${taskId}/${sampleId}`}
            taskId={taskId}
            sampleId={sample.data.id}
            rubric={rubric.data}
            aiScore={item?.context.ai_score ?? null}
            onSubmitted={() => goNext(true)}
            onNext={() => goNext(false)}
          />
        )}
      </div>
    </>
  );
}
