import { type SelectQueryBuilder, sql } from 'kysely';
import { AppError } from '../errors/app-error.js';
import { isId } from '../ids.js';

export interface PageQuery {
  limit?: number | undefined;
  after?: string | undefined;
  before?: string | undefined;
}

export interface Page<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  total_count: number;
}

function checkCursor(name: 'after' | 'before', value: string | undefined): void {
  if (value !== undefined && !isId(value)) {
    throw new AppError('invalid_value', `Invalid cursor: ${name} must be an item id`, { param: name });
  }
}

/**
 * Cursor pagination over ULID ids, newest first. Ids sort by creation time, so `after` (older
 * than) and `before` (newer than) are plain comparisons on an indexed column. `qb` must be
 * filtered but not ordered: the same query is counted for `total_count`.
 */
export async function paginate<DB, TB extends keyof DB, O, T>(
  qb: SelectQueryBuilder<DB, TB, O>,
  idColumn: string,
  q: PageQuery,
  map: (row: O) => T,
): Promise<Page<T>> {
  checkCursor('after', q.after);
  checkCursor('before', q.before);
  if (q.after && q.before)
    throw new AppError('invalid_value', 'Use either after or before, not both', { param: 'before' });
  const limit = q.limit ?? 20;
  const id = sql.ref(idColumn);
  const counted = await qb
    .clearSelect()
    .select(sql<number>`count(*)`.as('n') as never)
    .executeTakeFirst();
  let page = qb;
  if (q.after) page = page.where(sql<boolean>`${id} < ${q.after}`).orderBy(id, 'desc');
  else if (q.before) page = page.where(sql<boolean>`${id} > ${q.before}`).orderBy(id, 'asc');
  else page = page.orderBy(id, 'desc');
  const rows = await page.limit(limit + 1).execute();
  const has_more = rows.length > limit;
  const slice = rows.slice(0, limit);
  if (q.before) slice.reverse();
  return {
    object: 'list',
    data: slice.map(map),
    has_more,
    total_count: Number((counted as { n?: number } | undefined)?.n ?? 0),
  };
}

export const iso = (ms: number) => new Date(ms).toISOString();
export const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));
