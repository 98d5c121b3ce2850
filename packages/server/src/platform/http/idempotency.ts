import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { jcs, sha256Hex } from '../crypto/hash.js';
import type { Deps } from '../deps.js';
import { AppError } from '../errors/app-error.js';

const TTL_MS = 24 * 3_600_000;
const CLAIM_MS = 60_000;

/** Deletes stored responses past their 24 h (they may hold sealed once-shown secrets). */
export async function pruneIdempotencyKeys(db: Kysely<DB>, now = Date.now()): Promise<number> {
  const r = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', now - TTL_MS)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey: string | null;
  }
}

/**
 * `Idempotency-Key` on `/v1` POSTs (§4). The key is claimed before the handler runs, so two
 * concurrent retries cannot both execute; the response is stored after. Same key and body within
 * 24 h: the stored response, with `Idempotent-Replayed: true`. Same key, other body: 409.
 * Stored responses are sealed (AES-256-GCM): they can hold secrets shown once, such as a new API key.
 */
export function idempotencyHooks(deps: Deps) {
  const { db } = deps.database;

  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || key === undefined || !request.principal) return;
    if (typeof key !== 'string' || key.length < 1 || key.length > 255) {
      throw new AppError('invalid_value', 'Idempotency-Key must be 1 to 255 characters', { param: 'Idempotency-Key' });
    }
    const orgId = request.principal.org.id;
    const requestHash = sha256Hex(`${request.method} ${request.url}\n${jcs(request.body ?? null)}`);
    const now = Date.now();
    const existing = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('idem_key', '=', key)
      .executeTakeFirst();
    const pending = existing?.status_code === null;
    // A claim never answered within CLAIM_MS belongs to a request that died: the key is free again.
    const live = existing && existing.created_at > now - (pending ? CLAIM_MS : TTL_MS);
    if (existing && live) {
      if (existing.request_hash !== requestHash) {
        throw new AppError('idempotency_key_reused', 'This Idempotency-Key was used with a different request', {
          param: 'Idempotency-Key',
        });
      }
      if (existing.status_code === null || existing.response_body === null) {
        throw new AppError('conflict', 'A request with this Idempotency-Key is still in progress');
      }
      reply.header('idempotent-replayed', 'true').header('content-type', 'application/json; charset=utf-8');
      return reply.code(existing.status_code).send(deps.secrets.open(existing.response_body));
    }
    if (existing) {
      // Only the row we judged stale: a fresh claim made meanwhile by a concurrent retry stays.
      await db
        .deleteFrom('idempotency_keys')
        .where('org_id', '=', orgId)
        .where('idem_key', '=', key)
        .where('created_at', '=', existing.created_at)
        .execute();
    }
    const claimed = await db
      .insertInto('idempotency_keys')
      .values({
        org_id: orgId,
        idem_key: key,
        request_hash: requestHash,
        status_code: null,
        response_body: null,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['org_id', 'idem_key']).doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) {
      throw new AppError('conflict', 'A request with this Idempotency-Key is still in progress');
    }
    request.idempotencyKey = key;
  };

  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const key = request.idempotencyKey;
    if (!key || !request.principal) return payload;
    const orgId = request.principal.org.id;
    try {
      if (reply.statusCode >= 500 || typeof payload !== 'string') {
        // A server failure is not an answer: free the key so the client's retry runs for real.
        await db.deleteFrom('idempotency_keys').where('org_id', '=', orgId).where('idem_key', '=', key).execute();
      } else {
        await db
          .updateTable('idempotency_keys')
          .set({ status_code: reply.statusCode, response_body: deps.secrets.seal(payload) })
          .where('org_id', '=', orgId)
          .where('idem_key', '=', key)
          .execute();
      }
    } catch (err) {
      // The answer stands (the database went away meanwhile, ADR 0032): an error thrown from
      // onSend would replace it with a 500 that Fastify cannot even render in the surface's shape.
      // The claim stays pending and lapses after CLAIM_MS; retries get 409 until then.
      request.log.warn({ err }, 'idempotency key not recorded');
    }
    return payload;
  };

  return { preHandler, onSend };
}
