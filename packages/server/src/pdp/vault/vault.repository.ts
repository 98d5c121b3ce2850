import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { VaultEntry, VaultScope } from './vault-session.js';

/** A session past this many live values is not loaded whole: see VaultService.open. */
export const SESSION_ENTRY_LIMIT = 10_000;

export async function loadSession(db: Kysely<DB>, s: VaultScope, now: number): Promise<VaultEntry[]> {
  const rows = await db
    .selectFrom('pii_vault')
    .select(['mode', 'value_hmac', 'entity_type', 'label', 'sealed', 'expires_at'])
    .where('org_id', '=', s.orgId)
    .where('agent_id', '=', s.agentId)
    .where('session', '=', s.session)
    .where('expires_at', '>', now)
    .limit(SESSION_ENTRY_LIMIT + 1)
    .execute();
  return rows.map((r) => ({
    mode: r.mode === 'tokenize' ? 'tokenize' : 'pseudonym',
    valueHmac: r.value_hmac,
    entityType: r.entity_type,
    label: r.label,
    sealed: r.sealed,
    expiresAt: Number(r.expires_at),
  }));
}

/**
 * Stores minted entries; an entry that collides with one a concurrent request stored first (same
 * value, or same pseudonym label) is skipped. Returns how many were stored, so the caller can tell.
 */
export async function insertEntries(
  db: Kysely<DB>,
  s: VaultScope,
  entries: readonly VaultEntry[],
  now: number,
): Promise<number> {
  // Expired entries of the session go first: their value or label may be minted again.
  await db
    .deleteFrom('pii_vault')
    .where('org_id', '=', s.orgId)
    .where('agent_id', '=', s.agentId)
    .where('session', '=', s.session)
    .where('expires_at', '<=', now)
    .execute();
  let stored = 0;
  for (let i = 0; i < entries.length; i += 200) {
    const r = await db
      .insertInto('pii_vault')
      .values(
        entries.slice(i, i + 200).map((e) => ({
          org_id: s.orgId,
          agent_id: s.agentId,
          session: s.session,
          mode: e.mode,
          value_hmac: e.valueHmac,
          entity_type: e.entityType,
          label: e.label,
          sealed: e.sealed,
          created_at: now,
          expires_at: e.expiresAt,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    stored += Number(r.numInsertedOrUpdatedRows ?? 0);
  }
  return stored;
}

/** Deletes every expired entry (the index on expires_at finds them); returns how many went. */
export async function purgeExpired(db: Kysely<DB>, now: number): Promise<number> {
  const r = await db.deleteFrom('pii_vault').where('expires_at', '<=', now).executeTakeFirst();
  return Number(r.numDeletedRows);
}
