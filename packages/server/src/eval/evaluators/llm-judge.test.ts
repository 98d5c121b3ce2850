import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { LlmJudgeConfig } from '@latchkey/contract';
import { AppError } from '../../platform/errors/app-error.js';
import { SampleError, type SampleView } from './evaluator.js';
import { createLlmJudge, firstJsonObject, JUDGE_SYSTEM_PROMPT, parseJudgeAnswer, renderPrompt } from './llm-judge.js';

const KEY = 'sk-test-secret-123';
const sample: SampleView = {
  id: 'smp_1',
  input: { question: 'Chest pain?' },
  output: { answer: 'Call 911', extra: 'ignored' },
  expected: { answer: 'Call emergency services' },
  metadata: {},
};
const completion = (content: string) => JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] });
const noSignal = () => new AbortController().signal;
/** Fails the test if the backoff is consulted: proves a Retry-After was used instead. */
const noBackoff = () => {
  throw new Error('backoff used');
};

interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

describe('llm_judge against a local OpenAI-compatible server', () => {
  let server: Server;
  let base: string;
  let received: Received[];
  /** What the server does with the n-th request (0-based); leaving `res` unanswered simulates a hang. */
  let reply: (res: ServerResponse, n: number) => void;

  before(async () => {
    server = createServer((req, res) => {
      let text = '';
      req.setEncoding('utf8');
      req.on('data', (c: string) => {
        text += c;
      });
      req.on('end', () => {
        received.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(text) });
        reply(res, received.length - 1);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
  });
  beforeEach(() => {
    received = [];
  });
  after(() => {
    server.closeAllConnections();
    return new Promise<void>((r) => server.close(() => r()));
  });

  const judge = (extra: Partial<LlmJudgeConfig> = {}, random: () => number = () => 0) =>
    createLlmJudge(
      { base_url: base, model: 'judge-1', api_key: KEY, prompt: 'Q {{input}} A {{output}} R {{expected}}', ...extra },
      { allowInsecure: true, random },
    );
  const ok = (content: string) => (res: ServerResponse) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(completion(content));

  it('scores a good answer and sends the key, the model, temperature 0 and the rendered prompt', async () => {
    reply = ok('{"score": 0.8, "flags": ["hedging"], "reason": "Close enough."}');
    const r = await judge({ field: 'answer' }).evaluate(sample, noSignal());
    assert.deepEqual(r, { score: 0.8, flags: ['hedging'], details: { reason: 'Close enough.', attempts: 1 } });
    assert.equal(received.length, 1);
    const [req] = received;
    assert.equal(req!.url, '/v1/chat/completions', 'one slash between base_url and the path');
    assert.equal(req!.headers.authorization, `Bearer ${KEY}`);
    assert.equal(req!.body.model, 'judge-1');
    assert.equal(req!.body.temperature, 0);
    assert.deepEqual(req!.body.messages, [
      { role: 'system', content: JUDGE_SYSTEM_PROMPT },
      {
        role: 'user',
        content: 'Q {"question":"Chest pain?"} A "Call 911" R {"answer":"Call emergency services"}',
      },
    ]);
  });

  it('accepts a fenced JSON answer surrounded by text', async () => {
    reply = ok('Here is my verdict:\n```json\n{"score": 1, "reason": "mentions {911}"}\n```\nThanks.');
    const r = await judge().evaluate(sample, noSignal());
    assert.deepEqual(r, { score: 1, flags: [], details: { reason: 'mentions {911}', attempts: 1 } });
  });

  it('fails a malformed answer at once, without retrying', async () => {
    reply = ok('{"score": 1.5}');
    await assert.rejects(
      async () => judge().evaluate(sample, noSignal()),
      (e: Error) => {
        return e instanceof SampleError && e.message === 'judge answer malformed: score must be a number from 0 to 1';
      },
    );
    assert.equal(received.length, 1);
  });

  it('retries a 500 with jittered backoff, then succeeds', async () => {
    reply = (res, n) => (n === 0 ? res.writeHead(500).end('oops') : ok('{"score": 0.5}')(res));
    const r = await judge({}, Math.random).evaluate(sample, noSignal());
    assert.deepEqual(r, { score: 0.5, flags: [], details: { attempts: 2 } });
    assert.equal(received.length, 2);
  });

  it('honours Retry-After on a 429 instead of the backoff', async () => {
    reply = (res, n) => (n === 0 ? res.writeHead(429, { 'retry-after': '0' }).end() : ok('{"score": 0.25}')(res));
    const r = await judge({}, noBackoff).evaluate(sample, noSignal());
    assert.equal(r.score, 0.25);
    assert.equal(received.length, 2);
  });

  it('gives up after max_retries and says why', async () => {
    reply = (res) => res.writeHead(503).end();
    await assert.rejects(async () => judge({ max_retries: 2 }).evaluate(sample, noSignal()), {
      message: 'judge request failed after 3 attempts: HTTP 503',
    });
    assert.equal(received.length, 3);
  });

  it('times out a server that never answers', async () => {
    reply = () => {};
    const started = Date.now();
    await assert.rejects(async () => judge({ timeout_ms: 1000, max_retries: 0 }).evaluate(sample, noSignal()), {
      name: 'SampleError',
      message: 'judge request failed after 1 attempt: timed out after 1000 ms',
    });
    assert.ok(Date.now() - started < 2500);
  });

  it('fails a 401 at once, and the message does not hold the key', async () => {
    reply = (res) => res.writeHead(401).end(`{"error":"bad key ${KEY}"}`);
    await assert.rejects(
      async () => judge().evaluate(sample, noSignal()),
      (e: Error) => {
        return e instanceof SampleError && e.message === 'judge endpoint answered HTTP 401' && !e.message.includes(KEY);
      },
    );
    assert.equal(received.length, 1);
  });

  it('stops at once when the signal aborts, during a request or a wait', async () => {
    reply = () => {};
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 50);
    const started = Date.now();
    await assert.rejects(async () => judge({ timeout_ms: 60000 }).evaluate(sample, ac.signal), { name: 'AbortError' });
    // A 503 asking to come back in 30 s: the abort must not wait for it.
    reply = (res) => res.writeHead(503, { 'retry-after': '30' }).end();
    const ac2 = new AbortController();
    setTimeout(() => ac2.abort(), 100);
    await assert.rejects(async () => judge().evaluate(sample, ac2.signal), { name: 'AbortError' });
    assert.ok(Date.now() - started < 1500);
  });

  it('refuses an oversized answer without retrying', async () => {
    reply = (res) => res.writeHead(200).end(completion('x'.repeat(1024 * 1024)));
    await assert.rejects(
      async () => judge({ model: 'judge-oversized' }).evaluate(sample, noSignal()),
      /judge request failed: response larger than 1048576 bytes/,
    );
    // Counted by this test's model: on a loaded machine the server may read a request an earlier test aborted
    // (its body already buffered) only now, and it lands in this test's list.
    assert.equal(received.filter((r) => r.body.model === 'judge-oversized').length, 1);
  });

  it('retries a refused connection', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const ev = createLlmJudge(
      { base_url: `http://127.0.0.1:${port}/v1`, model: 'm', api_key: KEY, prompt: 'p', max_retries: 1 },
      { allowInsecure: true, random: () => 0 },
    );
    await assert.rejects(async () => ev.evaluate(sample, noSignal()), {
      message: 'judge request failed after 2 attempts: ECONNREFUSED',
    });
  });

  it('refuses a loopback or http endpoint unless the operator allows it', () => {
    const config = { base_url: base, model: 'm', api_key: KEY, prompt: 'p' };
    assert.throws(() => createLlmJudge(config, { allowInsecure: false }), AppError);
  });
});

