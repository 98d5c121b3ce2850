import type { Credential } from '@latchkey/contract';
import type { Executor } from '../../db/tx.js';
import type { ServiceContext } from '../../platform/context.js';
import { findReviewer, projectsOf } from '../reviewers/reviewers.repository.js';
import { disqualifies } from './assignment.js';

/**
 * What a reviewer may read (DESIGN §9): the work routed to it, nothing else. A reviewer is any
 * principal with the reviewer role: a reviewer key, or a console user linked to a reviewer record
 * (`principal.reviewerId` either way). Other roles are judged by their routes' role lists.
 */
export function reviewerOf(ctx: ServiceContext): string | null | undefined {
  const p = ctx.principal;
  if (p?.role !== 'reviewer') return undefined;
  return p.reviewerId;
}

type TaskGate = {
  status: string;
  mode: string;
  assignee_id: string | null;
  project_id: string;
  required_credentials: string;
  specialty: string | null;
};

/**
 * True when one of `tasks` is this reviewer's (assigned to it, not cancelled), or is an open pool
 * task it qualifies for by the rule the queue and claim use (`disqualifies`: project, one of the
 * required credentials, the specialty).
 */
async function oneIsTheirs(db: Executor, orgId: string, reviewerId: string, tasks: TaskGate[]): Promise<boolean> {
  if (tasks.some((t) => t.assignee_id === reviewerId && t.status !== 'cancelled')) return true;
  const pool = tasks.filter((t) => t.status === 'pending' && t.mode === 'pool' && t.assignee_id === null);
  if (pool.length === 0) return false;
  const me = await findReviewer(db, orgId, reviewerId);
  if (!me) return false;
  const projects = (await projectsOf(db, [me.id])).get(me.id) ?? [];
  return pool.some(
    (t) =>
      disqualifies(me, projects, {
        projectId: t.project_id,
        credentials: JSON.parse(t.required_credentials) as Credential[],
        specialty: t.specialty,
      }) === null,
  );
}

const gateColumns = [
  't.status',
  't.mode',
  't.assignee_id',
  't.project_id',
  't.required_credentials',
  't.specialty',
] as const;

/** Whether the reviewer may read this sample: it is in a task of theirs or of their pool. */
export async function reviewerMayReadSample(
  db: Executor,
  orgId: string,
  reviewerId: string,
  sampleId: string,
): Promise<boolean> {
  const tasks = await db
    .selectFrom('review_task_samples as s')
    .innerJoin('review_tasks as t', 't.id', 's.task_id')
    .select(gateColumns)
    .where('s.org_id', '=', orgId)
    .where('t.org_id', '=', orgId)
    .where('s.sample_id', '=', sampleId)
    .execute();
  return oneIsTheirs(db, orgId, reviewerId, tasks);
}

/** Whether the reviewer may read this evaluation: it routed a task of theirs or of their pool. */
export async function reviewerMayReadEvaluation(
  db: Executor,
  orgId: string,
  reviewerId: string,
  evaluationId: string,
): Promise<boolean> {
  const tasks = await db
    .selectFrom('review_tasks as t')
    .select(gateColumns)
    .where('t.org_id', '=', orgId)
    .where('t.evaluation_id', '=', evaluationId)
    .execute();
  return oneIsTheirs(db, orgId, reviewerId, tasks);
}
