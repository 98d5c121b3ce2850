import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Engine } from '../../db/dialect.js';
import { type Statement, slot } from '../../db/reader.js';
import type { AuditCheckpointsTable, DB } from '../../db/schema.js';
import {
  COUNTED,
  FILTER_SEPARATOR,
  FILTERS,
  PREV_HASH_LENGTH,
  PREV_HASH_ODD,
  ROW_CHECKED,
  STORED_TYPE_ODD,
} from './chain-row.js';
import { STORED_CHECK_DEFINITION } from './row-check.repository.js';

export type CheckpointRow = AuditCheckpointsTable;

const num = <T extends { seq: number | string }>(r: T) => ({ ...r, seq: Number(r.seq) });

export async function insertCheckpoint(db: Kysely<DB>, row: CheckpointRow): Promise<void> {
  await db
    .insertInto('audit_checkpoints')
    .values(row)
    .onConflict((oc) => oc.columns(['org_id', 'log', 'seq']).doNothing())
    .execute();
}

/** Audit chain heads that moved past their latest checkpoint. */
export async function headsPastCheckpoint(
  db: Kysely<DB>,
): Promise<Array<{ org_id: string; seq: number; hash: string; checkpointed: number }>> {
  const rows = await db
    .selectFrom('ledger_heads as h')
    .select([
      'h.org_id',
      'h.seq',
      'h.hash',
      sql<number>`coalesce((select max(c.seq) from audit_checkpoints c where c.org_id = h.org_id and c.log = 'audit'), 0)`.as(
        'checkpointed',
      ),
    ])
    .where('h.log', '=', 'audit')
    .execute();
  return rows
    .map((r) => ({ ...r, seq: Number(r.seq), checkpointed: Number(r.checkpointed) }))
    .filter((r) => r.seq > r.checkpointed);
}

export async function listCheckpoints(
  db: Kysely<DB>,
  orgId: string,
  page: { afterSeq?: number; limit: number; order: 'asc' | 'desc' },
): Promise<CheckpointRow[]> {
  let q = db.selectFrom('audit_checkpoints').selectAll().where('org_id', '=', orgId).where('log', '=', 'audit');
  if (page.afterSeq !== undefined) q = q.where('seq', page.order === 'asc' ? '>' : '<', page.afterSeq);
  return (await q.orderBy('seq', page.order).limit(page.limit).execute()).map(num);
}

/** Checkpoints with `fromSeq ≤ seq ≤ toSeq`, in order. */
export async function checkpointsBetween(
  db: Kysely<DB>,
  orgId: string,
  fromSeq: number,
  toSeq: number,
): Promise<CheckpointRow[]> {
  const rows = await db
    .selectFrom('audit_checkpoints')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('log', '=', 'audit')
    .where('seq', '>=', fromSeq)
    .where('seq', '<=', toSeq)
    .orderBy('seq')
    .execute();
  return rows.map(num);
}

/** The last checkpoint before `seq`: a signed hash a walk can start from. */
export async function checkpointBefore(db: Kysely<DB>, orgId: string, seq: number): Promise<CheckpointRow | undefined> {
  const row = await db
    .selectFrom('audit_checkpoints')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('log', '=', 'audit')
    .where('seq', '<', seq)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && num(row);
}

/** The first checkpoint at or after `seq`: where a walk must end to be anchored. */
export async function checkpointFrom(db: Kysely<DB>, orgId: string, seq: number): Promise<CheckpointRow | undefined> {
  const row = await db
    .selectFrom('audit_checkpoints')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('log', '=', 'audit')
    .where('seq', '>=', seq)
    .orderBy('seq')
    .limit(1)
    .executeTakeFirst();
  return row && num(row);
}

