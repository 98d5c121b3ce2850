import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { migrateToLatest } from './db/migrate.js';
import { bootstrap } from './platform/bootstrap.js';
import { createDeps, type Deps } from './platform/deps.js';

/** Migrations, the public signing key's registration and the first-start bootstrap. */
export async function prepare(deps: Deps) {
  await migrateToLatest(deps.database.db, deps.database.engine);
  const { kid, publicKeyPem } = deps.signingKey;
  await deps.database.db
    .insertInto('signing_keys')
    .values({ kid, alg: 'Ed25519', public_key_pem: publicKeyPem, created_at: Date.now(), retired_at: null })
    .onConflict((oc) => oc.column('kid').doNothing())
    .execute();
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
