import type { EventsQuery } from '@latchkey/contract';
import type { Executor } from '../../db/tx.js';

export interface EvidenceRow {
  seq: number;
  body: string;
  prev_hash: string;
  hash: string;
}

/** Newest first; `beforeSeq` is the cursor (the seq of the last event of the previous page). */
export function queryEvidence(
  db: Executor,
  orgId: string,
  q: EventsQuery,
  beforeSeq: number | null,
  limit: number,
): Promise<EvidenceRow[]> {
  let qb = db
    .selectFrom('ledger_entries')
    .select(['seq', 'body', 'prev_hash', 'hash'])
    .where('org_id', '=', orgId)
    .where('log', '=', 'evidence');
  if (q.type !== undefined) qb = qb.where('kind', '=', q.type);
  if (q.agentId !== undefined) qb = qb.where('subject', '=', q.agentId);
  if (q.session !== undefined) qb = qb.where('session', '=', q.session);
  if (q.from !== undefined) qb = qb.where('ts', '>=', q.from);
  if (q.to !== undefined) qb = qb.where('ts', '<=', q.to);
  if (beforeSeq !== null) qb = qb.where('seq', '<', beforeSeq);
  return qb.orderBy('seq', 'desc').limit(limit).execute();
}

export function findEvidenceById(db: Executor, orgId: string, id: string): Promise<EvidenceRow | undefined> {
  return db
    .selectFrom('ledger_entries')
    .select(['seq', 'body', 'prev_hash', 'hash'])
    .where('org_id', '=', orgId)
    .where('log', '=', 'evidence')
    .where('id', '=', id)
    .executeTakeFirst();
}
