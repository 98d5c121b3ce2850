import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Plan } from '@latchkey/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import type { Engine } from '../src/db/dialect.js';
import { prepare } from '../src/main.js';
import { type Org, type ServiceContext, SYSTEM_ACTOR } from '../src/platform/context.js';
import { createDeps, type Deps } from '../src/platform/deps.js';
import { newId } from '../src/platform/ids.js';
import { generateKey } from '../src/platform/keys/key-material.js';
import { insertOrg } from '../src/platform/orgs/orgs.repository.js';

/** Engines every integration test runs on: SQLite always, PostgreSQL when its URL is given. */
export const ENGINES: Engine[] = process.env.LATCHKEY_TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
export const REDIS_URL = process.env.LATCHKEY_TEST_REDIS_URL;

/**
 * A fresh PostgreSQL schema per test app, so parallel test files never see each other's rows.
 * scripts/test.mjs drops them all once every file has run, not each test: Kysely's migrator lists
 * every schema of the database with has_schema_privilege(), which fails with "schema … does not
 * exist" when another test file drops its schema at that moment.
 */
export async function freshPgUrl(): Promise<{ url: string }> {
  const base = process.env.LATCHKEY_TEST_DATABASE_URL!;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString() };
}

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  config: Config;
  org: Org;
  adminKey: string;
  ctx: ServiceContext;
  /** `app.inject` with the admin key unless `key` says otherwise (null: no Authorization header). */
  call(opts: InjectOptions & { key?: string | null }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  engine?: Engine;
  plan?: Plan;
  env?: Record<string, string>;
  /** Reuse a database (a second instance over the same data). */
  databaseUrl?: string;
  dataDir?: string;
}

export async function makeApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const engine = opts.engine ?? 'sqlite';
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'latchkey-test-'));
  const pgDb = engine === 'postgres' && !opts.databaseUrl ? await freshPgUrl() : null;
  const adminKey = generateKey();
  const config = loadConfig({
    LATCHKEY_DATA_DIR: dataDir,
    LATCHKEY_BOOTSTRAP_KEY: adminKey,
    LATCHKEY_LOG_LEVEL: 'silent',
    ...(pgDb ? { LATCHKEY_DATABASE_URL: pgDb.url } : {}),
    ...(opts.databaseUrl ? { LATCHKEY_DATABASE_URL: opts.databaseUrl } : {}),
    ...opts.env,
  });
  const deps = createDeps(config);
  const boot = await prepare(deps);
  const { findOrgBySlug, updateOrgPlan } = await import('../src/platform/orgs/orgs.repository.js');
  if (opts.plan)
    await updateOrgPlan(deps.database.db, (await findOrgBySlug(deps.database.db, 'default'))!.id, opts.plan);
  const org = (await findOrgBySlug(deps.database.db, 'default'))!;
  const app = await buildApp({ deps, logger: false });
  await app.ready();
  // A second instance over existing data bootstraps nothing: its admin key is the one passed in.
  const effectiveKey = boot ? adminKey : (opts.env?.LATCHKEY_BOOTSTRAP_KEY ?? adminKey);
  return {
    app,
    deps,
    config,
    org,
    adminKey: effectiveKey,
    ctx: { org, actor: SYSTEM_ACTOR },
    call({ key, headers, ...rest }) {
      const auth = key === null ? {} : { authorization: `Bearer ${key ?? effectiveKey}` };
      return app.inject({ ...rest, headers: { ...auth, ...headers } });
    },
    async close() {
      await app.close();
      await deps.close();
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Another instance on `a`'s PostgreSQL database: instances on one database share their key files (ADR 0036). */
export function secondInstance(a: TestApp): Promise<TestApp> {
  return makeApp({
    engine: 'postgres',
    databaseUrl: a.config.databaseUrl!,
    dataDir: a.config.dataDir,
    env: { LATCHKEY_BOOTSTRAP_KEY: a.adminKey },
  });
}

/** A chain of n audit events (projects created through the API), checkpointed at the head. */
export async function seedAuditChain(t: TestApp, n: number): Promise<void> {
  for (let i = 0; i < n; i++) await t.call({ method: 'POST', url: '/v1/projects', payload: { name: `p${i}` } });
  await t.deps.compliance.checkpoints.checkpointAll();
}

/** A second org with its own admin key, for cross-org isolation tests. */
export async function otherOrg(t: TestApp, plan: Plan = 'enterprise'): Promise<{ org: Org; key: string }> {
  const org: Org = {
    id: newId('org'),
    name: 'Other',
    slug: `other-${randomBytes(3).toString('hex')}`,
    plan,
    settings: {},
  };
  await insertOrg(t.deps.database.db, org);
  const { secret } = await t.deps.keys.create({ org, actor: SYSTEM_ACTOR }, { name: 'other admin', role: 'admin' });
  return { org, key: secret };
}

/** Creates a key of the given role in the default org and returns its secret. */
export async function keyWithRole(
  t: TestApp,
  role: 'admin' | 'member' | 'auditor' | 'reviewer' | 'agent',
): Promise<string> {
  const { secret } = await t.deps.keys.create(t.ctx, { name: `${role} key`, role });
  return secret;
}

/** Event types of the default org's audit log, oldest first. */
export async function auditTypes(t: TestApp): Promise<string[]> {
  const rows = await t.deps.database.db
    .selectFrom('ledger_entries')
    .select('body')
    .where('org_id', '=', t.org.id)
    .where('log', '=', 'audit')
    .orderBy('seq')
    .execute();
  return rows.map((r) => JSON.parse(r.body).event_type as string);
}

/**
 * Budget-exhaustion scenarios must not straddle a minute boundary (the window would reset
 * mid-scenario). With fewer than `marginMs` left in this minute, wait for the next one.
 * This only picks a starting point; nothing here asserts how long anything took.
 */
export async function freshMinute(marginMs = 5_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < marginMs) await sleep(left + 100);
}
