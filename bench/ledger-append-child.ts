// Child of bench/ledger-crash.ts. Opens deps the way `latchkey serve` does (createDeps + prepare)
// from the settings in LATCHKEY_*, then drives the ledger directly.
//   (no argument)   8 concurrent appenders on the group-commit path; each entry id is printed the
//                   moment its `ledger.append` resolves. The parent SIGKILLs this process and checks
//                   every printed id is stored. On Linux a write to a pipe is synchronous, so a
//                   printed id was acknowledged before the kill.
//   throughput N    N concurrent `ledger.append` against the same N `appendInTx`, one transaction
//                   each; prints one JSON line of medians over 3 repetitions.
import { loadConfig } from '../packages/server/src/config.js';
import { inTransaction } from '../packages/server/src/db/tx.js';
import { prepare } from '../packages/server/src/main.js';
import { createDeps, type Deps } from '../packages/server/src/platform/deps.js';
import { newId } from '../packages/server/src/platform/ids.js';
import type { LogName } from '../packages/server/src/platform/ledger/ledger.js';
import { findOrgBySlug } from '../packages/server/src/platform/orgs/orgs.repository.js';

const APPENDERS = 8;

async function appenders(deps: Deps): Promise<void> {
  const org = await findOrgBySlug(deps.database.db, 'default');
  if (!org) throw new Error('no default org');
  process.stdout.write('ready\n');
  const appender = async (worker: number) => {
    for (let n = 0; ; n++) {
      // Both logs, so batches carry several chains and lock several heads.
      const log: LogName = (worker + n) % 2 === 0 ? 'audit' : 'evidence';
      const id = newId(log === 'audit' ? 'log' : 'evt');
      const body = { id, kind: 'bench.append', worker, n, at: new Date().toISOString() };
      await deps.ledger.append(org.id, log, body);
      process.stdout.write(`${id}\n`);
    }
  };
  await Promise.all(Array.from({ length: APPENDERS }, (_, w) => appender(w)));
}

async function throughput(deps: Deps, n: number): Promise<void> {
  const db = deps.database.db;
  // Shaped like an audit entry, so the canonical form and row size are realistic.
  const entry = () => ({
    id: newId('log'),
    timestamp: new Date().toISOString(),
    event_type: 'bench.append',
    actor: { type: 'api_key', id: newId('key'), email: null, ip_address: '127.0.0.1', user_agent: 'bench' },
    resource: { type: 'user', id: newId('usr'), project: null, dataset: null },
    context: { request_id: newId('req') },
  });
  const original = db.transaction;
  let txCount = 0;
  db.transaction = function (this: typeof db) {
    txCount++;
    return original.call(this);
  } as typeof db.transaction;
  const rate = async (run: (org: string) => Promise<unknown>) => {
    const org = newId('org');
    const t0 = performance.now();
    await run(org);
    const perSecond = n / ((performance.now() - t0) / 1000);
    if (!(await deps.ledger.verify(org, 'audit')).valid) throw new Error('chain invalid after the run');
    return perSecond;
  };
  const grouped: number[] = [];
  const single: number[] = [];
  const batch: number[] = [];
  const all = <T>(f: () => Promise<T>) => Promise.all(Array.from({ length: n }, f));
  for (let rep = 0; rep < 3; rep++) {
    const groupCommit = async () => {
      txCount = 0;
      grouped.push(await rate((org) => all(() => deps.ledger.append(org, 'audit', entry()))));
      batch.push(n / txCount);
    };
    const oneEach = async () => {
      single.push(
        await rate((org) => all(() => inTransaction(db, (tx) => deps.ledger.appendInTx(tx, org, 'audit', [entry()])))),
      );
    };
    // Alternating which goes first, so warm-up and cache effects do not favour one side.
    if (rep % 2 === 0) await groupCommit().then(oneEach);
    else await oneEach().then(groupCommit);
  }
  db.transaction = original;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  process.stdout.write(
    `${JSON.stringify({ grouped: median(grouped), single: median(single), batch: median(batch) })}\n`,
  );
}

async function main(): Promise<void> {
  const deps = createDeps(loadConfig());
  await prepare(deps);
  if (process.argv[2] === 'throughput') {
    await throughput(deps, Number(process.argv[3] ?? 1000));
    await deps.close();
  } else {
    await appenders(deps);
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`ledger-append-child: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
