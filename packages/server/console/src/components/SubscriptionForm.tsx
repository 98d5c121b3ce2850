import type { EscalationEventType } from '@latchkey/contract';
import { type FormEvent, useState } from 'react';
import { useCreateSubscription } from '../hooks/notifications';
import { ErrorText } from './ErrorText';

export const EVENTS: Array<{ value: EscalationEventType; label: string; hint: string }> = [
  { value: 'escalation.created', label: 'Escalation created', hint: 'an agent waits for a decision' },
  { value: 'escalation.resolved', label: 'Escalation resolved', hint: 'someone approved or denied' },
  { value: 'escalation.expired', label: 'Escalation expired', hint: 'nobody decided in time' },
];

/**
 * Adds a webhook. The server generates the signing secret and answers it this once: it is shown
 * until the page is left, for the person to copy into the receiver (a bridge to Teams, Slack, a pager).
 */
export function SubscriptionForm() {
  const create = useCreateSubscription();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<Set<EscalationEventType>>(new Set(['escalation.created']));
  const [missing, setMissing] = useState(false);

  function toggle(value: EscalationEventType, on: boolean) {
    const next = new Set(events);
    if (on) next.add(value);
    else next.delete(value);
    setEvents(next);
    if (next.size) setMissing(false);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (events.size === 0) return setMissing(true);
    create.mutate(
      { url: url.trim(), events: EVENTS.map((x) => x.value).filter((v) => events.has(v)) },
      { onSuccess: () => setUrl('') },
    );
  }

  const created = create.data;
  return (
    <section aria-labelledby="add-title" className="card">
      <h2 id="add-title">Add a subscription</h2>
      <form className="stack" onSubmit={submit}>
        <label htmlFor="sub-url">Webhook URL</label>
        <input
          id="sub-url"
          type="url"
          required
          maxLength={2048}
          placeholder="https://bridge.example.org/latchkey"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <fieldset>
          <legend>Events</legend>
          {EVENTS.map((ev) => (
            <label key={ev.value} className="check">
              <input
                type="checkbox"
                checked={events.has(ev.value)}
                onChange={(e) => toggle(ev.value, e.target.checked)}
              />
              {ev.label} <span className="muted">({ev.hint})</span>
            </label>
          ))}
        </fieldset>
        {missing && (
          <p role="alert" className="error">
            Choose at least one event.
          </p>
        )}
        <ErrorText error={create.error} />
        <button type="submit" disabled={create.isPending}>
          Add subscription
        </button>
      </form>
      {created && (
        <div role="status" className="secret">
          <p className="notice">Subscription added for {created.url}.</p>
          {created.secret && (
            <>
              <p>
                Its signing secret is shown this once. Copy it into the receiver now: it checks{' '}
                <code>X-Latchkey-Signature</code> with it.
              </p>
              <p>
                <label htmlFor="sub-secret">Signing secret</label>
                <input id="sub-secret" readOnly value={created.secret} onFocus={(e) => e.target.select()} />
              </p>
            </>
          )}
        </div>
      )}
    </section>
  );
}
