import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { insertChunk } from './reports.repository.js';

/** Where a renderer writes: synchronously into a buffer that `flush` drains at each page of entries. */
export interface ByteSink {
  write(data: Buffer | string): void;
  /** Stores what is complete; memory then holds less than one chunk. */
  flush(): Promise<void>;
  /** Stores the rest; returns the file's size in bytes. */
  end(): Promise<number>;
}

/** 256 KiB per row: few rows per report, and a row read at a time stays small. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * Writes the file as numbered chunks of one generation attempt. Nothing is read back until the
 * report is completed, which happens only after the last chunk is stored.
 */
export class ChunkSink implements ByteSink {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private n = 0;
  private total = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly reportId: string,
    private readonly attempt: number,
    private readonly chunkBytes = CHUNK_BYTES,
  ) {}

  write(data: Buffer | string): void {
    const b = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    this.pending.push(b);
    this.pendingBytes += b.length;
    this.total += b.length;
  }

  async flush(): Promise<void> {
    while (this.pendingBytes >= this.chunkBytes) await this.store(this.chunkBytes);
  }

  async end(): Promise<number> {
    await this.flush();
    if (this.pendingBytes > 0) await this.store(this.pendingBytes);
    return this.total;
  }

  private async store(size: number): Promise<void> {
    const all = Buffer.concat(this.pending, this.pendingBytes);
    const chunk = all.subarray(0, size);
    const rest = all.subarray(size);
    this.pending = rest.length > 0 ? [Buffer.from(rest)] : [];
    this.pendingBytes = rest.length;
    await insertChunk(this.db, this.reportId, this.attempt, this.n, chunk);
    this.n += 1;
  }
}

/** Counts and discards: the PDF's first pass, which only learns how many pages there will be. */
export class NullSink implements ByteSink {
  private total = 0;
  write(data: Buffer | string): void {
    this.total += typeof data === 'string' ? Buffer.byteLength(data) : data.length;
  }
  async flush(): Promise<void> {}
  async end(): Promise<number> {
    return this.total;
  }
}
