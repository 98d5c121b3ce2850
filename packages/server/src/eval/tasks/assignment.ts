import type { Credential } from '@latchkey/contract';
import type { Executor } from '../../db/tx.js';
import { pendingCounts, type ReviewerRow, reviewersOf, unpackCredentials } from '../reviewers/reviewers.repository.js';

export interface Requirement {
  projectId: string;
  credentials: readonly Credential[];
  specialty: string | null;
}

/** Why this reviewer may not take the task, or null when they qualify. */
export function disqualifies(r: ReviewerRow, projects: readonly string[], req: Requirement): string | null {
  if (!projects.includes(req.projectId)) return 'does not review this project';
  const held = unpackCredentials(r.credentials);
  if (req.credentials.length > 0 && !req.credentials.some((c) => held.includes(c))) {
    return `holds none of the required credentials (${req.credentials.join(', ')})`;
  }
  if (req.specialty && (r.specialty ?? '').toLowerCase() !== req.specialty.toLowerCase()) {
    return `is not in the required specialty (${req.specialty})`;
  }
  return null;
}

/**
 * `auto`: the available reviewer of the project holding one of the required credentials (and
 * the specialty, if asked) with the fewest pending samples; ties go to the earliest added.
 */
export async function pickReviewer(db: Executor, orgId: string, req: Requirement): Promise<ReviewerRow | undefined> {
  const candidates = (
    await reviewersOf(db, orgId, { project: req.projectId, credentials: req.credentials, available: true })
      .orderBy('id')
      .execute()
  ).filter((r) => !req.specialty || (r.specialty ?? '').toLowerCase() === req.specialty.toLowerCase());
  if (candidates.length === 0) return undefined;
  const pending = await pendingCounts(
    db,
    candidates.map((c) => c.id),
  );
  let best = candidates[0]!;
  for (const c of candidates) if (pending.get(c.id)! < pending.get(best.id)!) best = c;
  return best;
}
