import { AppError } from '../platform/errors/app-error.js';

// The model's answer as the gateway handles it: OpenAI's `chat.completion` object. A streamed
// answer is assembled into the same object first, checked whole, then replayed as chunks (ADR
// 0049): no chunk reaches the client before every stage has decided on the whole answer.

export interface AnswerToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export interface AnswerMessage {
  role: string;
  content: string | null;
  tool_calls?: AnswerToolCall[];
  refusal?: string | null;
  [field: string]: unknown;
}

export interface AnswerChoice {
  index: number;
  message: AnswerMessage;
  finish_reason: string | null;
  logprobs?: unknown;
  [field: string]: unknown;
}

export interface Completion {
  id: string;
  object: string;
  created: number;
  model: string;
  choices: AnswerChoice[];
  usage?: unknown;
  [field: string]: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const malformed = (why: string) =>
  new AppError('upstream_failed', `The upstream's answer is not a chat completion: ${why}`);

function checkMessage(m: unknown, at: string): AnswerMessage {
  if (!isRecord(m)) throw malformed(`${at}.message is missing`);
  if (m.content !== null && m.content !== undefined && typeof m.content !== 'string') {
    throw malformed(`${at}.message.content is not text`);
  }
  if (m.tool_calls !== undefined && m.tool_calls !== null) {
    if (!Array.isArray(m.tool_calls)) throw malformed(`${at}.message.tool_calls is not a list`);
    m.tool_calls.forEach((c, i) => {
      const f = isRecord(c) ? c.function : undefined;
      if (!isRecord(f) || typeof f.name !== 'string' || typeof f.arguments !== 'string') {
        throw malformed(`${at}.message.tool_calls[${i}] has no function name and arguments`);
      }
    });
  }
  return m as AnswerMessage;
}

/** A non-streamed answer: JSON with at least `choices[].message`. */
export function parseCompletion(body: string): Completion {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw malformed('the body is not JSON');
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.choices)) throw malformed('it has no choices');
  parsed.choices.forEach((c, i) => {
    if (!isRecord(c)) throw malformed(`choices[${i}] is not an object`);
    checkMessage(c.message, `choices[${i}]`);
  });
  return parsed as unknown as Completion;
}

/**
 * A streamed answer (Server-Sent Events of `chat.completion.chunk`s) assembled into one completion.
 * A stream that ends without `data: [DONE]` was cut off: refused, since its end was never checked.
 */
export function assembleStream(body: string): Completion {
  const out: Completion = { id: '', object: 'chat.completion', created: 0, model: '', choices: [] };
  const choices = new Map<number, AnswerChoice>();
  let done = false;
  for (const event of body.split(/\r?\n\r?\n/)) {
    const data = event
      .split(/\r?\n/)
      .filter((l) => l.startsWith('data:'))
      .map((l) => l.slice(5).replace(/^ /, ''))
      .join('\n');
    if (data === '') continue;
    if (data === '[DONE]') {
      done = true;
      break;
    }
    let chunk: unknown;
    try {
      chunk = JSON.parse(data);
    } catch {
      throw malformed('a stream event is not JSON');
    }
    if (!isRecord(chunk)) throw malformed('a stream event is not an object');
    if (isRecord(chunk.error)) throw malformed('the stream carried an error');
    for (const k of ['id', 'model', 'system_fingerprint', 'service_tier'] as const) {
      if (typeof chunk[k] === 'string') out[k] = chunk[k];
    }
    if (typeof chunk.created === 'number') out.created = chunk.created;
    if (chunk.usage !== undefined && chunk.usage !== null) out.usage = chunk.usage;
    for (const c of Array.isArray(chunk.choices) ? chunk.choices : []) {
      if (!isRecord(c) || typeof c.index !== 'number') throw malformed('a stream choice has no index');
      mergeDelta(choices, c.index, c);
    }
  }
  if (!done)
    throw new AppError('upstream_failed', 'The upstream stream ended before its [DONE] event: answer incomplete');
  out.choices = [...choices.values()].sort((a, b) => a.index - b.index);
  for (const { message: m } of out.choices) {
    // `some` would skip the holes of a sparse array: every index is looked at.
    for (let i = 0; i < (m.tool_calls?.length ?? 0); i++) {
      if (m.tool_calls![i] === undefined) throw malformed('streamed tool calls skip an index');
    }
  }
  return out;
}

