import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { migrateToLatest } from './db/migrate.js';
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

/** `latchkey serve`: prepare, listen, and shut down gracefully on SIGTERM / SIGINT. */
export async function serve(config: Config): Promise<FastifyInstance> {
  const deps = createDeps(config);
  const boot = await prepare(deps);
  const app = await buildApp({ deps });
  app.addHook('onClose', async () => deps.close());
  deps.startJobs();
  await app.listen({ host: config.host, port: config.port });
  const url = `http://${config.host}:${config.port}`;
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
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Fastify stops accepting, waits for in-flight requests, then runs onClose (ledger flush, db close).
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  return app;
}
