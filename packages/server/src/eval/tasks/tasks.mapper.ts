import type { Credential, Priority, ReviewTask } from '@latchkey/contract';
import type { Executor } from '../../db/tx.js';
import { iso } from '../../platform/http/pagination.js';
import { reviewersById, unpackCredentials } from '../reviewers/reviewers.repository.js';
import { sampleIdsOf, type TaskRow } from './tasks.repository.js';

/** Task rows as API objects: their sample ids and assignees read in one pass. */
export async function presentTasks(db: Executor, rows: TaskRow[]): Promise<ReviewTask[]> {
  const samples = await sampleIdsOf(
    db,
    rows.map((r) => r.id),
  );
  const assignees = await reviewersById(
    db,
    rows[0]?.org_id ?? '',
    rows.map((r) => r.assignee_id).filter((x): x is string => !!x),
  );
  return rows.map((r) => {
    const a = r.assignee_id ? assignees.get(r.assignee_id) : undefined;
    return {
      id: r.id,
      object: 'review_task',
      project: r.project_id,
      samples: samples.get(r.id) ?? [],
      sample_count: Number(r.sample_count),
      rubric: r.rubric_id,
      status: r.status as ReviewTask['status'],
      priority: r.priority as Priority,
      ...(a
        ? {
            assignee: {
              id: a.id,
              name: a.name,
              credentials: unpackCredentials(a.credentials),
              specialty: a.specialty ?? '',
            },
          }
        : {}),
      assignment: {
        mode: r.mode as ReviewTask['assignment']['mode'],
        required_credentials: JSON.parse(r.required_credentials) as Credential[],
        ...(r.specialty ? { specialty: r.specialty } : {}),
      },
      progress: { completed: Number(r.completed_count), total: Number(r.sample_count) },
      due_at: iso(Number(r.due_at)),
      created_at: iso(Number(r.created_at)),
      metadata: JSON.parse(r.metadata) as Record<string, unknown>,
    };
  });
}
