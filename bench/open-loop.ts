// Open-loop load at a fixed rate: requests are sent on a schedule (evenly spaced, not in bursts),
// whatever the server's speed, and each latency is measured from when the request was due, so a
// stalled server shows up in the tail instead of silently slowing the sender down (coordinated
// omission). autocannon's `overallRate` sends each second's quota in a burst, which measures its
// own queueing rather than the server's.
import http from 'node:http';

export interface OpenLoopRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface OpenLoopResult {
  sent: number;
  ok: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
}

export async function openLoop(opts: {
  port: number;
  requests: OpenLoopRequest[];
  rate: number;
  seconds: number;
}): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  let failed = 0;
  let sent = 0;
  const pending = new Set<Promise<void>>();
  const interval = 1000 / opts.rate;
  const start = performance.now();
  const total = Math.round(opts.rate * opts.seconds);

  const fire = (due: number) => {
    const r = opts.requests[sent % opts.requests.length]!;
    sent += 1;
    const p = new Promise<void>((resolve) => {
      const req = http.request(
        { host: '127.0.0.1', port: opts.port, method: 'POST', path: r.path, headers: r.headers, agent },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 200) latencies.push(performance.now() - due);
            else failed += 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        failed += 1;
        resolve();
      });
      req.end(r.body);
    });
    pending.add(p);
    p.then(() => pending.delete(p));
  };

  while (sent < total) {
    const now = performance.now();
    // Send everything that is due by now (timers are coarse), each stamped with its own due time.
    while (sent < total && start + sent * interval <= now) fire(start + sent * interval);
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? Number.NaN;
  return {
    sent,
    ok: latencies.length,
    failed,
    p50: q(0.5),
    p99: q(0.99),
    max: latencies[latencies.length - 1] ?? Number.NaN,
  };
}
