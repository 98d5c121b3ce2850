import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The console's built files (`packages/console/dist`), read into memory once: a few hundred KB,
 * and a lookup in a map cannot be talked into reading outside the directory.
 */
export interface ConsoleAssets {
  index: Buffer;
  files: Map<string, { body: Buffer; type: string }>;
}

/** Beside this package in the repository: the same path from `src/console` (tsx) and `dist/console`. */
export const DEFAULT_CONSOLE_DIR = fileURLToPath(new URL('../../../console/dist/', import.meta.url));

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/** Undefined when the console has not been built (no `index.html`). */
export function loadConsoleAssets(dir: string): ConsoleAssets | undefined {
  const indexPath = join(dir, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  const files = new Map<string, { body: Buffer; type: string }>();
  const walk = (sub: string) => {
    const abs = join(dir, sub);
    if (!existsSync(abs)) return;
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const rel = `${sub}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else
        files.set(rel, {
          body: readFileSync(join(dir, rel)),
          type: TYPES[extname(entry.name)] ?? 'application/octet-stream',
        });
    }
  };
  walk('assets');
  return { index: readFileSync(indexPath), files };
}
