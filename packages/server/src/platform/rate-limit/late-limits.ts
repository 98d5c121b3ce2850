import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/auth.hook.js';
import type { Deps } from '../deps.js';
import { AppError } from '../errors/app-error.js';
import { type Category, categoryOf } from './plans.js';

const RATE_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-ratelimit-window'] as const;

/** Refusals that describe no budget of their own: no valid key, or the limiter's own answer. */
const NOT_LATE = new Set(['invalid_api_key', 'session_expired', 'rate_limit_exceeded', 'service_unavailable']);

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;
type FrameworkHandler = (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * Every `/v1` answer to a valid key carries the X-RateLimit-* headers (§4), but some are decided
 * before the route's limit check runs: a path the router cannot read (bad percent-encoding, an
 * over-long parameter), a path no route has, and, on sample batches (limited once the body says
 * whether it is a batch), a wrong role or a body that cannot be parsed. Those answers stand as
 * they are; the same budget is checked late, so the request is counted like any other and its
 * headers describe the budget. A spent budget does not replace the answer with a 429: its headers
 * say Remaining 0. Requests without a valid key get no headers: there is no budget to describe.
 */
export function lateLimits(deps: Deps) {
  const limiter = deps.rateLimiter;

  /** Adds the headers of a late check to `reply`. Never throws: the answer is already decided. */
  async function describe(request: FastifyRequest, reply: FastifyReply, category: Category, endpoint: string) {
    if (!limiter.enabled || reply.hasHeader('x-ratelimit-limit')) return;
    try {
      // An unknown path is never a 401, but a key it carries is checked (and a bad one tallied as
      // on any route), so the headers cannot tell a valid key from an invalid one for free.
      const principal =
        request.principal ??
        (request.headers.authorization === undefined ? null : await authenticate(deps, request, {}));
      if (!principal) return;
      const verdict = await limiter.check({ keyId: principal.keyId, plan: principal.org.plan, category, endpoint });
      verdict.applyHeaders(reply);
      verdict.release();
    } catch (err) {
      const headers = err instanceof AppError ? err.headers : undefined;
      for (const h of RATE_HEADERS) if (headers?.[h] !== undefined) reply.header(h, headers[h]);
    }
  }

  return {
    /** The surface's onError hook: refusals raised before the route's limit ran (batch routes). */
    onError: async (request: FastifyRequest, reply: FastifyReply, error: FastifyError) => {
      if (error instanceof AppError && NOT_LATE.has(error.code)) return;
      const { config, url } = request.routeOptions;
      if (config.public) return;
      const category = config.category ?? categoryOf(request.method);
      await describe(request, reply, category, `${request.method} ${url}`);
    },
    /** Wraps the surface's not-found handler: a path no route has. */
    notFound:
      (handler: Handler): Handler =>
      async (request, reply) => {
        const category = categoryOf(request.method);
        await describe(request, reply, category, `${category} (unmatched)`);
        return handler(request, reply);
      },
    /** Wraps Fastify's `frameworkErrors` for `/v1` paths the router could not read. */
    framework:
      (handler: FrameworkHandler, isV1: (url: string) => boolean): FrameworkHandler =>
      (err, request, reply) => {
        if (!isV1(request.url)) return handler(err, request, reply);
        const category = categoryOf(request.method);
        return describe(request, reply, category, `${category} (unmatched)`).then(() => handler(err, request, reply));
      },
  };
}
