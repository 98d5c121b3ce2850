#!/usr/bin/env node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Plan } from '@latchkey/contract';
import { buildApp } from './app.js';
import { verifyAuditRange } from './audit/integrity/verify.service.js';
import { timeRange } from './audit/logs/logs.service.js';
import { assertDatabaseExists, assertDatabaseSetUp, assertSigningKeyGiven } from './cli-database.js';
import { verifyRecordFile } from './cli-records.js';
import { type Env, loadConfig } from './config.js';
import { migrateToLatest } from './db/migrate.js';
import { inTransaction } from './db/tx.js';
import { MCP_USAGE } from './gateways/mcp/options.js';
import { runMcpGateway } from './gateways/mcp/run.js';
import { keysOf, serve } from './main.js';
import { bootstrap } from './platform/bootstrap.js';
import { SYSTEM_ACTOR } from './platform/context.js';
import { checkVerifyingKeys } from './platform/crypto/key-check.js';
import { createDeps } from './platform/deps.js';
import { openapiDocuments } from './platform/http/openapi.js';
import { findOrgBySlug, updateOrgPlan, updateOrgSettings } from './platform/orgs/orgs.repository.js';

const USAGE = `latchkey <command> [flags]

  serve                         start both surfaces (default 127.0.0.1:8080)
  migrate                       apply database migrations
  keys create --name N [--role admin|member|auditor]
  keys list
  keys revoke <key_id>
  org set-plan <starter|pro|enterprise>
  org set-pdp-limit <requests-per-minute|off>
  audit verify [--start ISO] [--end ISO] [--project ID] [--exhaustive]
                                re-verify the org's audit chain (against its signed checkpoints)
                                over a time range (default: all of it), and the evidence chain;
                                --exhaustive also checks every entry's filter columns against its
                                body instead of trusting the database's stored check (ADR 0030);
                                needs the server's LATCHKEY_SIGNING_KEY (or its data dir) and
                                LATCHKEY_TRUSTED_PUBLIC_KEYS
  records verify <file> (--public-key PEM_FILE ... | --url http://host:port)
                                verify a signed verification record offline, with public keys
                                from PEM files or the server's GET /api/verification-record/keys;
                                opens no database
  openapi [--out DIR]           write openapi/pdp.json and openapi/eval.json
  mcp-gateway --url URL --key AGENT_KEY [...] -- COMMAND [ARGS...]
                                enforce an agent's policies between an MCP client and an MCP
                                server (see latchkey mcp-gateway --help); opens no database

Flags for every command (or the matching LATCHKEY_* variable):
  --host --port --data-dir --database-url --redis-url --org (slug, default "default")
Only serve and migrate create a database; the other commands need an existing one.`;

const FLAG_ENV: Record<string, string> = {
  host: 'LATCHKEY_HOST',
  port: 'LATCHKEY_PORT',
  'data-dir': 'LATCHKEY_DATA_DIR',
  'database-url': 'LATCHKEY_DATABASE_URL',
  'redis-url': 'LATCHKEY_REDIS_URL',
  'log-level': 'LATCHKEY_LOG_LEVEL',
  surfaces: 'LATCHKEY_SURFACES',
};

