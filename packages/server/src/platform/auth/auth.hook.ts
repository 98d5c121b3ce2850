import type { KeyRole } from '@latchkey/contract';
import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor, Principal, ServiceContext } from '../context.js';
import type { Deps } from '../deps.js';
import { AppError } from '../errors/app-error.js';
import { syncFirst } from '../http/route-hooks.js';
import { hashKey, isKeyShaped } from '../keys/key-material.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Roles allowed on the route; routes that declare none are for admin and member. */
    roles?: readonly KeyRole[];
    /** No key needed (health, docs). */
    public?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export const DEFAULT_ROLES: readonly KeyRole[] = ['admin', 'member'];
export const ALL_HUMAN_ROLES: readonly KeyRole[] = ['admin', 'member', 'reviewer', 'auditor'];

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * Resolves the bearer key to a principal, before any body is read. Returns null for public
 * routes; synchronous when the key is cached. Roles are checked separately (`checkRole`), after
 * the surface's limits, so a refused request still counts and carries the limit headers.
 */
export function authenticate(
  deps: Deps,
  request: FastifyRequest,
  config: FastifyContextConfig,
): Principal | null | Promise<Principal | null> {
  if (config.public) return null;
  // No Authorization header at all: a console session's cookie, if any. A request with a bearer
  // header never reaches the cookie (and pays nothing for it); with both, the key decides.
  if (request.headers.authorization === undefined && (config.session || request.headers.cookie !== undefined)) {
    return authenticateSession(deps, request, config);
  }
  let hash: string | null;
  try {
    hash = keyHashOf(request);
  } catch (err) {
    deps.metrics.authFailed.inc();
    throw err;
  }
  const found = hash === null ? null : deps.keys.authenticateHash(hash);
  // No closure on the common (cached, synchronous) path: this runs on every request.
  return found instanceof Promise
    ? found.then((p) => admit(deps, request, hash, p))
    : admit(deps, request, hash, found);
}

function admit(deps: Deps, request: FastifyRequest, hash: string | null, principal: Principal | null): Principal {
  if (!principal) {
    deps.metrics.authFailed.inc();
    // Only a key some org holds gets a tally: random keys must not crowd out the ones that matter.
    if (hash !== null && deps.keys.isKnownHash(hash)) deps.authFailures.note(hash, request);
    else if (hash !== null) deps.authFailures.noteUnattributed();
    throw new AppError('invalid_api_key', 'Invalid or revoked API key');
  }
  request.principal = principal;
  return principal;
}

function authenticateSession(deps: Deps, request: FastifyRequest, config: FastifyContextConfig) {
  // A cookie header without our cookie (another app on the host) is the old "no key" answer.
  if (!config.session && deps.consoleAuth.sessions.tokenOf(request) === null) {
    deps.metrics.authFailed.inc();
    throw new AppError('invalid_api_key', 'Missing API key: send Authorization: Bearer <key>');
  }
  return deps.consoleAuth.sessions.authenticate(request, config).catch((err: unknown) => {
    deps.metrics.authFailed.inc();
    throw err;
  });
}

const LAST_KEY = Symbol('latchkey.lastKey');
type KeyedSocket = { [LAST_KEY]?: { header: string; hash: string } };

/**
 * The SHA-256 of the request's bearer key, or null when the header holds no well-formed key.
 * A client sends the same header on every request of a keep-alive connection, so the last
 * header and its hash are kept on the socket: parsing and hashing were the largest cost of
 * authenticating a cached key. Only the exact same header string reuses the hash, and only on the
 * connection that sent it; the key's validity is still checked (cache, revocation) every time.
 */
function keyHashOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const socket = request.raw.socket as unknown as KeyedSocket | null;
  const last = socket?.[LAST_KEY];
  if (last && last.header === header) return last.hash;
  const match = BEARER.exec(header ?? '');
  if (!match) throw new AppError('invalid_api_key', 'Missing API key: send Authorization: Bearer <key>');
  const secret = match[1]!;
  if (!isKeyShaped(secret)) return null;
  const hash = hashKey(secret);
  if (socket) socket[LAST_KEY] = { header: header!, hash };
  return hash;
}

/** `config` is the route's: routes that declare no roles are for admin and member. */
export function checkRole(principal: Principal | null, config: FastifyContextConfig): void {
  if (!principal) return;
  const roles = config.roles ?? DEFAULT_ROLES;
  if (!roles.includes(principal.role)) {
    const who = principal.sessionId ? 'Your role' : "This API key's role";
    throw new AppError('forbidden', `${who} (${principal.role}) may not call this endpoint`);
  }
}

/**
 * The surfaces' per-route onRequest hook: request id and key, then `next` (the surface's limits),
 * then the route's roles. Synchronous for a cached key, so the common path creates no promise.
 */
export function guardRoute(
  deps: Deps,
  config: FastifyContextConfig,
  next: (request: FastifyRequest, reply: FastifyReply, principal: Principal | null) => void | Promise<void>,
) {
  const then = (request: FastifyRequest, reply: FastifyReply, principal: Principal | null) => {
    const limited = next(request, reply, principal);
    if (limited instanceof Promise) return limited.then(() => checkRole(principal, config));
    checkRole(principal, config);
  };
  return syncFirst((request, reply) => {
    reply.header('x-request-id', request.id);
    const principal = authenticate(deps, request, config);
    return principal instanceof Promise
      ? principal.then((p) => then(request, reply, p))
      : then(request, reply, principal);
  });
}

export function actorOf(request: FastifyRequest): Actor {
  const p = request.principal!;
  const base = { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null };
  if (p.userId) return { type: 'user', id: p.userId, email: p.email, ...base };
  if (p.agentId) return { type: 'agent', id: p.agentId, ...base };
  return { type: 'api_key', id: p.keyId, ...base };
}

/** The service context of an authenticated request. */
export function contextOf(request: FastifyRequest): ServiceContext {
  const principal = request.principal;
  if (!principal) throw new AppError('invalid_api_key', 'Missing API key: send Authorization: Bearer <key>');
  return { org: principal.org, actor: actorOf(request), requestId: request.id, principal };
}
