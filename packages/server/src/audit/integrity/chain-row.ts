// The rows the verifier's walk reads (integrity.repository.ts compiles the queries, chain-walk.ts
// reads the rows). Apart from the repository so the walker processes load it without Kysely.

/**
 * A row of `chainPage`, positionally. Where the database's stored check vouches for the row's
 * columns (ROW_CHECKED), the page has no `filters` and `ts`, and a row without the bit goes to the
 * exact check.
 */
export type ChainRow = [
  seq: number | string,
  hash: string,
  text: string,
  flags: number,
  filters?: string,
  ts?: number | string | null,
];

/** The filter columns, in the order `filters` joins them. */
export const FILTERS = ['kind', 'subject', 'resource_type', 'resource_id', 'project'] as const;
/** Joins `filters`; JSON cannot hold it unescaped, so no value the verifier reads from a body has it. */
export const FILTER_SEPARATOR = '\x1f';
/*
 * `flags` bits: COUNTED when the entry counts towards the range; 2 << i when FILTERS[i] is null;
 * PREV_HASH_ODD when prev_hash is not PREV_HASH_LENGTH characters ("sha256:" + 64 hex digits);
 * STORED_TYPE_ODD when, on SQLite, a column holds a value of another type than the server writes
 * (a BLOB with the same bytes reads the same through `||` and `concat_ws`, yet no longer matches
 * the filters of queries). PostgreSQL enforces column types, so it never sets it.
 */
export const COUNTED = 1;
export const PREV_HASH_ODD = 64;
export const STORED_TYPE_ODD = 128;
/** `audit_row_ok` (migration 018, ADR 0030) says the row's columns, ts and types match its body. */
export const ROW_CHECKED = 256;
export const PREV_HASH_LENGTH = 71;

/** A row of `chainEntry`, positionally. */
export type ChainEntryRow = [
  id: string,
  body: string,
  prev_hash: string,
  hash: string,
  ts: number | string | null,
  kind: string | null,
  subject: string | null,
  resource_type: string | null,
  resource_id: string | null,
  project: string | null,
];