/** First and last seq of entries whose timestamp lies in [from, to) (either bound optional). */
export async function seqBounds(
  db: Kysely<DB>,
  orgId: string,
  range: { from?: number; to?: number },
): Promise<{ first: number; last: number } | null> {
  const timed = () =>
    db
      .selectFrom('ledger_entries')
      .select(['seq', 'ts'])
      .where('org_id', '=', orgId)
      // A literal, so the partial (ts, seq) audit index can serve the range (010).
      .where(sql<boolean>`log = 'audit'`)
      .where('ts', 'is not', null);
  // The whole log in range ("verify everything") is the common case: four index seeks give its
  // ends, where min/max over the range would read every entry of the log's time index.
  const [earliest, latest] = await Promise.all([
    timed().orderBy('ts').limit(1).executeTakeFirst(),
    timed().orderBy('ts', 'desc').limit(1).executeTakeFirst(),
  ]);
  if (!earliest || !latest) return null;
  if ((range.from ?? -Infinity) <= Number(earliest.ts) && (range.to ?? Infinity) > Number(latest.ts)) {
    const [first, last] = await Promise.all([
      timed().orderBy('seq').limit(1).executeTakeFirstOrThrow(),
      timed().orderBy('seq', 'desc').limit(1).executeTakeFirstOrThrow(),
    ]);
    return { first: Number(first.seq), last: Number(last.seq) };
  }
  let q = db
    .selectFrom('ledger_entries')
    .select([sql<string | number | null>`min(seq)`.as('first'), sql<string | number | null>`max(seq)`.as('last')])
    .where('org_id', '=', orgId)
    .where(sql<boolean>`log = 'audit'`);
  if (range.from !== undefined) q = q.where('ts', '>=', range.from);
  if (range.to !== undefined) q = q.where('ts', '<', range.to);
  const row = await q.executeTakeFirst();
  if (!row || row.first === null || row.last === null) return null;
  return { first: Number(row.first), last: Number(row.last) };
}

/**
 * At most how many entries a verification of the range walks, give or take entries committed out
 * of time order: from the entry with the lowest time in it to the head, one index lookup. Only
 * sizes the walk; the exact bounds come from {@link seqBounds}.
 */
export async function entriesUpTo(
  db: Kysely<DB>,
  orgId: string,
  range: { from?: number; to?: number },
  headSeq: number,
): Promise<number> {
  let q = db.selectFrom('ledger_entries').select('seq').where('org_id', '=', orgId).where(sql<boolean>`log = 'audit'`);
  if (range.from !== undefined) q = q.where('ts', '>=', range.from);
  if (range.to !== undefined) q = q.where('ts', '<', range.to);
  const row = await q.orderBy('ts').limit(1).executeTakeFirst();
  return row ? headSeq - Number(row.seq) + 1 : 0;
}

/** The part of a verification's range an entry counts towards, decided on its columns. */
export interface RangeFilter {
  from?: number | undefined;
  to?: number | undefined;
  project?: string | undefined;
}

/**
 * A page of the chain for the verifier, `from ≤ seq ≤ to` in seq order, compiled once for a whole
 * walk with `from` and `to` left as slots (reader.ts) and run with `Database.arrays` (see
 * `ChainRow`). `text` is exactly the bytes the entry's hash covers (prev_hash, "\n", body).
 * `flags` says whether the entry counts towards `range` and, with `rowCheck` (the definition the
 * column has, `storedRowCheck`), whether `audit_row_ok` vouches for its columns: one value
 * instead of the columns, half the cost of a walk (ADR 0030).
 * Otherwise the filter columns (010) come as one string, the non-null ones joined by
 * FILTER_SEPARATOR, and `flags` also says which are null, whether prev_hash has a hash's length
 * (so `text` splits back into its two columns) and, on SQLite, whether any column holds another
 * type than the server writes (chain-row.ts). Six values a row rather than eleven: turning each
 * into a JavaScript value was most of the cost of reading a row (ADR 0028).
 */
