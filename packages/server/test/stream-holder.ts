import { makeApp } from './helpers.js';

/**
 * A second server instance in its own process, for audit-stream-fanout.test.ts: it serves over the
 * data the parent names (STREAM_HOLDER, JSON), with short stream leases, and prints its base URL.
 * The parent opens a stream on it, then kills it with SIGKILL: a holder that dies mid-stream,
 * neither renewing nor releasing its lease.
 */
const opts = JSON.parse(process.env.STREAM_HOLDER ?? '{}') as {
  databaseUrl?: string;
  dataDir?: string;
  env: Record<string, string>;
  leaseTtlMs: number;
  leaseRenewMs: number;
};
const t = await makeApp({
  ...(opts.databaseUrl ? { engine: 'postgres' as const, databaseUrl: opts.databaseUrl } : {}),
  ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
  env: opts.env,
});
Object.assign(t.deps.compliance.stream.settings, { leaseTtlMs: opts.leaseTtlMs, leaseRenewMs: opts.leaseRenewMs });
const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`listening ${base}\n`);