async function main(argv: string[]): Promise<number> {
  // Its own flags, and everything after `--` belongs to the upstream server's command line.
  if (argv[0] === 'mcp-gateway') {
    if (argv[1] === '--help' || argv[1] === '-h') {
      process.stdout.write(`${MCP_USAGE}\n`);
      return 0;
    }
    const code = await runMcpGateway(argv.slice(1));
    // Idle keep-alive sockets to Latchkey would hold the process open a few seconds more.
    process.stdout.write('', () => process.exit(code));
    return -1;
  }
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      ...Object.fromEntries(Object.keys(FLAG_ENV).map((k) => [k, { type: 'string' as const }])),
      org: { type: 'string', default: 'default' },
      name: { type: 'string' },
      role: { type: 'string', default: 'member' },
      out: { type: 'string', default: 'openapi' },
      'public-key': { type: 'string', multiple: true },
      url: { type: 'string' },
      start: { type: 'string' },
      end: { type: 'string' },
      project: { type: 'string' },
      exhaustive: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, sub, arg] = positionals;
  if (values.help || !command) {
    process.stdout.write(`${USAGE}\n`);
    return command || values.help ? 0 : 2;
  }
  const env: Env = { ...process.env };
  for (const [flag, name] of Object.entries(FLAG_ENV)) {
    const v = (values as Record<string, unknown>)[flag];
    if (typeof v === 'string') env[name] = v;
  }
  const config = loadConfig(env);

  if (command === 'serve') {
    await serve(config);
    return -1; // keep running
  }
  if (command === 'openapi') {
    // Generated from the code alone: a throwaway SQLite dir, whatever the configured database.
    const scratch = mkdtempSync(join(tmpdir(), 'latchkey-openapi-'));
    const deps = createDeps({
      ...config,
      surfaces: ['pdp', 'eval'],
      dataDir: scratch,
      databaseUrl: undefined,
      redisUrl: undefined,
    });
    const app = await buildApp({ deps, logger: false });
    await app.ready();
    const docs = openapiDocuments(app);
    mkdirSync(values.out!, { recursive: true });
    writeFileSync(join(values.out!, 'pdp.json'), `${JSON.stringify(docs.pdp, null, 2)}\n`);
    writeFileSync(join(values.out!, 'eval.json'), `${JSON.stringify(docs.eval, null, 2)}\n`);
    await app.close();
    await deps.close();
    rmSync(scratch, { recursive: true, force: true });
    process.stdout.write(`wrote ${values.out}/pdp.json and ${values.out}/eval.json\n`);
    return 0;
  }

  if (command === 'records' && sub === 'verify') {
    const r = await verifyRecordFile(arg, { publicKeys: values['public-key'] ?? [], url: values.url });
    process.stdout.write(`${r.line}\n`);
    return r.ok ? 0 : 1;
  }

  if (command !== 'migrate' && !['keys', 'org', 'audit'].includes(command)) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  // Only serve and migrate may create a database; the rest read one that must exist.
  if (command !== 'migrate') assertDatabaseExists(config);
  if (command === 'audit' && sub === 'verify') assertSigningKeyGiven(config);
  const deps = createDeps(config);
  try {
    if (command === 'migrate') {
      const applied = await migrateToLatest(deps.database.db, deps.database.engine);
      process.stdout.write(applied.length ? `applied: ${applied.join(', ')}\n` : 'database is up to date\n');
      return 0;
    }
    await assertDatabaseSetUp(deps.database);
    await migrateToLatest(deps.database.db, deps.database.engine);
    // No key check or registration: these commands sign nothing and open no secret.
    const boot = await bootstrap(deps);
    if (boot?.adminKey)
      process.stdout.write(`created org "${boot.org.slug}"; admin key (shown once): ${boot.adminKey}\n`);
    const org = await findOrgBySlug(deps.database.db, values.org!);
    if (!org) throw new Error(`no org with slug "${values.org}"`);
    const ctx = { org, actor: SYSTEM_ACTOR };

    if (command === 'keys' && sub === 'create') {
      if (!values.name) throw new Error('keys create needs --name');
      const role = values.role as 'admin' | 'member' | 'auditor';
      if (!['admin', 'member', 'auditor'].includes(role)) throw new Error('--role must be admin, member or auditor');
      const { key, secret } = await deps.keys.create(ctx, { name: values.name, role });
      process.stdout.write(`${key.id} ${key.role} ${key.name}\n${secret}\n(the key is shown once)\n`);
      return 0;
    }
    if (command === 'keys' && sub === 'list') {
      let after: string | undefined;
      do {
        const page = await deps.keys.list(ctx, { limit: 100, after });
        for (const k of page.data)
          process.stdout.write(`${k.id}\t${k.role}\t${k.masked}\t${k.name}\t${k.created_at}\n`);
        after = page.has_more ? page.data.at(-1)?.id : undefined;
      } while (after);
      return 0;
    }
    if (command === 'keys' && sub === 'revoke' && arg) {
      const key = await deps.keys.revoke(ctx, arg);
      process.stdout.write(`revoked ${key.id} at ${key.revoked_at}\n`);
      return 0;
    }
    if (command === 'org' && sub === 'set-plan' && arg) {
      if (!['starter', 'pro', 'enterprise'].includes(arg)) throw new Error('plan must be starter, pro or enterprise');
      await inTransaction(deps.database.db, async (tx) => {
        await updateOrgPlan(tx.db, org.id, arg as Plan);
        await deps.audit.record(tx, ctx, {
          event_type: 'org.plan_changed',
          resource: { type: 'org', id: org.id },
          context: { from: org.plan, to: arg, via: 'cli' },
        });
      });
      process.stdout.write(`org "${org.slug}" is now on plan ${arg}\n`);
      return 0;
    }
    if (command === 'org' && sub === 'set-pdp-limit' && arg) {
      const settings = { ...org.settings };
      if (arg === 'off') delete settings.pdp_rate_limit_per_minute;
      else if (/^[1-9]\d*$/.test(arg)) settings.pdp_rate_limit_per_minute = Number(arg);
      else throw new Error('give a positive whole number of requests per minute, or off');
      await inTransaction(deps.database.db, async (tx) => {
        await updateOrgSettings(tx.db, org.id, settings);
        await deps.audit.record(tx, ctx, {
          event_type: 'org.settings_changed',
          resource: { type: 'org', id: org.id },
          context: { pdp_rate_limit_per_minute: settings.pdp_rate_limit_per_minute ?? null, via: 'cli' },
        });
      });
      process.stdout.write(`org "${org.slug}" PDP limit: ${arg === 'off' ? 'none' : `${arg}/min per key`}\n`);
      return 0;
    }
    if (command === 'audit' && sub === 'verify') {
      const range = timeRange(values.start, values.end, ['--start', '--end']);
      // Checkpoints are believed under this process's keys only: the server's, or every one fails.
      await checkVerifyingKeys(deps.database.db, keysOf(deps));
      const started = performance.now();
      const audit = await verifyAuditRange(
        deps.database,
        org.id,
        { ...range, ...(values.project ? { project: values.project } : {}) },
        deps.compliance.trusted,
        { exhaustive: values.exhaustive },
      );
      const ms = Math.round(performance.now() - started);
      const evidence = await deps.ledger.verify(org.id, 'evidence');
      const out = (line: string) => process.stdout.write(`${line}\n`);
      out(
        `audit: ${audit.valid ? 'valid' : 'INVALID'} (${audit.entry_count} entries in range, ${audit.checkpoints_verified} signed checkpoints checked, ${ms} ms)`,
      );
      out(`  chain_hash ${audit.chain_hash}`);
      out(`  first ${audit.first_entry_hash ?? '-'}  last ${audit.last_entry_hash ?? '-'}`);
      for (const e of audit.errors.slice(0, 20)) out(`  seq ${e.seq} ${e.id}: ${e.kind}`);
      out(
        `evidence: ${evidence.valid ? 'valid' : 'INVALID'} (${evidence.entryCount} entries, last ${evidence.lastHash ?? '-'})`,
      );
      for (const e of evidence.errors.slice(0, 20)) out(`  seq ${e.seq} ${e.id}: ${e.kind}`);
      return audit.valid && evidence.valid ? 0 : 1;
    }
    process.stderr.write(`${USAGE}\n`);
    return 2;
  } finally {
    await deps.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`latchkey: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