describe('llm_judge parsing', () => {
  it('finds the first balanced object, ignoring braces inside strings', () => {
    assert.equal(firstJsonObject('x {"a": "}{", "b": {"c": 1}} y {"d": 2}'), '{"a": "}{", "b": {"c": 1}}');
    assert.equal(firstJsonObject('{"a": "\\"}"}'), '{"a": "\\"}"}');
    assert.equal(firstJsonObject('no json {'), null);
  });

  it('replaces placeholders once, never inside inserted JSON', () => {
    const out = renderPrompt('{{output}} / {{expected}} / {{other}}', {
      input: 1,
      output: '{{expected}}',
      expected: undefined,
    });
    assert.equal(out, '"{{expected}}" / null / {{other}}');
  });

  it('checks score, flags and reason, and clips the reason', () => {
    const parse = (content: string) => parseJudgeAnswer(completion(content));
    assert.deepEqual(parse('{"score": 0, "flags": [" a ", "a", ""], "reason": "r"}'), {
      score: 0,
      flags: ['a'],
      reason: 'r',
    });
    assert.equal(parse(JSON.stringify({ score: 1, reason: 'y'.repeat(600) })).reason?.length, 500);
    const bad: [string, RegExp][] = [
      ['no object here', /no JSON object/],
      ['{"score": "0.5"}', /score must be/],
      ['{"score": null}', /score must be/],
      ['{"score": 0.5, "flags": "x"}', /flags must be/],
      [JSON.stringify({ score: 0.5, flags: Array(21).fill('f') }), /flags must be/],
      [JSON.stringify({ score: 0.5, flags: ['f'.repeat(65)] }), /flags must be/],
      ['{"score": 0.5, "reason": 3}', /reason must be a string/],
      ['{"score": 0.5,}', /does not parse/],
    ];
    for (const [content, why] of bad) assert.throws(() => parse(content), why, content);
    assert.throws(() => parseJudgeAnswer('<html>'), /not JSON/);
    assert.throws(() => parseJudgeAnswer('{"choices": []}'), /no text in choices/);
  });
});
