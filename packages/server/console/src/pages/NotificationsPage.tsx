import { ErrorText } from '../components/ErrorText';
import { SubscriptionForm } from '../components/SubscriptionForm';
import { SubscriptionList } from '../components/SubscriptionList';
import { useSubscriptions } from '../hooks/notifications';
import { useSession } from '../session';

/** Admins choose who hears of escalations: signed webhooks to the ward's bridge (ADR 0046). */
export function NotificationsPage() {
  const { session } = useSession();
  const list = useSubscriptions();
  if (session?.user.role !== 'admin') return <p>Only an admin manages notifications.</p>;
  return (
    <>
      <h1>Notifications</h1>
      <p className="muted">
        Each event is POSTed to the URL as JSON, signed with the subscription's secret, and retried until the receiver
        answers 2xx. The payload links to the escalation's page here.
      </p>
      <ErrorText error={list.error} />
      {list.isPending && <p>Loading…</p>}
      {list.data && <SubscriptionList subscriptions={list.data.subscriptions} />}
      <SubscriptionForm />
    </>
  );
}
