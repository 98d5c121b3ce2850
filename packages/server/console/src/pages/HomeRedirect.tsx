import { Navigate } from 'react-router';
import { useSession } from '../session';

/** `/console/`: reviewers start at their queue, approvers at the inbox. */
export function HomeRedirect() {
  const { session } = useSession();
  if (session?.user.role === 'reviewer') return <Navigate to="/queue" replace />;
  if (session?.user.role === 'auditor') return <Navigate to="/account" replace />;
  return <Navigate to="/escalations" replace />;
}
