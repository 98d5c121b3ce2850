import { type SelectQueryBuilder, sql } from 'kysely';
import { AppError } from '../errors/app-error.js';
import { isId } from '../ids.js';
import { timeInput } from '../time.js';

export interface PageQuery {
  limit?: number | undefined;
  after?: string | undefined;
  before?: string | undefined;
  created_after?: string | undefined;
  created_before?: string | undefined;
  sort?: 'created_at' | undefined;
  order?: 'asc' | 'desc' | undefined;
}

/** An ISO time as epoch ms, or a 400 naming the parameter. */
function timeParam(name: 'created_after' | 'created_before', value: string | undefined): number | undefined {
  return value === undefined ? undefined : timeInput(value, name);
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
 * Cursor pagination over ULID ids, newest first unless `order=asc`. Ids sort by creation time,
 * so `after` (the items following that one in the list's order) and `before` are plain
 * comparisons on an indexed column. `created_after` / `created_before` bound `timeColumn` (the
 * row's creation time in epoch ms). `qb` must be filtered but not ordered: the same query is
 * counted for `total_count`.
 */
export async function paginate<DB, TB extends keyof DB, O, T>(
  qb: SelectQueryBuilder<DB, TB, O>,
  idColumn: string,
  q: PageQuery,
  map: (row: O) => T,
  timeColumn = 'created_at',
): Promise<Page<T>> {
  checkCursor('after', q.after);
  checkCursor('before', q.before);
  if (q.after && q.before)
    throw new AppError('invalid_value', 'Use either after or before, not both', { param: 'before' });
  const from = timeParam('created_after', q.created_after);
  const until = timeParam('created_before', q.created_before);
  const limit = q.limit ?? 20;
  const id = sql.ref(idColumn);
  const time = sql.ref(timeColumn);
  let filtered = qb;
  if (from !== undefined) filtered = filtered.where(sql<boolean>`${time} > ${from}`);
  if (until !== undefined) filtered = filtered.where(sql<boolean>`${time} < ${until}`);
  const counted = await filtered
    .clearSelect()
    .select(sql<number>`count(*)`.as('n') as never)
    .executeTakeFirst();
  const asc = q.order === 'asc';
  // The page is read in list order, except for `before`, read backwards from the cursor.
  const [forward, backward] = asc ? (['asc', 'desc'] as const) : (['desc', 'asc'] as const);
  const [next, prev] = asc ? (['>', '<'] as const) : (['<', '>'] as const);
  let page = filtered;
  if (q.after) page = page.where(sql<boolean>`${id} ${sql.raw(next)} ${q.after}`).orderBy(id, forward);
  else if (q.before) page = page.where(sql<boolean>`${id} ${sql.raw(prev)} ${q.before}`).orderBy(id, backward);
  else page = page.orderBy(id, forward);
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
