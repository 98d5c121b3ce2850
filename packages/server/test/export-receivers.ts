import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Fake destinations for the audit export tests: real HTTP servers on 127.0.0.1. */

export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The status this receiver answered. */
  status: number;
}

export type Answer = number | { status: number; body?: string };

export interface Receiver {
  base: string;
  received: Received[];
  close(): Promise<void>;
}

/** `answer` picks the reply to each request (n is 1-based over every request this receiver got). */
export async function startReceiver(answer: (req: Omit<Received, 'status'>, n: number) => Answer = () => 200) {
  const received: Received[] = [];
  let n = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = {
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      const a = answer(r, ++n);
      const { status, body } = typeof a === 'number' ? { status: a, body: undefined } : a;
      received.push({ ...r, status });
      res.statusCode = status;
      if (body !== undefined) res.setHeader('content-type', 'application/json');
      res.end(body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  } satisfies Receiver;
}

/** Polls `probe` until it returns something truthy; bounded by a deadline, never a fixed sleep. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false> | T | undefined | null | false,
): Promise<Exclude<T, false | null | undefined>> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const v = await probe();
    if (v) return v as Exclude<T, false | null | undefined>;
    await sleep(10);
  }
  assert.fail(`timed out waiting for ${what}`);
}

/** Splits a body of concatenated JSON objects (Splunk HEC framing), whatever whitespace separates them. */
export function parseConcatenated(text: string): unknown[] {
  const out: unknown[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') {
      if (depth++ === 0) start = i;
    } else if (c === '}') {
      if (--depth === 0) out.push(JSON.parse(text.slice(start, i + 1)));
    } else if (depth === 0 && !/\s/.test(c!)) {
      assert.fail(`unexpected ${c} between objects`);
    }
  }
  assert.equal(depth, 0, 'every object is closed');
  return out;
}
