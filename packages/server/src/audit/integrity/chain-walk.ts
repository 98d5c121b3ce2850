import { bind, type RowReader, type Statement } from '../../db/reader.js';
import { sha256Hex } from '../../platform/crypto/hash.js';
import { type ChainError, chainHashOfCanonical } from '../../platform/ledger/chain.js';
import {
  type ChainEntryRow,
  type ChainRow,
  COUNTED,
  FILTER_SEPARATOR,
  PREV_HASH_LENGTH,
  ROW_CHECKED,
} from './chain-row.js';
import { checkpointValid } from './checkpoint-statement.js';
import type { CheckpointRow } from './integrity.repository.js';

// Runs in the verifier's walker processes, which load nothing else: no Kysely (the queries come
// compiled, in the job) and nothing that imports it at run time; types only from the repository.

/** kid → public key PEM, as entries so a walker process can receive it. */
export type TrustedKeyList = ReadonlyArray<readonly [string, string]>;

export interface SegmentJob {
  /** Inclusive seq bounds of this segment of the walk. */
  from: number;
  to: number;
  /** Entries below this seq are walked (to link and anchor the range) but not counted. */
  countFrom: number;
  /** The walk's queries, compiled with slots: `chainPage` (from, to) and `chainEntry` (seq). */
  queries: { page: Statement; entry: Statement };
  /** The signed checkpoints between `from` and `to`. */
  checkpoints: CheckpointRow[];
  trusted: TrustedKeyList;
}

/** A segment's verdict. Its first entry's link to the entry before is checked by whoever joins segments. */
export interface SegmentResult {
  errors: ChainError[];
  /** The segment's first entry and the prev_hash it stores; null when the segment has no entries. */
  first: { seq: number; id: string; prevHash: string } | null;
  /** Hash of its last entry. */
  lastHash: string | null;
  /** First seq missing at the segment's end (a gap that may continue into the next), or null. */
  trailingGap: number | null;
  checkpointsVerified: number;
  /** Hashes of the counted entries joined by "\n", ready for the range's chain_hash. */
  hashes: string;
  count: number;
  firstCounted: string | null;
  lastCounted: string | null;
}

/*
 * The fast path reads the few fields the filter columns copy out of a body by its JCS layout (keys
 * in a known order) and compares them with the columns. A body is only read this way after its
 * hash matched, so it is one the server wrote; anything that does not fit the layout exactly (an
 * escaped id, an odd timestamp, a tampered row) goes to the exact path, so the regexes decide how
 * fast an entry is checked, never whether it passes.
 */
const STR = '"(?:[^"\\\\]|\\\\.)*"';
/**
 * A string without escapes or control characters (captured without its quotes) or null (captured
 * as undefined): so no captured value holds FILTER_SEPARATOR.
 */
const VAL = '(?:"([^"\\\\\\x00-\\x1f]*)"|null)';
/** From just after "prev_hash\n": the actor's id. */
const HEAD = new RegExp(`\\{"actor":\\{"email":(?:${STR}|null),"id":${VAL},`, 'y');
/** The body's last keys, after `context`: event type, resource and timestamp, to the very end. */
const TAIL = new RegExp(
  `"event_type":${VAL},"id":${STR},"org_id":${STR},"resource":\\{"dataset":(?:${STR}|null),"id":${VAL},"project":${VAL},"type":${VAL}\\},"timestamp":"(\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3})Z"\\}$`,
  'y',
);
/** After prev_hash and "\n". */
const BODY_AT = PREV_HASH_LENGTH + 1;

/** Milliseconds of a `YYYY-MM-DDTHH:MM:SS.mmm` the TAIL regex matched; cheaper than Date.parse. */
function isoMs(s: string): number {
  const d = (i: number) => s.charCodeAt(i) - 48;
  return Date.UTC(
    d(0) * 1000 + d(1) * 100 + d(2) * 10 + d(3),
    d(5) * 10 + d(6) - 1,
    d(8) * 10 + d(9),
    d(11) * 10 + d(12),
    d(14) * 10 + d(15),
    d(17) * 10 + d(18),
    d(20) * 100 + d(21) * 10 + d(22),
  );
}

