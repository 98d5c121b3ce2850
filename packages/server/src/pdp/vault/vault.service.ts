import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { insertEntries, loadSession, purgeExpired, SESSION_ENTRY_LIMIT } from './vault.repository.js';
import { type VaultScope, VaultSession } from './vault-session.js';

/** latch-2's token vault (ADR 0040): a session's pseudonyms and tokens, loaded and stored around a decision. */
export class VaultService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly box: SecretBox,
  ) {}

  async open(scope: VaultScope, ttlMs: number, now = Date.now()): Promise<VaultSession> {
    const entries = await loadSession(this.db, scope, now);
    // A session holds at most SESSION_ENTRY_LIMIT live values, however many one request brings.
    const kept = entries.slice(0, SESSION_ENTRY_LIMIT);
    return new VaultSession(scope, kept, this.box, ttlMs, now, SESSION_ENTRY_LIMIT - kept.length);
  }

  /**
   * Stores what the session minted. False when a concurrent request of the same session stored a
   * colliding entry first (the same value, or the same pseudonym for another value): the caller
   * decides again on a freshly loaded session so the reply only names stored entries.
   */
  async store(session: VaultSession, now = Date.now()): Promise<boolean> {
    if (session.minted.length === 0) return true;
    const stored = await insertEntries(this.db, session.scope, session.minted, now);
    return stored === session.minted.length;
  }

  purge(now = Date.now()): Promise<number> {
    return purgeExpired(this.db, now);
  }
}
