// The figures and checks of bench/pg-restart.ts, from what the run recorded.

export interface Sample {
  kind: string;
  inst: number;
  start: number;
  end: number;
  status: number | string;
  /** A 503 in its surface's shape, with Retry-After. */
  wellFormed?: boolean;
}

export interface Run {
  rate: number;
  durationMs: number;
  results: Sample[];
  restarts: Array<{ mode: string; start: number; end: number }>;
  exitedDuringRun: unknown[];
  perStream: number[];
  created: string[];
  listening: number;
  reportStatus: string;
  probes: Array<{ at: number; status: number | string }>;
  t0: number;
}

/** Failures may go on this long after the database is back (a pooled connect times out after 5 s). */
const RECOVERY_LIMIT_MS = 10_000;

const ok = (s: Sample) => typeof s.status === 'number' && s.status >= 200 && s.status < 300;
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const tally = (xs: Array<number | string>) =>
  [...new Set(xs)].map((x) => `${x}×${xs.filter((y) => y === x).length}`).join(', ') || 'none';

/** Prints the figures; returns the exit code (1 if a check failed). */
export function summarize(r: Run): number {
  // Each restart's outage as clients saw it: from the restart to the answer of the last failed
  // request that started before the next restart.
  const outages = r.restarts.map((x, n) => {
    const next = r.restarts[n + 1]?.start ?? Number.POSITIVE_INFINITY;
    const failed = r.results.filter((s) => !ok(s) && s.end >= x.start && s.start < next);
    return {
      ...x,
      firstFailure: failed.length ? Math.min(...failed.map((s) => s.start)) : x.start,
      lastFailure: failed.length ? Math.max(...failed.map((s) => s.end)) : x.start,
    };
  });
  const windowOf = (s: Sample) => {
    for (const o of outages) {
      if (s.start < o.start && s.end > o.start) return 'in flight when the restart began';
      if (s.start >= o.start && s.start <= o.lastFailure) return 'outage (restart to last failure)';
    }
    return 'up';
  };
  const windows = new Map<string, Sample[]>();
  for (const s of r.results) windows.set(windowOf(s), [...(windows.get(windowOf(s)) ?? []), s]);

  console.log(`requests: ${r.results.length} at ${r.rate}/s over ${secs(r.durationMs)}, three instances`);
  for (const [n, o] of outages.entries()) {
    console.log(
      `restart ${n + 1} (${o.mode}) at ${secs(o.start - r.t0)}: pg_ctlcluster took ${secs(o.end - o.start)}; ` +
        `requests failed from +${secs(o.firstFailure - o.start)} to +${secs(o.lastFailure - o.start)} ` +
        `(${secs(o.lastFailure - o.firstFailure)}), the last ${secs(o.lastFailure - o.end)} after pg_ctlcluster returned`,
    );
  }
  for (const [w, xs] of windows) console.log(`  ${w}: ${tally(xs.map((s) => s.status))}`);
  const inOutage = (at: number) => outages.some((o) => at >= o.start && at <= o.lastFailure);
  console.log(
    `/readyz (instance 1, every 250 ms) during outages: ${tally(r.probes.filter((p) => inOutage(p.at)).map((p) => p.status))}; ` +
      `otherwise: ${tally(r.probes.filter((p) => !inOutage(p.at)).map((p) => p.status))}`,
  );
  const malformed = r.results.filter((s) => s.status === 503 && !s.wellFormed).length;
  const bad = r.results.filter((s) => !ok(s) && (windowOf(s) === 'up' || s.status !== 503));
  console.log(`503 without Retry-After or in the wrong shape: ${malformed}`);
  console.log(`processes exited: ${r.exitedDuringRun.length} ${JSON.stringify(r.exitedDuringRun)}`);
  console.log(`audit streams: ${r.perStream.join(' / ')} of ${r.created.length} created projects delivered`);
  console.log(`LISTEN sessions after the run: ${r.listening} (one per instance)`);
  console.log(`report requested after the restarts: ${r.reportStatus}`);

  const failures = [
    r.exitedDuringRun.length > 0 && 'an instance exited',
    bad.length > 0 && `${bad.length} requests failed outside an outage, or with a status other than 503`,
    malformed > 0 && 'malformed 503s',
    outages.some((o) => o.lastFailure - o.end > RECOVERY_LIMIT_MS) && 'failures went on after the database was back',
    r.perStream.some((n) => n !== r.created.length) && 'a stream missed entries',
    r.listening !== 3 && 'not every instance listens',
    r.reportStatus !== 'completed' && 'the report was not generated',
  ].filter(Boolean);
  for (const f of failures) console.log(`FAIL: ${f}`);
  if (bad.length) console.log(JSON.stringify(bad.slice(0, 5)));
  return failures.length === 0 ? 0 : 1;
}
