import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Engine } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';

/**
 * The database's clock in ms: every instance compares expiries against the same clock, so a
 * skewed server clock can neither keep a dead holder's lease alive nor cut a live one short.
 */
const dbNow = (engine: Engine): RawBuilder<number> =>
  engine === 'postgres'
    ? sql<number>`(extract(epoch from clock_timestamp()) * 1000)::bigint`
    : sql<number>`cast(unixepoch('subsec') * 1000 as integer)`;

/**
 * Takes lease `name` for `token` when it is free or has lapsed (one atomic upsert); otherwise
 * returns how many ms the current holder's lease has left.
 */
export async function acquireLease(
  db: Kysely<DB>,
  engine: Engine,
  name: string,
  token: string,
  ttlMs: number,
): Promise<{ held: true } | { held: false; remainingMs: number }> {
  const now = dbNow(engine);
  const row = await db
    .insertInto('audit_stream_leases')
    .values({ name, token, expires_at: sql<number>`${now} + ${ttlMs}` })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ token: sql`excluded.token`, expires_at: sql`excluded.expires_at` })
        .where('audit_stream_leases.expires_at', '<=', now),
    )
    .returning('token')
    .executeTakeFirst();
  if (row?.token === token) return { held: true };
  const left = await db
    .selectFrom('audit_stream_leases')
    .select(sql<number | string>`expires_at - ${now}`.as('left'))
    .where('name', '=', name)
    .executeTakeFirst();
  return { held: false, remainingMs: Math.max(0, Number(left?.left ?? 0)) };
}

/** Extends the lease while `token` still holds it unexpired; false when it was lost. */
export async function renewLease(
  db: Kysely<DB>,
  engine: Engine,
  name: string,
  token: string,
  ttlMs: number,
): Promise<boolean> {
  const now = dbNow(engine);
  const r = await db
    .updateTable('audit_stream_leases')
    .set({ expires_at: sql<number>`${now} + ${ttlMs}` })
    .where('name', '=', name)
    .where('token', '=', token)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Gives the lease back, if `token` still holds it. */
export async function releaseLease(db: Kysely<DB>, name: string, token: string): Promise<void> {
  await db.deleteFrom('audit_stream_leases').where('name', '=', name).where('token', '=', token).execute();
}