export function chainPage(
  db: Kysely<DB>,
  engine: Engine,
  orgId: string,
  range: RangeFilter,
  limit: number,
  rowCheck: string | null = null,
): Statement {
  const inRange: RawBuilder<unknown>[] = [];
  if (range.from !== undefined) inRange.push(sql`ts >= ${range.from}`);
  if (range.to !== undefined) inRange.push(sql`ts < ${range.to}`);
  if (range.project !== undefined) inRange.push(sql`project = ${range.project}`);
  const counted =
    inRange.length === 0
      ? sql`${sql.lit(COUNTED)}`
      : sql`case when ${sql.join(inRange, sql` and `)} then ${sql.lit(COUNTED)} else 0 end`;
  const page = db
    .selectFrom('ledger_entries')
    .select(['seq', 'hash', sql<string>`prev_hash || ${'\n'} || body`.as('text')])
    .where('org_id', '=', orgId)
    .where('log', '=', 'audit')
    .where('seq', '>=', sql<number>`${slot('from')}`)
    .where('seq', '<=', sql<number>`${slot('to')}`)
    .orderBy('seq')
    .limit(limit);
  if (rowCheck !== null) {
    // The column's definition is checked again in the page's own read, on the walker's connection:
    // a table swapped for a lookalike between the verifier's first look and this page is not trusted.
    // One uncorrelated subquery: both engines evaluate it once per page, not once per row.
    const intact = sql`(select ${STORED_CHECK_DEFINITION[engine]} = ${rowCheck})`;
    const checked = sql`case when audit_row_ok is true and ${intact} then ${sql.lit(ROW_CHECKED)} else 0 end`;
    return page.select(sql<number>`${counted} + ${checked}`.as('flags')).compile();
  }
  const nulls = FILTERS.map((c, i) => sql`case when ${sql.ref(c)} is null then ${sql.lit(2 << i)} else 0 end`);
  const oddPrev = sql`case when length(prev_hash) = ${sql.lit(PREV_HASH_LENGTH)} then 0 else ${sql.lit(PREV_HASH_ODD)} end`;
  const bits = [counted, ...nulls, oddPrev];
  if (engine === 'sqlite') {
    const nullable = FILTERS.map((c) => sql`typeof(${sql.ref(c)}) in ('text', 'null')`);
    const typed = [
      sql`typeof(prev_hash) = 'text'`,
      sql`typeof(body) = 'text'`,
      sql`typeof(ts) = 'integer'`,
      ...nullable,
    ];
    bits.push(sql`case when ${sql.join(typed, sql` and `)} then 0 else ${sql.lit(STORED_TYPE_ODD)} end`);
  }
  return page
    .select([
      sql<number>`${sql.join(bits, sql` + `)}`.as('flags'),
      sql<string>`concat_ws(${FILTER_SEPARATOR}, ${sql.join(FILTERS.map((c) => sql.ref(c)))})`.as('filters'),
      'ts',
    ])
    .compile();
}

/**
 * The entry at slot `seq`, with every column the verifier checks, for the entries its fast path
 * did not vouch for; compiled once per walk, like {@link chainPage}.
 */
export function chainEntry(db: Kysely<DB>, orgId: string): Statement {
  return db
    .selectFrom('ledger_entries')
    .select(['id', 'body', 'prev_hash', 'hash', 'ts', 'kind', 'subject', 'resource_type', 'resource_id', 'project'])
    .where('org_id', '=', orgId)
    .where('log', '=', 'audit')
    .where('seq', '=', sql<number>`${slot('seq')}`)
    .compile();
}

/** The ts column of the entry at `seq`, or null. */
export async function tsAt(db: Kysely<DB>, orgId: string, seq: number): Promise<number | null> {
  const row = await db
    .selectFrom('ledger_entries')
    .select('ts')
    .where('org_id', '=', orgId)
    .where('log', '=', 'audit')
    .where('seq', '=', seq)
    .executeTakeFirst();
  return row?.ts == null ? null : Number(row.ts);
}

export async function publicKeyPems(db: Kysely<DB>): Promise<Map<string, string>> {
  const rows = await db.selectFrom('signing_keys').select(['kid', 'public_key_pem']).execute();
  return new Map(rows.map((r) => [r.kid, r.public_key_pem]));
}
