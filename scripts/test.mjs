// Runs every *.test.ts under packages/*/src and packages/*/test with node:test through tsx.
// Node 20's --test does not expand globs, so the files are collected here.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function collect(dir, out) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    if (name === 'node_modules' || name === 'dist') continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) collect(p, out);
    else if (name.endsWith('.test.ts')) out.push(p);
  }
  return out;
}

const filter = process.argv.slice(2);
const files = ['contract', 'server', 'client', 'console']
  .flatMap((pkg) => [...collect(join('packages', pkg, 'src'), []), ...collect(join('packages', pkg, 'test'), [])])
  .filter((f) => filter.length === 0 || filter.some((x) => f.includes(x)))
  .sort();
if (files.length === 0) {
  console.error('no test files matched');
  process.exit(1);
}
// Test apps on PostgreSQL each make a schema `t_<hex>` (test/helpers.ts); drop them all here,
// before (leftovers of an interrupted run) and after, never while test files run.
async function dropTestSchemas() {
  const url = process.env.LATCHKEY_TEST_DATABASE_URL;
  if (!url) return;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query("select nspname from pg_namespace where nspname ~ '^t_[0-9a-f]{12}$'");
  for (const { nspname } of rows) await client.query(`drop schema if exists ${nspname} cascade`);
  await client.end();
}

await dropTestSchemas();
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], {
  stdio: 'inherit',
  env: { ...process.env, LATCHKEY_LOG_LEVEL: process.env.LATCHKEY_LOG_LEVEL ?? 'silent' },
});
await dropTestSchemas();
process.exit(result.status ?? 1);
