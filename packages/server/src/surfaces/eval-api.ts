import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auditRoutes } from '../audit/audit.routes.js';
import { callsRoutes } from '../eval/calls/calls.routes.js';
import { datasetsRoutes } from '../eval/datasets/datasets.routes.js';
import { evaluationsRoutes } from '../eval/evaluations/evaluations.routes.js';
import { projectsRoutes } from '../eval/projects/projects.routes.js';
import { reviewersRoutes } from '../eval/reviewers/reviewers.routes.js';
import { insightsRoutes } from '../eval/reviews/insights.routes.js';
import { reviewsRoutes } from '../eval/reviews/reviews.routes.js';
import { rubricsRoutes } from '../eval/rubrics/rubrics.routes.js';
import { samplesRoutes } from '../eval/samples/samples.routes.js';
import { tasksRoutes } from '../eval/tasks/tasks.routes.js';
import { guardRoute } from '../platform/auth/auth.hook.js';
import { authRoutes } from '../platform/console-auth/auth.routes.js';
import type { Deps } from '../platform/deps.js';
import { idempotencyHooks } from '../platform/http/idempotency.js';
import { useJsonBody, V1_MAX_DEPTH } from '../platform/http/json-body.js';
import { countingUnmatched } from '../platform/http/metrics.js';
import { appendRouteHook, routeMethods, syncFirst } from '../platform/http/route-hooks.js';
import { keysRoutes } from '../platform/keys/keys.routes.js';
import { lateLimits } from '../platform/rate-limit/late-limits.js';
import { type Category, categoryOf } from '../platform/rate-limit/plans.js';
import type { Verdict } from '../platform/rate-limit/rate-limiter.js';
import { usageRoutes } from '../platform/usage/usage.routes.js';
import { usersRoutes } from '../platform/users/users.routes.js';
import { v1ErrorHandler, v1NotFound } from './error-shapes.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The admitted request's rate-limit verdict: its slots are given back when the reply is sent. */
    limitVerdict: Verdict | null;
  }
  interface FastifyContextConfig {
    /** Rate-limit category when it is not simply read (GET) or write. */
    category?: Category;
    /** Decides from the parsed body whether this request is a batch (sample batches). */
    isBatch?: (body: unknown) => boolean;
  }
}

/** Everything under `/v1`: the review, audit and usage API. */
export async function evalApi(app: FastifyInstance, opts: { deps: Deps }): Promise<void> {
  const { deps } = opts;
  const limiter = deps.rateLimiter;
  app.setErrorHandler(v1ErrorHandler);
  // Answers decided before a route's own limit check still describe the key's budget (ADR 0033).
  const late = lateLimits(deps);
  app.setNotFoundHandler(countingUnmatched(deps.metrics, late.notFound(v1NotFound)));
  app.addHook('onError', late.onError);
  // Free-form JSON nests at most V1_MAX_DEPTH levels here, refused while parsing (ADR 0033).
  useJsonBody(app, { maxDepth: V1_MAX_DEPTH });

  const refused = (err: unknown): never => {
    deps.metrics.rateLimited.inc({ surface: 'v1' });
    throw err;
  };
  const apply = (request: FastifyRequest, reply: FastifyReply, verdict: Verdict) => {
    verdict.applyHeaders(reply);
    request.limitVerdict = verdict;
  };
  const limit = (request: FastifyRequest, reply: FastifyReply, category: Category, endpoint: string) => {
    const p = request.principal;
    // Public routes (console sign-in) are limited per client address, on the smallest plan's
    // budget: each attempt costs a password hash, and nobody signs in 60 times a minute.
    const who = p ? { keyId: p.keyId, plan: p.org.plan } : { keyId: `ip:${request.ip}`, plan: 'starter' as const };
    let verdict: Verdict | Promise<Verdict>;
    try {
      verdict = limiter.check({ ...who, category, endpoint });
    } catch (err) {
      return refused(err);
    }
    if (verdict instanceof Promise) return verdict.then((v) => apply(request, reply, v), refused);
    apply(request, reply, verdict);
  };

  // Every reply passes through onSend, aborted requests included, so the slot is given back
  // there, as soon as the answer is ready: a client's next request cannot race the release to
  // another instance. A stream keeps its slot until its socket closes.
  const releaseOnSend = (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (e: null, p: unknown) => void,
  ) => {
    const verdict = request.limitVerdict;
    if (verdict) {
      const isStream = typeof (payload as { pipe?: unknown } | null)?.pipe === 'function';
      // A socket already gone will never emit 'close' again: release now.
      if (isStream && !reply.raw.destroyed) reply.raw.once('close', () => verdict.release());
      else verdict.release();
    }
    done(null, payload);
  };

  const idem = idempotencyHooks(deps);
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as FastifyContextConfig;
    const [method] = routeMethods(route);
    const category = config.category ?? categoryOf(method!);
    const endpoint = `${method} ${route.url}`;
    const isBatch = config.isBatch;
    // Auth, then limits, in one hook that stays synchronous for a cached key and in-memory limits.
    appendRouteHook(
      route,
      'onRequest',
      guardRoute(deps, config, (request, reply, principal) => {
        if ((principal || config.public) && limiter.enabled && !isBatch)
          return limit(request, reply, category, endpoint);
      }),
    );
    // A batch is told by its body, so those routes are limited once the body is parsed.
    if (isBatch && limiter.enabled) {
      appendRouteHook(
        route,
        'preValidation',
        syncFirst((request, reply) => {
          if (!request.principal) return;
          const batch = isBatch(request.body);
          return limit(request, reply, batch ? 'batch' : category, batch ? `${endpoint}#batch` : endpoint);
        }),
      );
    }
    if (limiter.enabled) appendRouteHook(route, 'onSend', releaseOnSend);
    // Only POSTs honour Idempotency-Key; other routes skip these hooks entirely.
    if (method === 'POST') {
      appendRouteHook(route, 'preHandler', idem.preHandler);
      appendRouteHook(route, 'onSend', idem.onSend);
    }
  });

  await app.register(keysRoutes, { deps });
  await app.register(usersRoutes, { deps });
  await app.register(authRoutes, { deps });
  await app.register(usageRoutes, { deps });
  await app.register(projectsRoutes, { deps });
  await app.register(datasetsRoutes, { deps });
  await app.register(samplesRoutes, { deps });
  await app.register(callsRoutes, { deps });
  await app.register(evaluationsRoutes, { deps });
  await app.register(rubricsRoutes, { deps });
  await app.register(reviewersRoutes, { deps });
  await app.register(tasksRoutes, { deps });
  await app.register(reviewsRoutes, { deps });
  await app.register(insightsRoutes, { deps });
  await app.register(auditRoutes, { deps });
}
