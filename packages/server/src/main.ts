import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { migrateToLatest } from './db/migrate.js';
import { loadLexicons } from './pdp/latches/phi-lexicon.js';
import { bootstrap } from './platform/bootstrap.js';
import { claimKeys, instanceKeys } from './platform/crypto/key-check.js';
import { registerSigningKey } from './platform/crypto/key-check.repository.js';
import { createDeps, type Deps } from './platform/deps.js';

/** This instance's keys, as the key check (ADR 0036) compares them with the database. */
export const keysOf = (deps: Deps) =>
  instanceKeys(deps.config, { secrets: deps.secrets, signingKey: deps.signingKey, trusted: deps.compliance.trusted });

/**
 * What a serving instance does to a database before anything else: migrations, then the check that
 * this instance's keys open its secrets and verify its checkpoints (throws otherwise), then the
 * public signing key's registration.
 */
export async function prepareDatabase(deps: Deps): Promise<void> {
  await migrateToLatest(deps.database.db, deps.database.engine);
  await claimKeys(deps.database.db, keysOf(deps));
  await registerSigningKey(deps.database.db, deps.signingKey);
}

/** The database prepared, then the first-start bootstrap (tests, and a server without a port). */
export async function prepare(deps: Deps) {
  await prepareDatabase(deps);
  return bootstrap(deps);
}

/**
 * `latchkey serve`: prepare, listen, bootstrap, start the jobs, and shut down gracefully on
 * SIGTERM / SIGINT. A start that fails on the way (keys, a busy port) closes what it opened and
 * throws, so the process exits.
 */
export async function serve(config: Config): Promise<FastifyInstance> {
  const deps = createDeps(config);
  let closing: Promise<void> | undefined;
  const closeDeps = () => (closing ??= deps.close());
  let app: FastifyInstance | undefined;
  let boot: Awaited<ReturnType<typeof bootstrap>>;
  try {
    await prepareDatabase(deps);
    loadLexicons();
    app = await buildApp({ deps });
    app.addHook('onClose', closeDeps);
    await app.listen({ host: config.host, port: config.port });
    deps.startJobs();
    // Last, once the port is ours: a first start that cannot serve must not leave behind an admin
    // key nobody was shown. Until then requests find no key and get 401.
    boot = await bootstrap(deps);
  } catch (err) {
    await app?.close().catch(() => {});
    await closeDeps().catch(() => {});
    throw err;
  }
  const server = app;
  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    server.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Fastify stops accepting, waits for in-flight requests, then runs onClose (ledger flush, db close).
    server.close().then(
      () => process.exit(0),
      (err) => {
        server.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  // Before "ready" is printed: whoever reads it and signals at once must reach the handler, not
  // the default action that kills the process without closing it.
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  const bound = server.server.address();
  const url = `http://${config.host}:${typeof bound === 'object' && bound ? bound.port : config.port}`;
  if (boot?.adminKey) {
    // Straight to stdout, never through the logger: the key is shown this once.
    process.stdout.write(
      `\nLatchkey is ready on ${url}. Admin API key for org "${boot.org.slug}" (shown once, keep it safe):\n\n  ${boot.adminKey}\n\n`,
    );
  } else if (boot) {
    process.stdout.write(
      `\nLatchkey is ready on ${url}. Org "${boot.org.slug}" uses the admin key from LATCHKEY_BOOTSTRAP_KEY.\n\n`,
    );
  } else {
    // A restart: the keys exist already. Say so whatever the log level.
    process.stdout.write(`\nLatchkey is ready on ${url}.\n\n`);
  }
  return server;
}
