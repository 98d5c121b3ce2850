import type { AuditLogEntry, AuditLogList, AuditLogsQuery } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors/app-error.js';
import { isId } from '../../platform/ids.js';
import { timeInput } from '../../platform/time.js';
import {
  type AuditFilter,
  type AuditRow,
  findAuditEntry,
  findAuditListPage,
  type ListCursor,
  listCursorOf,
} from './logs.repository.js';

/** An entry as the API returns it: the stored (hashed) body plus its `integrity`. */
export function toAuditEntry(row: AuditRow): AuditLogEntry {
  return {
    ...(JSON.parse(row.body) as Omit<AuditLogEntry, 'integrity'>),
    integrity: { seq: row.seq, prev_hash: row.prev_hash, hash: row.hash },
  };
}

/** ISO bounds to a half-open [from, to) range in ms; an empty or inverted range is a 400. */
export function timeRange(
  start?: string,
  end?: string,
  names = ['start_time', 'end_time'],
): Pick<AuditFilter, 'from' | 'to'> {
  const from = start === undefined ? undefined : timeInput(start, names[0]!);
  const to = end === undefined ? undefined : timeInput(end, names[1]!);
  if (from !== undefined && to !== undefined && from >= to) {
    throw new AppError('invalid_value', `${names[1]} must be after ${names[0]}`, { param: names[1]! });
  }
  return { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) };
}

/** Reads of the audit log: filtered pages and single entries, always with their integrity. */
export class AuditLogService {
  constructor(private readonly db: Kysely<DB>) {}

  async list(ctx: ServiceContext, q: AuditLogsQuery): Promise<AuditLogList> {
    const limit = q.limit ?? 100;
    const order = q.order ?? 'desc';
    let after: ListCursor | undefined;
    if (q.after !== undefined) {
      after = isId(q.after, 'log') ? await listCursorOf(this.db, ctx.org.id, q.after) : undefined;
      if (after === undefined)
        throw new AppError('invalid_value', 'after is not a cursor of this audit log', { param: 'after' });
    }
    const filter: AuditFilter = {
      ...(q.event_type !== undefined ? { eventTypes: [q.event_type] } : {}),
      ...(q.actor_id !== undefined ? { actorId: q.actor_id } : {}),
      ...(q.resource_type !== undefined ? { resourceType: q.resource_type } : {}),
      ...(q.resource_id !== undefined ? { resourceId: q.resource_id } : {}),
      ...(q.project !== undefined ? { project: q.project } : {}),
      ...timeRange(q.start_time, q.end_time),
    };
    const rows = await findAuditListPage(this.db, ctx.org.id, filter, {
      order,
      limit: limit + 1,
      ...(after ? { after } : {}),
    });
    const hasMore = rows.length > limit;
    const data = rows.slice(0, limit).map(toAuditEntry);
    return { object: 'list', data, has_more: hasMore, next_cursor: hasMore ? data[data.length - 1]!.id : null };
  }

  async get(ctx: ServiceContext, id: string): Promise<AuditLogEntry> {
    const row = isId(id, 'log') ? await findAuditEntry(this.db, ctx.org.id, id) : undefined;
    if (!row) throw notFound('Audit log entry', 'log_id');
    return toAuditEntry(row);
  }
}
