import type { EscalationSubscription } from '@latchkey/contract';
import { useState } from 'react';
import { useDeleteSubscription } from '../hooks/notifications';
import { ConfirmDialog } from './ConfirmDialog';
import { ErrorText } from './ErrorText';
import { when } from './format';
import { EVENTS } from './SubscriptionForm';

const labelOf = (v: string) => EVENTS.find((e) => e.value === v)?.label ?? v;

/** The org's subscriptions, secrets masked; deleting one asks first (queued deliveries are dropped). */
export function SubscriptionList({ subscriptions }: { subscriptions: EscalationSubscription[] }) {
  const remove = useDeleteSubscription();
  const [doomed, setDoomed] = useState<EscalationSubscription | null>(null);
  if (subscriptions.length === 0) return <p>No subscriptions yet: nobody is told when an agent waits.</p>;
  return (
    <>
      <ErrorText error={remove.error} />
      <table>
        <caption className="visually-hidden">Escalation subscriptions</caption>
        <thead>
          <tr>
            <th scope="col">URL</th>
            <th scope="col">Events</th>
            <th scope="col">Secret</th>
            <th scope="col">Added</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {subscriptions.map((s) => (
            <tr key={s.id}>
              <td className="ua">{s.url}</td>
              <td>{s.events.map(labelOf).join(', ')}</td>
              <td>
                <code>{s.secretMasked}</code>
              </td>
              <td className="nowrap">{when(s.createdAt)}</td>
              <td>
                <button
                  type="button"
                  className="secondary"
                  aria-label={`Delete the subscription of ${s.url}`}
                  onClick={() => setDoomed(s)}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {doomed && (
        <ConfirmDialog
          title="Delete this subscription?"
          confirm="Delete subscription"
          busy={remove.isPending}
          onCancel={() => setDoomed(null)}
          onConfirm={() => remove.mutate(doomed.id, { onSettled: () => setDoomed(null) })}
        >
          <p>
            <code className="peek">{doomed.url}</code> will no longer be told about escalations; deliveries still queued
            are not sent.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
