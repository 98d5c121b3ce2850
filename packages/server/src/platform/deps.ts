import type { Redis } from 'ioredis';
import { type Compliance, createCompliance } from '../audit/compliance.js';
import { type Config, linkBase } from '../config.js';
import { type Database, openDatabase } from '../db/dialect.js';
import { createEval, type Eval } from '../eval/eval.js';
import { createGateway, type Gateway } from '../gateway/gateway.js';
import { createPdp, type Pdp } from '../pdp/pdp.js';
import { AuditWriter } from './audit/audit-writer.js';
import { AuthFailures } from './auth/auth-failures.js';
import { type ConsoleAuth, createConsoleAuth } from './console-auth/console-auth.js';
import { SecretBox } from './crypto/secret-box.js';
import { loadSigningKey, type SigningKey } from './crypto/signing-keys.js';
import { pruneIdempotencyKeys } from './http/idempotency.js';
import { createMetrics, type Metrics } from './http/metrics.js';
import { Poller } from './jobs/poller.js';
import { KeyService } from './keys/keys.service.js';
import { type AppendedEntry, Ledger } from './ledger/ledger.js';
import { AUDIT_STREAMS_PER_KEY } from './rate-limit/plans.js';
import { createRateLimiter, type RateLimiter, scaleLimit } from './rate-limit/rate-limiter.js';
import { connectRedis } from './rate-limit/redis-store.js';
import { UsageService } from './usage/usage.service.js';
import { UserService } from './users/users.service.js';

/** Everything the routes, the CLI and background jobs share; built once per process (or test). */
export interface Deps {
  config: Config;
  database: Database;
  ledger: Ledger;
  audit: AuditWriter;
  secrets: SecretBox;
  signingKey: SigningKey;
  keys: KeyService;
  /** `auth.failed` aggregation (per key and minute). */
  authFailures: AuthFailures;
  users: UserService;
  /** Console sign-in: sessions behind the lk_session cookie, passwords, TOTP, lockout. */
  consoleAuth: ConsoleAuth;
  usage: UsageService;
  pdp: Pdp;
  /** The OpenAI-compatible model gateway (ADR 0049). */
  gateway: Gateway;
  eval: Eval;
  compliance: Compliance;
  rateLimiter: RateLimiter;
  metrics: Metrics;
  redis: Redis | undefined;
  /** Background work of a serving process: alert deliveries, pruning of expired idempotency keys. */
  startJobs(): void;
  close(): Promise<void>;
}

export function createDeps(config: Config, database?: Database): Deps {
  const owned = !database;
  const db = database ?? openDatabase(config);
  const metrics = createMetrics();
  const ledger = new Ledger(db.db, db.engine, db.direct);
  // One labelled child per log: given labels, prom-client hashes them on every inc() (~1 µs per decision).
  const appends = {
    audit: metrics.ledgerAppends.labels({ log: 'audit' }),
    evidence: metrics.ledgerAppends.labels({ log: 'evidence' }),
  };
  ledger.events.on('appended', (e: AppendedEntry) => appends[e.log].inc());
  const audit = new AuditWriter(ledger);
  const secrets = SecretBox.load(config);
  const keys = new KeyService(db.db, audit);
  const authFailures = new AuthFailures(db.db, audit);
  const consoleAuth = createConsoleAuth({ db: db.db, audit, secrets });
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  const usage = new UsageService({ db: db.db, audit, secrets, config });
  const evalServices = createEval({
    db: db.db,
    audit,
    usage,
    secrets,
    keys,
    allowInsecure: config.allowInsecureDestinations,
  });
  const signingKey = loadSigningKey({ dataDir: config.dataDir, signingKeyPem: config.signingKeyPem });
  const pdp = createPdp({
    db: db.db,
    engine: db.engine,
    ledger,
    audit,
    keys,
    secrets,
    signingKey,
    allowInsecure: config.allowInsecureDestinations,
    publicUrl: linkBase(config),
  });
  const maintenance = new Poller(async () => {
    await pruneIdempotencyKeys(db.db);
    // Expired pseudonyms and tokens (ADR 0040): unusable already, deleted here.
    await pdp.vault.purge();
  }, 10 * 60_000);
  const compliance = createCompliance({
    db: db.db,
    database: db,
    engine: db.engine,
    ledger,
    audit,
    secrets,
    signingKey,
    retiredKeys: config.trustedPublicKeys,
    allowInsecure: config.allowInsecureDestinations,
    databaseUrl: config.databaseUrl,
    redis,
    // Scaled and switched off with the other limits (ADR 0003), held as leases (ADR 0034).
    streamsPerKey: config.rateLimitScale > 0 ? scaleLimit(AUDIT_STREAMS_PER_KEY, config.rateLimitScale) : 0,
  });
  const deps: Deps = {
    config,
    database: db,
    ledger,
    audit,
    secrets,
    signingKey,
    keys,
    authFailures,
    users: new UserService(db.db, audit, keys, () => consoleAuth.sessions),
    consoleAuth,
    usage,
    pdp,
    gateway: createGateway({ db: db.db, audit, secrets, authorize: pdp.authorize, config }),
    eval: evalServices,
    compliance,
    rateLimiter: createRateLimiter({ redis, scale: config.rateLimitScale }),
    metrics,
    redis,
    startJobs() {
      usage.start();
      maintenance.start();
      evalServices.runner.start();
      compliance.start();
      authFailures.start();
      consoleAuth.failures.start();
      pdp.escalations.announcer.start();
      pdp.escalationDeliveries.start();
    },
    async close() {
      await maintenance.stop();
      await evalServices.runner.stop();
      await pdp.escalations.announcer.stop();
      await pdp.escalationDeliveries.stop();
      await compliance.stop();
      await authFailures.stop();
      await consoleAuth.failures.stop();
      await usage.stop();
      await ledger.flush();
      if (redis) await redis.quit().catch(() => redis.disconnect());
      if (owned) await db.close();
    },
  };
  return deps;
}
