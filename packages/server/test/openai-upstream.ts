import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible upstream for the model gateway's tests and benchmark: it answers chat
 * completions (JSON or SSE), model lists and tool calls, and on demand misbehaves: garbage, a
 * slow answer, a stream that dies midway, a 404 for an unknown model. It records what it received.
 */
export type UpstreamMode =
  | { kind: 'echo' }
  | { kind: 'say'; content: string }
  | { kind: 'tools'; calls: Array<{ name: string; args: string }> }
  | { kind: 'garbage' }
  | { kind: 'slow'; ms: number }
  | { kind: 'die' }
  | { kind: 'unknown-model' };

export interface FakeUpstream {
  /** Base URL as an agent's settings name it: `http://127.0.0.1:<port>/v1`. */
  url: string;
  key: string;
  mode: UpstreamMode;
  /** Bodies of the chat completions received, oldest first. */
  received: Array<{ model: string; messages: Array<{ role: string; content: unknown }>; stream?: boolean }>;
  close(): Promise<void>;
}

const MODELS = ['gpt-test', 'gpt-test-mini'];

function lastUserText(messages: Array<{ role: string; content: unknown }>): string {
  const m = messages.findLast((x) => x.role === 'user');
  if (!m) return '';
  if (typeof m.content === 'string') return m.content;
  return Array.isArray(m.content) ? m.content.map((p: { text?: string }) => p.text ?? '').join('') : '';
}

interface FakeMessage {
  content: string | null;
  tool_calls?: Array<{ id: string; type: string; function: { name: string; arguments: string } }>;
}

const completion = (model: string, message: FakeMessage, finish: string) => ({
  id: 'chatcmpl-fake1',
  object: 'chat.completion',
  created: 1_700_000_000,
  model,
  system_fingerprint: 'fp_fake',
  choices: [
    { index: 0, message: { role: 'assistant', refusal: null, ...message }, logprobs: null, finish_reason: finish },
  ],
  usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
});

/** The answer as OpenAI streams it: role, content in small pieces, tool calls, finish, [DONE]. */
function sse(body: ReturnType<typeof completion>, cut: boolean, usage: boolean): string[] {
  const { message, finish_reason } = body.choices[0]!;
  const head = { id: body.id, object: 'chat.completion.chunk', created: body.created, model: body.model };
  const ev = (delta: unknown, finish: string | null = null) =>
    `data: ${JSON.stringify({ ...head, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;
  const out = [ev({ role: 'assistant', content: '' })];
  const content = String(message.content ?? '');
  for (let i = 0; i < content.length; i += 7) out.push(ev({ content: content.slice(i, i + 7) }));
  const calls = message.tool_calls;
  calls?.forEach((c, index) => {
    out.push(
      ev({ tool_calls: [{ index, id: c.id, type: 'function', function: { name: c.function.name, arguments: '' } }] }),
    );
    const a = c.function.arguments;
    const mid = Math.floor(a.length / 2);
    out.push(ev({ tool_calls: [{ index, function: { arguments: a.slice(0, mid) } }] }));
    out.push(ev({ tool_calls: [{ index, function: { arguments: a.slice(mid) } }] }));
  });
  if (cut) return out.slice(0, 2);
  out.push(ev({}, finish_reason));
  if (usage) out.push(`data: ${JSON.stringify({ ...head, choices: [], usage: body.usage })}\n\n`);
  out.push('data: [DONE]\n\n');
  return out;
}

function answer(up: FakeUpstream, req: IncomingMessage, res: ServerResponse, raw: string) {
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.headers.authorization !== `Bearer ${up.key}`) {
    return json(401, {
      error: { message: 'Incorrect API key', type: 'invalid_request_error', code: 'invalid_api_key' },
    });
  }
  if (req.method === 'GET' && req.url === '/v1/models') {
    return json(200, {
      object: 'list',
      data: MODELS.map((id) => ({ id, object: 'model', created: 0, owned_by: 'test' })),
    });
  }
  if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return json(404, { error: { message: 'no route' } });
  const body = JSON.parse(raw);
  up.received.push(body);
  const mode = up.mode;
  if (mode.kind === 'unknown-model') {
    return json(404, {
      error: {
        message: `The model '${body.model}' does not exist`,
        type: 'invalid_request_error',
        code: 'model_not_found',
      },
    });
  }
  if (mode.kind === 'garbage') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return void res.end('<html>upstream proxy error</html>');
  }
  let reply: ReturnType<typeof completion>;
  if (mode.kind === 'tools') {
    const tool_calls = mode.calls.map((c, i) => ({
      id: `call_${i}`,
      type: 'function',
      function: { name: c.name, arguments: c.args },
    }));
    reply = completion(body.model, { content: null, tool_calls }, 'tool_calls');
  } else {
    const content = mode.kind === 'say' ? mode.content : `Understood. ${lastUserText(body.messages)}`;
    reply = completion(body.model, { content }, 'stop');
  }
  const send = () => {
    if (!body.stream) return json(200, reply);
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const events = sse(reply, mode.kind === 'die', body.stream_options?.include_usage === true);
    for (const e of events) res.write(e);
    if (mode.kind === 'die') res.destroy();
    else res.end();
  };
  if (mode.kind === 'slow') setTimeout(send, mode.ms).unref();
  else send();
}

export async function startFakeUpstream(key = 'sk-upstream-test-9f3a'): Promise<FakeUpstream> {
  const sockets = new Set<import('node:net').Socket>();
  const up = { key, mode: { kind: 'echo' }, received: [] } as unknown as FakeUpstream;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => answer(up, req, res, Buffer.concat(chunks).toString('utf8')));
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  up.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  up.close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return up;
}