/** More tool calls than any model makes in one answer: a larger index is a malformed stream. */
const MAX_TOOL_CALLS = 128;

function mergeDelta(choices: Map<number, AnswerChoice>, index: number, c: Record<string, unknown>): void {
  let choice = choices.get(index);
  if (!choice) {
    choice = { index, message: { role: 'assistant', content: null }, finish_reason: null };
    choices.set(index, choice);
  }
  const m = choice.message;
  if (typeof c.finish_reason === 'string') choice.finish_reason = c.finish_reason;
  const delta = isRecord(c.delta) ? c.delta : {};
  if (typeof delta.role === 'string') m.role = delta.role;
  if (typeof delta.content === 'string') m.content = (m.content ?? '') + delta.content;
  if (typeof delta.refusal === 'string') m.refusal = (m.refusal ?? '') + delta.refusal;
  for (const d of Array.isArray(delta.tool_calls) ? delta.tool_calls : []) {
    if (
      !isRecord(d) ||
      !Number.isInteger(d.index) ||
      (d.index as number) < 0 ||
      (d.index as number) >= MAX_TOOL_CALLS
    ) {
      throw malformed('a streamed tool call has no valid index');
    }
    m.tool_calls ??= [];
    let call = m.tool_calls[d.index as number];
    if (call === undefined) {
      call = { id: '', type: 'function', function: { name: '', arguments: '' } };
      m.tool_calls[d.index as number] = call;
    }
    if (typeof d.id === 'string') call.id = d.id;
    const f = isRecord(d.function) ? d.function : {};
    if (typeof f.name === 'string') call.function.name += f.name;
    if (typeof f.arguments === 'string') call.function.arguments += f.arguments;
  }
}

/** Content is replayed in pieces of this many code points: a client renders them as they come. */
const PIECE = 64;

function pieces(text: string): string[] {
  const points = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i < points.length; i += PIECE) out.push(points.slice(i, i + PIECE).join(''));
  return out;
}

/** The checked answer as OpenAI's stream: role, content pieces, tool calls, finish, usage, [DONE]. */
export function replayStream(c: Completion, includeUsage: boolean): string {
  const head = { id: c.id, object: 'chat.completion.chunk', created: c.created, model: c.model };
  const fingerprint = c.system_fingerprint === undefined ? {} : { system_fingerprint: c.system_fingerprint };
  const events: string[] = [];
  const emit = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    events.push(`data: ${JSON.stringify({ ...head, ...fingerprint, choices, ...extra })}\n\n`);
  for (const choice of c.choices) {
    const { index, message: m } = choice;
    const at = (delta: Record<string, unknown>, finish: string | null = null) => ({
      index,
      delta,
      logprobs: null,
      finish_reason: finish,
    });
    emit([at({ role: 'assistant', content: '' })]);
    for (const p of pieces(m.content ?? '')) emit([at({ content: p })]);
    if (typeof m.refusal === 'string' && m.refusal !== '') emit([at({ refusal: m.refusal })]);
    if (m.tool_calls?.length) {
      emit([
        at({
          tool_calls: m.tool_calls.map((t, i) => ({ index: i, id: t.id, type: 'function', function: t.function })),
        }),
      ]);
    }
    emit([at({}, choice.finish_reason ?? 'stop')]);
  }
  if (includeUsage) emit([], { usage: c.usage ?? null });
  events.push('data: [DONE]\n\n');
  return events.join('');
}
