import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AuditRow } from '../logs/logs.repository.js';

/** What a stream asks for; an empty or absent list means "any". */
export interface StreamFilter {
  eventTypes?: string[] | undefined;
  projects?: string[] | undefined;
}

/**
 * Audit entries strictly after `afterSeq`, in chain order. Unlike the logs query this takes
 * several projects. Chain order is commit order (the head is locked per append), so the rows
 * any read returns are a prefix of the chain: paging by seq never skips a later commit.
 */
export async function findEntriesAfter(
  db: Kysely<DB>,
  orgId: string,
  afterSeq: number,
  limit: number,
  f: StreamFilter = {},
): Promise<AuditRow[]> {
  let q = db
    .selectFrom('ledger_entries')
    .select(['seq', 'id', 'body', 'prev_hash', 'hash'])
    .where('org_id', '=', orgId)
    .where('log', '=', 'audit')
    .where('seq', '>', afterSeq);
  if (f.eventTypes?.length) q = q.where('kind', 'in', f.eventTypes);
  if (f.projects?.length) q = q.where('project', 'in', f.projects);
  const rows = await q.orderBy('seq').limit(limit).execute();
  return rows.map((r) => ({ ...r, seq: Number(r.seq) }));
}