/**
 * The body's filter fields against the row's `filters` and `flags` (chainPage): the same values
 * joined the same way, null in the same places. Values hold no separator, so equal strings with
 * equal null bits mean equal values, column by column.
 */
function columnsMatchFast(text: string, filters: string, flags: number, ts: number | string | null): boolean {
  HEAD.lastIndex = BODY_AT;
  const head = HEAD.exec(text);
  if (!head) return false;
  // Forward from the actor: the context in between holds no unescaped `"event_type":`, and a
  // match must run to the end of the body, so it can only be the body's own tail.
  TAIL.lastIndex = text.indexOf(',"event_type":', HEAD.lastIndex) + 1;
  const t = TAIL.exec(text);
  if (t === null || ts === null || isoMs(t[5]!) !== Number(ts)) return false;
  // In the order of FILTERS: kind, subject, resource_type, resource_id, project. Joined into a new
  // string: comparing `filters` piece by piece with startsWith(value, at) cost twice as much.
  const values = [t[1], head[1], t[4], t[2], t[3]];
  let joined: string | undefined;
  let nulls = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === undefined) nulls |= 2 << i;
    else joined = joined === undefined ? v : `${joined}${FILTER_SEPARATOR}${v}`;
  }
  // A set PREV_HASH_ODD bit fails this too.
  return (flags & ~COUNTED) === nulls && (joined ?? '') === filters;
}

interface Entry {
  id: string;
  body: string;
  prev_hash: string;
  hash: string;
  ts: number | string | null;
  kind: string | null;
  subject: string | null;
  resource_type: string | null;
  resource_id: string | null;
  project: string | null;
}

async function entryAt(reader: Pick<RowReader, 'arrays'>, job: SegmentJob, seq: number): Promise<Entry | undefined> {
  const [row] = (await reader.arrays(bind(job.queries.entry, { seq }))) as ChainEntryRow[];
  if (!row) return undefined;
  const [id, body, prev_hash, hash, ts, kind, subject, resource_type, resource_id, project] = row;
  return { id, body, prev_hash, hash, ts, kind, subject, resource_type, resource_id, project };
}

/** The exact check: re-hash the stored body and compare every filter column with the parsed body. */
function entryErrors(e: Entry, seq: number, prev: string | undefined): ChainError[] {
  const errors: ChainError[] = [];
  if (prev !== undefined && e.prev_hash !== prev) errors.push({ seq, id: e.id, kind: 'prev_mismatch' });
  // A body that is not text (a BLOB on SQLite) is not what the server wrote, whatever its bytes.
  if (typeof e.body !== 'string' || chainHashOfCanonical(e.prev_hash, e.body) !== e.hash || !columnsAgree(e)) {
    errors.push({ seq, id: e.id, kind: 'hash_mismatch' });
  }
  return errors;
}

/**
 * The filter columns say what the hashed body says; otherwise queries and reports could be made
 * to skip an entry the chain still vouches for.
 */
function columnsAgree(e: Entry): boolean {
  let b: {
    timestamp?: unknown;
    event_type?: unknown;
    actor?: { id?: unknown };
    resource?: { type?: unknown; id?: unknown; project?: unknown };
  };
  try {
    b = JSON.parse(e.body);
  } catch {
    return false;
  }
  return (
    typeof b.timestamp === 'string' &&
    // A number (a string from PostgreSQL's int8): a BLOB on SQLite arrives as a Buffer, which
    // Number() would read as its text, and which no time filter matches.
    (typeof e.ts === 'number' || typeof e.ts === 'string') &&
    Date.parse(b.timestamp) === Number(e.ts) &&
    (b.event_type ?? null) === e.kind &&
    (b.actor?.id ?? null) === e.subject &&
    (b.resource?.type ?? null) === e.resource_type &&
    (b.resource?.id ?? null) === e.resource_id &&
    (b.resource?.project ?? null) === e.project
  );
}

