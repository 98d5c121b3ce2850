import { isConnectionError } from '../../db/connection-errors.js';
import type { DatabaseLocation } from '../../db/dialect.js';
import { openReader, type RowReader } from '../../db/reader.js';
import { type SegmentJob, walkSegment } from './chain-walk.js';

// A verification's walker process (walk-runner.ts): the parent first sends where the database is,
// then one segment at a time, until it sends 'close' or goes away. Errors go back with the segment
// they belong to. A database that does not open ends the process, which fails its next segment.
type Message = { location: DatabaseLocation } | SegmentJob | 'close';

let reader: Promise<RowReader> | undefined;
process.on('message', (m: Message) => {
  if (m === 'close') {
    void (reader ?? Promise.resolve(undefined))
      .then((r) => r?.close())
      .catch(() => {}) // a reader that never opened has nothing to close
      .finally(() => process.disconnect());
  } else if ('location' in m) {
    reader = openReader(m.location);
    reader.catch(() => process.exit(1));
  } else {
    reader!
      .then((r) => walkSegment(r, m))
      .then(
        (result) => process.send!({ result }),
        (err: unknown) =>
          process.send!({
            error: err instanceof Error ? err.message : String(err),
            // The parent tells a lost database (a 503) from a fault by it (connection-errors.ts).
            unavailable: isConnectionError(err),
          }),
      );
  }
});
// The parent closed the channel or died: nothing is left to walk for.
process.on('disconnect', () => process.exit(0));
