import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { AuditLogEntry } from '@latchkey/contract';
import { EventSource } from 'eventsource';
import type { Engine } from '../src/db/dialect.js';
import { keyWithRole, makeApp, secondInstance, type TestApp } from './helpers.js';

/** Clients of GET /v1/audit/stream for the stream tests: the real EventSource and a raw fetch. */

/** Polls `check` until it holds; fails with `what` once the deadline passes. */
export async function until(what: string, check: () => boolean | Promise<boolean>, deadlineMs = 10_000): Promise<void> {
  const end = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > end) assert.fail(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export interface Listener {
  es: EventSource;
  entries: AuditLogEntry[];
  /** `lastEventId` of each message, as the client saw it. */
  ids: string[];
  opened: Promise<void>;
  /** Status of the last failed connection attempt (401, 429, …), once one failed. */
  failure: { code: number | undefined } | null;
}

export function listen(base: string, key: string, opts: { query?: string; lastEventId?: string } = {}): Listener {
  const l: Listener = {
    entries: [],
    ids: [],
    failure: null,
    opened: Promise.resolve(),
    es: new EventSource(`${base}/v1/audit/stream${opts.query ?? ''}`, {
      fetch: (input, init) => {
        const headers: Record<string, string> = { ...(init?.headers as Record<string, string>) };
        headers.authorization = `Bearer ${key}`;
        // The first request resumes where the test says; reconnects send the client's own id.
        if (opts.lastEventId && !headers['Last-Event-ID']) headers['Last-Event-ID'] = opts.lastEventId;
        return fetch(input, { ...init, headers });
      },
    }),
  };
  l.es.addEventListener('audit_log', (e) => {
    l.entries.push(JSON.parse(e.data));
    l.ids.push(e.lastEventId);
  });
  l.opened = new Promise((resolve, reject) => {
    l.es.addEventListener('open', () => resolve());
    l.es.addEventListener('error', (e) => {
      l.failure = { code: e.code };
      reject(new Error(`stream failed: ${e.code} ${e.message}`));
    });
  });
  l.opened.catch(() => {});
  return l;
}

/** A plain fetch of the stream, for raw bytes and status codes. */
export async function rawStream(base: string, key: string | null, headers: Record<string, string> = {}, query = '') {
  const ac = new AbortController();
  const res = await fetch(`${base}/v1/audit/stream${query}`, {
    headers: { accept: 'text/event-stream', ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
    signal: ac.signal,
  });
  let text = '';
  const reader = res.ok ? res.body!.getReader() : null;
  const decoder = new TextDecoder();
  return {
    res,
    text: () => text,
    async readUntil(what: string, check: (text: string) => boolean): Promise<string> {
      const end = Date.now() + 10_000;
      while (!check(text)) {
        if (Date.now() > end) assert.fail(`timed out waiting for ${what}; got ${text.slice(0, 500)}`);
        const { value, done } = await reader!.read();
        if (done) assert.fail(`stream ended before ${what}`);
        text += decoder.decode(value, { stream: true });
      }
      return text;
    },
    /** Reads to the end: 'end' for a clean end of the body, 'error' for a cut connection. */
    async drain(): Promise<'end' | 'error'> {
      try {
        for (let r = await reader!.read(); !r.done; r = await reader!.read()) {
          text += decoder.decode(r.value, { stream: true });
        }
        return 'end';
      } catch {
        return 'error';
      }
    },
    close: () => ac.abort(),
  };
}

/** The `/v1` error of a refused request. */
export const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { type: string; code: string; message: string } }).error;

/** A new project: one `project.created` entry whose resource.project is the project id. */
export async function newProject(t: TestApp, name: string, key?: string): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/v1/projects', payload: { name }, ...(key ? { key } : {}) });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().id;
}

/** Ids of the org's audit entries after `afterId` (all of them without it), in chain order. */
export async function chainAfter(t: TestApp, afterId?: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor = afterId;
  for (;;) {
    const q = new URLSearchParams({ order: 'asc', limit: '1000', ...(cursor ? { after: cursor } : {}) });
    const page = (await t.call({ method: 'GET', url: `/v1/audit/logs?${q}` })).json();
    ids.push(...page.data.map((e: AuditLogEntry) => e.id));
    if (!page.has_more) return ids;
    cursor = page.next_cursor;
  }
}

/**
 * A listening app for one describe of stream tests (its before/after hooks): `ready` receives the
 * app and its base URL. Streams passed to `track` are closed afterwards.
 */
export function servedApp(engine: Engine, ready: (t: TestApp, base: string) => void) {
  let t: TestApp;
  const open: Listener[] = [];
  before(async () => {
    t = await makeApp({ engine });
    ready(t, await t.app.listen({ host: '127.0.0.1', port: 0 }));
  });
  after(async () => {
    for (const l of open) l.es.close();
    // Node's server.close() waits for connections that never sent a request (fetch's pool opens
    // some) until headersTimeout; they are the client's, not the streams'.
    t.app.server.closeAllConnections();
    await t.close();
  });
  return {
    track(l: Listener): Listener {
      open.push(l);
      return l;
    },
    auditorKey: () => keyWithRole(t, 'auditor'),
  };
}

/**
 * Two instances on one PostgreSQL database for a describe (its before/after hooks), A listening
 * at `base`: only LISTEN/NOTIFY may carry B's entries to A in time, A's periodic re-read is out of
 * reach.
 */
export function twoInstances(ready: (a: TestApp, b: TestApp, base: string) => void): void {
  let a: TestApp;
  let b: TestApp;
  before(async () => {
    a = await makeApp({ engine: 'postgres' });
    b = await secondInstance(a);
    a.deps.compliance.stream.settings.sweepMs = 3_600_000;
    ready(a, b, await a.app.listen({ host: '127.0.0.1', port: 0 }));
  });
  after(async () => {
    // Idle connections fetch's pool opened would hold server.close() until headersTimeout.
    for (const t of [a, b]) t.app.server.closeAllConnections();
    await b.close();
    await a.close();
  });
}
