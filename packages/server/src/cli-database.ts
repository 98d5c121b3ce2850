import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.js';
import type { Database } from './db/dialect.js';
import { sqliteFile } from './db/reader.js';

// CLI commands other than serve and migrate read a database that must exist: opening SQLite where
// there is none would create an empty one in the working directory and fail further on.

const WHERE =
  "point --data-dir (LATCHKEY_DATA_DIR) at the server's data directory, or --database-url " +
  '(LATCHKEY_DATABASE_URL) at its PostgreSQL; only "latchkey serve" and "latchkey migrate" create a database';

export function assertDatabaseExists(config: Pick<Config, 'databaseUrl' | 'dataDir'>): void {
  if (config.databaseUrl) return;
  const file = sqliteFile(config.dataDir);
  if (!existsSync(file)) throw new Error(`no database at ${file}: ${WHERE}`);
}

/** A database that exists but was never set up (an empty file or schema) is refused the same way. */
export async function assertDatabaseSetUp(database: Database): Promise<void> {
  try {
    await database.db.selectFrom('orgs').select('id').limit(1).execute();
  } catch (err) {
    const e = err as { code?: unknown; message?: unknown };
    // PostgreSQL's undefined_table; SQLite says it in the message.
    if (e.code === '42P01' || /no such table/.test(String(e.message))) {
      const where = database.location.databaseUrl ? 'the PostgreSQL database' : sqliteFile(database.location.dataDir);
      throw new Error(`${where} holds no Latchkey tables: ${WHERE}`);
    }
    throw err;
  }
}

/**
 * Verification believes checkpoints under the keys this process holds, so `audit verify` needs the
 * server's: without them it would make up a key of its own and find every checkpoint wrong.
 */
export function assertSigningKeyGiven(config: Pick<Config, 'signingKeyPem' | 'dataDir'>): void {
  if (config.signingKeyPem || existsSync(join(config.dataDir, 'signing-key.pem'))) return;
  throw new Error(
    `audit verify needs the server's signing key: set LATCHKEY_SIGNING_KEY (and LATCHKEY_TRUSTED_PUBLIC_KEYS ` +
      `after a rotation) as the server has them, or point --data-dir at its data directory ` +
      `(${join(config.dataDir, 'signing-key.pem')} does not exist)`,
  );
}
