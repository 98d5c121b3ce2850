import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Deps } from '../platform/deps.js';
import { type ConsoleAssets, DEFAULT_CONSOLE_DIR, loadConsoleAssets } from './console.assets.js';

/**
 * The web console's page: no inline script or style exists in the build, so none is allowed;
 * nothing may frame it (clickjacking an Approve button), and forms post only here.
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

const NOT_BUILT =
  'The Latchkey console has not been built. Run `npm run build` in the repository (it builds packages/console), then restart the server.\n';

// Outside both API surfaces: no key is asked for (the page signs in with the API's own endpoints).
const route = { config: { public: true }, schema: { hide: true } } as const;

/** Serves the SPA at `/console`: hashed assets cached for a year, `index.html` for every other path. */
export const consoleRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const dir = deps.config.consoleDir ?? DEFAULT_CONSOLE_DIR;
  let assets: ConsoleAssets | undefined;
  // Looked for again while missing, so a build made after start is served without a restart.
  const current = () => {
    assets ??= loadConsoleAssets(dir);
    return assets;
  };

  const secure = (reply: FastifyReply) =>
    reply
      .header('content-security-policy', CONSOLE_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'no-referrer')
      .header('cross-origin-opener-policy', 'same-origin');

  const page = async (_request: unknown, reply: FastifyReply) => {
    const a = current();
    secure(reply);
    if (!a) return reply.code(503).header('content-type', 'text/plain; charset=utf-8').send(NOT_BUILT);
    // Always revalidated: a new deploy's index names new asset hashes.
    return reply.header('cache-control', 'no-cache').header('content-type', 'text/html; charset=utf-8').send(a.index);
  };

  app.get('/console', route, page);
  app.get<{ Params: { '*': string } }>('/console/*', route, async (request, reply) => {
    const path = request.params['*'];
    if (!path.startsWith('assets/')) return page(request, reply);
    const a = current();
    secure(reply);
    if (!a) return reply.code(503).header('content-type', 'text/plain; charset=utf-8').send(NOT_BUILT);
    const file = a.files.get(path);
    if (!file)
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .header('content-type', 'text/plain; charset=utf-8')
        .send('Not found\n');
    // Names carry a content hash: a changed file is a new URL, so the old one never changes.
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-type', file.type)
      .send(file.body);
  });
};
