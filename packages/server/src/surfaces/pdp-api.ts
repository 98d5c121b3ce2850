import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { gatewaySettingsRoutes } from '../gateway/gateway-settings.routes.js';
import { agentsRoutes } from '../pdp/agents/agents.routes.js';
import { authorizeRoutes } from '../pdp/authorize/authorize.routes.js';
import { escalationsRoutes } from '../pdp/escalations/escalations.routes.js';
import { evidenceRoutes } from '../pdp/evidence/evidence.routes.js';
import { permitsRoutes } from '../pdp/permits/permits.routes.js';
import { policiesRoutes } from '../pdp/policies/policies.routes.js';
import { recordsRoutes } from '../pdp/records/records.routes.js';
import { redactRoutes } from '../pdp/redact/redact.routes.js';
import { guardRoute } from '../platform/auth/auth.hook.js';
import type { Principal } from '../platform/context.js';
import type { Deps } from '../platform/deps.js';
import { countingUnmatched } from '../platform/http/metrics.js';
import { appendRouteHook } from '../platform/http/route-hooks.js';
import { pdpErrorHandler, pdpNotFound } from './error-shapes.js';

/** Everything under `/api`: the policy decision API. Not rate limited unless the org sets a limit (§11). */
export async function pdpApi(app: FastifyInstance, opts: { deps: Deps }): Promise<void> {
  const { deps } = opts;
  app.setErrorHandler(pdpErrorHandler);
  app.setNotFoundHandler(countingUnmatched(deps.metrics, pdpNotFound));
  const refused = (err: unknown): never => {
    deps.metrics.rateLimited.inc({ surface: 'pdp' });
    throw err;
  };
  const orgLimit = (principal: Principal | null): void | Promise<void> => {
    const perMinute = principal?.org.settings.pdp_rate_limit_per_minute;
    if (!deps.rateLimiter.enabled || typeof perMinute !== 'number' || perMinute <= 0) return;
    try {
      const r = deps.rateLimiter.checkPdp(principal!.keyId, perMinute);
      if (r instanceof Promise) return r.catch(refused);
    } catch (err) {
      refused(err);
    }
  };
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as FastifyContextConfig;
    // Synchronous for a cached key: `authorize` is the hottest route of the server.
    appendRouteHook(
      route,
      'onRequest',
      guardRoute(deps, config, (_request, _reply, principal) => orgLimit(principal)),
    );
  });

  await app.register(authorizeRoutes, { deps });
  await app.register(agentsRoutes, { deps });
  await app.register(gatewaySettingsRoutes, { deps });
  await app.register(policiesRoutes, { deps });
  await app.register(evidenceRoutes, { deps });
  await app.register(permitsRoutes, { deps });
  await app.register(escalationsRoutes, { deps });
  await app.register(recordsRoutes, { deps });
  await app.register(redactRoutes, { deps });
}
