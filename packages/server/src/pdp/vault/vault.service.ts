import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { insertEntries, loadSession, purgeExpired, SESSION_ENTRY_LIMIT } from './vault.repository.js';
import { type VaultScope, VaultSession } from './vault-session.js';

/** Decisions a request may make against a session vault that another instance keeps writing to. */
export const SETTLE_ATTEMPTS = 5;

/** latch-2's token vault (ADR 0040): a session's pseudonyms and tokens, loaded and stored around a decision. */
export class VaultService {
  /** Per session, the tail of the requests waiting for it: see open(). */
  private readonly queues = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly box: SecretBox,
  ) {}

  /**
   * Waits for the session, loads it, and returns it held: the caller must call `release()` once it
   * has stored what it minted (in a finally). Within one process, requests of a session thus take
   * turns, and two values never race for one pseudonym; across instances, store() reports the
   * race and the caller retries.
   */
  async open(scope: VaultScope, ttlMs: number, now = Date.now()): Promise<VaultSession> {
    const release = await this.turn(`${scope.orgId}\u0000${scope.agentId}\u0000${scope.session}`);
    try {
      const session = await this.load(scope, ttlMs, now);
      session.release = release;
      return session;
    } catch (err) {
      release();
      throw err;
    }
  }

  private async turn(key: string): Promise<() => void> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    let done!: () => void;
    const mine = new Promise<void>((resolve) => {
      done = resolve;
    });
    const tail = previous.then(() => mine);
    this.queues.set(key, tail);
    await previous;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      done();
      if (this.queues.get(key) === tail) this.queues.delete(key);
    };
  }

  /**
   * A fresh load of a session already held (a retry after a race with another instance). With
   * `mint: false` it replaces known values only and masks new ones: the last resort of a request
   * that kept losing races, which then stores nothing.
   */
  async reload(held: VaultSession, opts: { mint?: boolean } = {}, now = Date.now()): Promise<VaultSession> {
    const session = await this.load(held.scope, held.ttl, now, opts.mint === false ? 0 : undefined);
    session.release = held.release;
    return session;
  }

  private async load(scope: VaultScope, ttlMs: number, now: number, room?: number): Promise<VaultSession> {
    const entries = await loadSession(this.db, scope, now);
    // A session holds at most SESSION_ENTRY_LIMIT live values, however many one request brings.
    const kept = entries.slice(0, SESSION_ENTRY_LIMIT);
    return new VaultSession(scope, kept, this.box, ttlMs, now, room ?? SESSION_ENTRY_LIMIT - kept.length);
  }

  /**
   * Stores what the session minted. False when a request of the same session on another instance stored a
   * colliding entry first (the same value, or the same pseudonym for another value): the caller
   * decides again on a freshly loaded session so the reply only names stored entries.
   */
  async store(session: VaultSession, now = Date.now()): Promise<boolean> {
    if (session.minted.length === 0) return true;
    const stored = await insertEntries(this.db, session.scope, session.minted, now);
    return stored === session.minted.length;
  }

  /**
   * Stores what `held` minted for `result`. When a request of the session on another instance
   * stored a colliding entry first, loads the session again and makes the result again with
   * `redo`, up to SETTLE_ATTEMPTS times; the last attempt mints nothing (known values keep their
   * labels, new ones are masked), so it has nothing to store and cannot lose. A reply built from
   * the returned result thus never names an entry the vault lacks. authorize and POST /api/redact
   * both settle through here. The session stays held (its `release` is the caller's).
   */
  async settle<T>(
    held: VaultSession,
    result: T,
    redo: (session: VaultSession) => T,
  ): Promise<{ session: VaultSession; result: T }> {
    let session = held;
    for (let attempt = 1; !(await this.store(session)); attempt++) {
      session = await this.reload(session, { mint: attempt < SETTLE_ATTEMPTS - 1 });
      result = redo(session);
    }
    return { session, result };
  }

  purge(now = Date.now()): Promise<number> {
    return purgeExpired(this.db, now);
  }
}
