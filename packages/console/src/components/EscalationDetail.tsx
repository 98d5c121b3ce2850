import { useState } from 'react';
import { useEscalation, useResolve } from '../hooks/escalations';
import { ErrorText } from './ErrorText';
import { age, relative, shortId, stake, when } from './format';

/** One escalation and, while it is pending, the decision on it. */
export function EscalationDetail({ id, now }: { id: string; now: number }) {
  const esc = useEscalation(id);
  const resolve = useResolve();
  const [note, setNote] = useState('');
  const e = esc.data;

  return (
    <section aria-label={`Escalation ${id}`} className="card detail">
      <h2>
        Escalation{e?.tool ? `: ${e.tool}` : ''}{' '}
        <code title={id} className="muted">
          {shortId(id)}
        </code>
      </h2>
      <ErrorText error={esc.error} />
      {e && (
        <>
          <dl className="facts">
            <dt>Agent</dt>
            <dd>
              {e.agentName ?? ''} <code title={e.agentId}>{e.agentName ? `(${shortId(e.agentId)})` : e.agentId}</code>
            </dd>
            <dt>Tool</dt>
            <dd>{e.tool ?? '—'}</dd>
            <dt>Latch</dt>
            <dd>
              {e.latchId} · rule {e.rule}
            </dd>
            <dt>Reason</dt>
            <dd>{e.reason}</dd>
            <dt>Amount or findings</dt>
            <dd>{stake(e)}</dd>
            <dt>Raised</dt>
            <dd>
              {when(e.createdAt)} ({age(e.createdAt, now)})
            </dd>
            <dt>Status</dt>
            <dd>
              {e.status}
              {e.status === 'pending' && ` · expires ${relative(e.expiresAt, now)}`}
              {e.resolvedBy && ` · by ${e.resolvedBy}`}
              {e.note && ` · “${e.note}”`}
            </dd>
          </dl>
          {e.status === 'pending' && (
            <form className="stack" onSubmit={(ev) => ev.preventDefault()}>
              <label htmlFor="note">Note (kept with the decision)</label>
              <textarea id="note" rows={2} maxLength={2000} value={note} onChange={(ev) => setNote(ev.target.value)} />
              <div className="row">
                <button
                  type="button"
                  disabled={resolve.isPending}
                  onClick={() => resolve.mutate({ id, approve: true, note: note.trim() })}
                >
                  Approve
                </button>
                <button
                  type="button"
                  className="danger"
                  disabled={resolve.isPending}
                  onClick={() => resolve.mutate({ id, approve: false, note: note.trim() })}
                >
                  Deny
                </button>
              </div>
            </form>
          )}
          {/* Outside the pending-only form: a refused decision (someone else decided first) stays
              readable after the refetch that shows the escalation's real state hides the form. */}
          <ErrorText error={resolve.error} />
          {resolve.isSuccess && (
            <p role="status" className="notice">
              Decision recorded: {resolve.data.status}.
            </p>
          )}
        </>
      )}
    </section>
  );
}
