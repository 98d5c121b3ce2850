import { type Kysely, sql } from 'kysely';

// Audit queries filter by event type, actor, resource, project and time. The chain keeps each
// entry as canonical JSON, so the filter values are also stored beside it, as for evidence
// (002): `kind` = event type, `subject` = actor id, `ts` = the entry's timestamp (ms), and the
// three resource columns below. Not part of the hash: the chain proves the body, the columns only
// find it. Indexes are partial (audit rows only), so the hot evidence inserts pay nothing for them.
export const AUDIT_INDEXES = [
  ['ledger_audit_ts', ['ts', 'seq']],
  ['ledger_audit_kind', ['kind', 'ts', 'seq']],
  ['ledger_audit_actor', ['subject', 'ts', 'seq']],
  ['ledger_audit_resource', ['resource_id', 'ts', 'seq']],
  ['ledger_audit_resource_type', ['resource_type', 'ts', 'seq']],
  ['ledger_audit_project', ['project', 'ts', 'seq']],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['resource_type', 'resource_id', 'project']) {
    await db.schema.alterTable('ledger_entries').addColumn(column, 'text').execute();
  }
  // Each filter column is followed by (ts, seq): equality on the filter, a range on time, and the
  // newest-first order of the API all come from one index, at any log size.
  const audit = sql<boolean>`log = 'audit'`;
  for (const [name, columns] of AUDIT_INDEXES) {
    await db.schema
      .createIndex(name)
      .on('ledger_entries')
      .columns(['org_id', 'log', ...columns])
      .where(audit)
      .execute();
  }
  await backfill(db);
}

/** Entries written before this migration get their filter columns from their own bodies. */
async function backfill(db: Kysely<unknown>): Promise<void> {
  const k = db as Kysely<Record<string, Record<string, unknown>>>;
  let after = -1;
  let org = '';
  for (;;) {
    const rows = (await k
      .selectFrom('ledger_entries')
      .select(['org_id', 'seq', 'body'])
      .where('log', '=', 'audit')
      .where((eb) => eb.or([eb('org_id', '>', org), eb.and([eb('org_id', '=', org), eb('seq', '>', after)])]))
      .orderBy('org_id')
      .orderBy('seq')
      .limit(1000)
      .execute()) as Array<{ org_id: string; seq: number | string; body: string }>;
    if (rows.length === 0) return;
    for (const row of rows) {
      const body = JSON.parse(row.body) as {
        event_type?: string;
        timestamp?: string;
        actor?: { id?: string };
        resource?: { type?: string; id?: string; project?: string | null };
      };
      await k
        .updateTable('ledger_entries')
        .set({
          kind: body.event_type ?? null,
          subject: body.actor?.id ?? null,
          ts: body.timestamp ? Date.parse(body.timestamp) : null,
          resource_type: body.resource?.type ?? null,
          resource_id: body.resource?.id ?? null,
          project: body.resource?.project ?? null,
        })
        .where('org_id', '=', row.org_id)
        .where('log', '=', 'audit')
        .where('seq', '=', row.seq)
        .execute();
    }
    const last = rows[rows.length - 1]!;
    org = last.org_id;
    after = Number(last.seq);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of AUDIT_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  for (const column of ['project', 'resource_id', 'resource_type']) {
    await db.schema.alterTable('ledger_entries').dropColumn(column).execute();
  }
}
