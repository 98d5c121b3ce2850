import { parentPort, workerData } from 'node:worker_threads';
import { type DatabaseLocation, openDatabase } from '../../db/dialect.js';
import { type SegmentJob, walkSegment } from './chain-walk.js';

// A verification's worker thread: its own database connection, one segment at a time, until the
// parent closes it. Errors go back with the segment they belong to.
const database = openDatabase(workerData as DatabaseLocation);
const port = parentPort!;
port.on('message', (job: SegmentJob | 'close') => {
  if (job === 'close') {
    void database.close().finally(() => port.close());
    return;
  }
  walkSegment(database, job).then(
    (result) => port.postMessage({ result }),
    (err: unknown) => port.postMessage({ error: err instanceof Error ? err.message : String(err) }),
  );
});
