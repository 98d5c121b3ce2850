import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { gatewayRoutes } from '../gateway/gateway.routes.js';
import { guardRoute } from '../platform/auth/auth.hook.js';
import type { Deps } from '../platform/deps.js';
import { countingUnmatched } from '../platform/http/metrics.js';
import { appendRouteHook } from '../platform/http/route-hooks.js';
import { openAiErrorHandler, openAiNotFound } from './error-shapes.js';

/**
 * Everything under `/gateway`: the OpenAI-compatible model gateway (ADR 0049). Agent keys only;
 * every error, its own key refusals included, in OpenAI's shape so stock clients raise as usual.
 */
export async function gatewayApi(app: FastifyInstance, opts: { deps: Deps }): Promise<void> {
  const { deps } = opts;
  app.setErrorHandler(openAiErrorHandler);
  app.setNotFoundHandler(countingUnmatched(deps.metrics, openAiNotFound));
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as FastifyContextConfig;
    appendRouteHook(
      route,
      'onRequest',
      guardRoute(deps, config, () => undefined),
    );
  });
  await app.register(gatewayRoutes, { deps });
}