/**
 * Walks one segment of the audit chain: every entry re-hashed from its stored bytes and linked to
 * the one before it, its filter columns checked against its body, and every signed checkpoint on
 * the way checked against the key and the entry's hash. Runs in a walker process or inline.
 */
export async function walkSegment(reader: Pick<RowReader, 'arrays'>, job: SegmentJob): Promise<SegmentResult> {
  const trusted = new Map(job.trusted);
  const checkpoints = new Map(job.checkpoints.map((c) => [c.seq, c]));
  const idAt = async (seq: number) => (await entryAt(reader, job, seq))?.id ?? 'missing';
  const r: SegmentResult = {
    errors: [],
    first: null,
    lastHash: null,
    trailingGap: null,
    checkpointsVerified: 0,
    hashes: '',
    count: 0,
    firstCounted: null,
    lastCounted: null,
  };
  // Joined page by page: one flat string per page stays alive, not a string per entry.
  const countedPages: string[] = [];
  let prev: string | undefined;
  let expected = job.from;
  while (expected <= job.to) {
    const page = (await reader.arrays(bind(job.queries.page, { from: expected, to: job.to }))) as ChainRow[];
    if (page.length === 0) break;
    const countedHashes: string[] = [];
    for (const row of page) {
      const [rowSeq, rowHash, text, flags, filters, ts] = row;
      const seq = Number(rowSeq);
      if (seq !== expected) {
        // The segment's leading gap is reported by whoever joins segments, with the one before.
        if (r.first !== null) r.errors.push({ seq: expected, id: await idAt(seq), kind: 'gap' });
      }
      // Linked: prev_hash has a hash's length (else a flag fails the columns, or the stored check
      // is off) and the text starts with the hash before, so the stored prev_hash is exactly
      // that hash. slice + === rather than startsWith, which cost four times as much here.
      const fast =
        text.slice(0, PREV_HASH_LENGTH) === prev &&
        rowHash === `sha256:${sha256Hex(text)}` &&
        ((flags & ROW_CHECKED) !== 0 ||
          (filters !== undefined && ts !== undefined && columnsMatchFast(text, filters, flags, ts)));
      if (!fast) {
        const e = await entryAt(reader, job, seq);
        if (!e) continue; // deleted since the page was read: the next page shows the gap
        r.first ??= { seq, id: e.id, prevHash: e.prev_hash };
        r.errors.push(...entryErrors(e, seq, prev));
      }
      const c = checkpoints.get(seq);
      if (c) {
        if (c.hash === rowHash && checkpointValid(c, trusted.get(c.kid))) r.checkpointsVerified += 1;
        else r.errors.push({ seq, id: await idAt(seq), kind: 'checkpoint_mismatch' });
        checkpoints.delete(seq);
      }
      if (seq >= job.countFrom && (flags & COUNTED) !== 0) countedHashes.push(rowHash);
      prev = rowHash;
      expected = seq + 1;
    }
    if (countedHashes.length > 0) {
      countedPages.push(countedHashes.join('\n'));
      r.count += countedHashes.length;
      r.firstCounted ??= countedHashes[0]!;
      r.lastCounted = countedHashes[countedHashes.length - 1]!;
    }
  }
  if (expected <= job.to) r.trailingGap = expected;
  // A checkpoint whose entry is gone is itself evidence of deletion.
  for (const c of checkpoints.values()) r.errors.push({ seq: c.seq, id: 'missing', kind: 'checkpoint_mismatch' });
  r.lastHash = prev ?? null;
  r.hashes = countedPages.join('\n');
  return r;
}
