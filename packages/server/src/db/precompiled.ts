import { type Compilable, type CompiledQuery, type QueryResult, type RawBuilder, sql } from 'kysely';
import { bind, slot } from './reader.js';
import type { Executor } from './tx.js';

/** A parameter filled in at each run; typed as the column it stands for. */
export const param = <T>(name: string): RawBuilder<T> => sql<T>`${slot(name)}`;

/**
 * A hot-path query built and compiled by Kysely once per database instead of on every call
 * (building and compiling cost more than SQLite running it). `build` uses `param(name)` for each
 * value; a run binds them. Compiled per dialect instance, so one process may hold SQLite and
 * PostgreSQL databases at once; a database's transactions share its adapter, hence its entry.
 */
export function precompiled<R = unknown>(
  build: (db: Executor) => Compilable<R>,
): (db: Executor, values: object) => Promise<QueryResult<R>> {
  const byAdapter = new WeakMap<object, CompiledQuery<R>>();
  return (db, values) => {
    const adapter = db.getExecutor().adapter;
    let q = byAdapter.get(adapter);
    if (!q) {
      q = build(db).compile();
      byAdapter.set(adapter, q);
    }
    // The compiled query's node and id are kept (no plugin is installed that would read them).
    return db.executeQuery<R>({ ...q, parameters: bind(q, values as Readonly<Record<string, unknown>>).parameters });
  };
}
