import type { Kysely } from 'kysely';
import type { DB, KeyChecksTable } from '../../db/schema.js';
import type { SigningKey } from './signing-keys.js';

type Name = KeyChecksTable['name'];

export async function readKeyCheck(db: Kysely<DB>, name: Name): Promise<string | null> {
  const row = await db.selectFrom('key_checks').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value ?? null;
}

/** Writes the row unless one is there already: of instances starting at once, the first one wins. */
export async function insertKeyCheck(db: Kysely<DB>, name: Name, value: string): Promise<void> {
  await db
    .insertInto('key_checks')
    .values({ name, value, updated_at: Date.now() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/** Compare-and-set: true when the row still held `from` and now holds `to`. */
export async function replaceKeyCheck(db: Kysely<DB>, name: Name, from: string, to: string): Promise<boolean> {
  const r = await db
    .updateTable('key_checks')
    .set({ value: to, updated_at: Date.now() })
    .where('name', '=', name)
    .where('value', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/**
 * One sealed value of each kind the server stores (any row), to try a key on a database that has
 * no `secret_key` check yet: one written before 019.
 */
export async function sampleSealedSecrets(db: Kysely<DB>): Promise<Array<{ where: string; sealed: string }>> {
  const samples = await Promise.all([
    db.selectFrom('agents').select('api_key_enc as sealed').where('api_key_enc', 'is not', null).limit(1).execute(),
    db.selectFrom('usage_alerts').select('secret_enc as sealed').limit(1).execute(),
    db.selectFrom('audit_exports').select('secrets_enc as sealed').limit(1).execute(),
    db
      .selectFrom('idempotency_keys')
      .select('response_body as sealed')
      .where('response_body', 'is not', null)
      .limit(1)
      .execute(),
  ]);
  const where = ['agents.api_key_enc', 'usage_alerts.secret_enc', 'audit_exports.secrets_enc', 'idempotency_keys'];
  return samples.flatMap((rows, i) => rows.map((r) => ({ where: where[i]!, sealed: r.sealed! })));
}

/** Every key an instance serving this database has signed with (each registers its key at start). */
export async function registeredKids(db: Kysely<DB>): Promise<string[]> {
  return (await db.selectFrom('signing_keys').select('kid').orderBy('created_at').execute()).map((r) => r.kid);
}

export async function hasCheckpointsBy(db: Kysely<DB>, kid: string): Promise<boolean> {
  const row = await db.selectFrom('audit_checkpoints').select('seq').where('kid', '=', kid).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * The public half, so records and checkpoints it signs can be checked with the key list. A key
 * signing again after a rotation back to it is no longer retired.
 */
export async function registerSigningKey(db: Kysely<DB>, key: Pick<SigningKey, 'kid' | 'publicKeyPem'>) {
  await db
    .insertInto('signing_keys')
    .values({
      kid: key.kid,
      alg: 'Ed25519',
      public_key_pem: key.publicKeyPem,
      created_at: Date.now(),
      retired_at: null,
    })
    .onConflict((oc) => oc.column('kid').doUpdateSet({ retired_at: null }))
    .execute();
}

export async function retireSigningKey(db: Kysely<DB>, kid: string): Promise<void> {
  await db
    .updateTable('signing_keys')
    .set({ retired_at: Date.now() })
    .where('kid', '=', kid)
    .where('retired_at', 'is', null)
    .execute();
}
