import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authHook } from '../platform/auth/auth.hook.js';
import type { Deps } from '../platform/deps.js';
import { idempotencyHooks } from '../platform/http/idempotency.js';
import { keysRoutes } from '../platform/keys/keys.routes.js';
import { categoryOf, type Category } from '../platform/rate-limit/plans.js';
import { usageRoutes } from '../platform/usage/usage.routes.js';
import { usersRoutes } from '../platform/users/users.routes.js';
import { v1ErrorHandler, v1NotFound } from './error-shapes.js';

declare module 'fastify' {
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
  app.setErrorHandler(v1ErrorHandler);
  app.setNotFoundHandler(v1NotFound);
  app.addHook('onRequest', authHook(deps));

  if (deps.rateLimiter.enabled) {
    // After parsing (a sample batch is told by its body), before validation and the handler.
    app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
      const p = request.principal;
      if (!p) return;
      const config = request.routeOptions.config;
      const batch = config.isBatch?.(request.body) ?? false;
      const category = batch ? 'batch' : (config.category ?? categoryOf(request.method));
      const endpoint = `${request.method} ${request.routeOptions.url}${batch ? '#batch' : ''}`;
      try {
        const verdict = await deps.rateLimiter.check({ keyId: p.keyId, plan: p.org.plan, category, endpoint });
        reply.headers(verdict.headers);
        reply.raw.once('close', verdict.release);
      } catch (err) {
        deps.metrics.rateLimited.inc({ surface: 'v1' });
        throw err;
      }
    });
  }

  const idem = idempotencyHooks(deps);
  app.addHook('preHandler', idem.preHandler);
  app.addHook('onSend', idem.onSend);

  await app.register(keysRoutes, { deps });
  await app.register(usersRoutes, { deps });
  await app.register(usageRoutes, { deps });
}
