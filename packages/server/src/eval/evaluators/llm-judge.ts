import type { LlmJudgeConfig } from '@latchkey/contract';
import { checkDestination } from '../../platform/http/destination.js';
import { type OutboundResponse, postJsonForResponse } from '../../platform/http/exchange.js';
import { backoffDelay } from '../../platform/jobs/poller.js';
import { getPath } from './dot-path.js';
import { type Evaluator, type EvaluatorResult, SampleError, type SampleView } from './evaluator.js';

export const JUDGE_SYSTEM_PROMPT =
  'You are an evaluation judge. Follow the user message to grade the output it shows. Answer ONLY with one ' +
  'JSON object and no other text: {"score": <number from 0 to 1, higher is better>, "flags": [<short ' +
  'snake_case labels for problems worth a human look, may be empty>], "reason": "<one or two sentences>"}.';

const MAX_BODY = 1024 * 1024;
const BACKOFF_BASE_MS = 500;
const BACKOFF_CAP_MS = 8000;
const RETRY_AFTER_CAP_MS = 30_000;
const MAX_FLAGS = 20;
const MAX_FLAG_LENGTH = 64;
const MAX_REASON = 500;
/** Failures that another attempt cannot fix: a refused address, an oversized answer. */
const PERMANENT = new Set(['EDESTINATION', 'ETOOLARGE']);

export interface LlmJudgeOptions {
  /** Operator setting: allows http and loopback endpoints. */
  allowInsecure: boolean;
  /** Jitter source of the backoff (tests). */
  random?: () => number;
}

/** `${base_url}/chat/completions`, keeping a query string (some gateways put the API version there). */
export function completionsUrl(base: URL): URL {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/chat/completions`;
  return url;
}

/** The prompt with {{input}}, {{output}} and {{expected}} replaced in one pass, so inserted JSON is never re-expanded. */
export function renderPrompt(prompt: string, parts: { input: unknown; output: unknown; expected: unknown }): string {
  return prompt.replace(/\{\{(input|output|expected)\}\}/g, (_, name: 'input' | 'output' | 'expected') =>
    JSON.stringify(parts[name] ?? null),
  );
}

/** The first balanced `{…}` in `text` (braces inside JSON strings ignored), or null. */
export function firstJsonObject(text: string): string | null {
  const start = text.indexOf('{');
  if (start < 0) return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') {
      inString = true;
    } else if (c === '{') {
      depth++;
    } else if (c === '}' && --depth === 0) {
      return text.slice(start, i + 1);
    }
  }
  return null;
}

const malformed = (what: string) => new SampleError(`judge answer malformed: ${what}`);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The message text of an OpenAI-style completion: a string, or text parts of a content array. */
function messageContent(body: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw malformed('the response body is not JSON');
  }
  const choice = isRecord(parsed) && Array.isArray(parsed.choices) ? parsed.choices[0] : undefined;
  const content = isRecord(choice) && isRecord(choice.message) ? choice.message.content : undefined;
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content.map((part) => (isRecord(part) && typeof part.text === 'string' ? part.text : '')).join('');
  }
  throw malformed('no text in choices[0].message.content');
}

/** Reads the judge's verdict; anything off is a malformed answer, which a retry would not fix. */
export function parseJudgeAnswer(body: string): { score: number; flags: string[]; reason?: string } {
  const json = firstJsonObject(messageContent(body));
  if (json === null) throw malformed('no JSON object in the answer');
  let answer: unknown;
  try {
    answer = JSON.parse(json);
  } catch {
    throw malformed('the JSON object in the answer does not parse');
  }
  if (!isRecord(answer)) throw malformed('the answer is not a JSON object');
  const { score, flags = [], reason } = answer;
  if (typeof score !== 'number' || !Number.isFinite(score) || score < 0 || score > 1) {
    throw malformed('score must be a number from 0 to 1');
  }
  if (
    !Array.isArray(flags) ||
    flags.length > MAX_FLAGS ||
    !flags.every((f) => typeof f === 'string' && f.length <= MAX_FLAG_LENGTH)
  ) {
    throw malformed(`flags must be an array of at most ${MAX_FLAGS} strings of at most ${MAX_FLAG_LENGTH} characters`);
  }
  if (reason !== undefined && typeof reason !== 'string') throw malformed('reason must be a string');
  const cleanFlags = [...new Set((flags as string[]).map((f) => f.trim()).filter((f) => f !== ''))];
  return { score, flags: cleanFlags, ...(reason === undefined ? {} : { reason: clip(reason, MAX_REASON) }) };
}

/** At most `max` UTF-16 units, without splitting a surrogate pair. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** Retry-After in seconds on 429/503, capped; an HTTP-date or garbage falls back to the backoff. */
function retryAfterMs(res: OutboundResponse): number | undefined {
  if (res.status !== 429 && res.status !== 503) return undefined;
  const raw = res.headers['retry-after'];
  if (typeof raw !== 'string' || !/^\s*\d+\s*$/.test(raw)) return undefined;
  return Math.min(Number(raw) * 1000, RETRY_AFTER_CAP_MS);
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** An error's code only: messages of network errors may quote the URL, and nothing here should echo input. */
const errorCode = (err: unknown): string => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'network error';
};

/**
 * Asks an OpenAI-compatible chat endpoint to grade the sample. Network errors, timeouts, 429 and
 * 5xx are retried up to max_retries times (exponential backoff with full jitter, or Retry-After);
 * other statuses and malformed answers fail the sample at once. Messages never hold the api key,
 * the prompt or the sample.
 */
export function createLlmJudge(config: LlmJudgeConfig, opts: LlmJudgeOptions): Evaluator {
  // Checked again here, not only when the evaluation was created: literal IPs skip the guarded lookup.
  const url = completionsUrl(
    checkDestination(config.base_url, { allowInsecure: opts.allowInsecure, param: 'base_url' }),
  );
  const timeoutMs = config.timeout_ms ?? 30_000;
  const maxRetries = config.max_retries ?? 2;
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    authorization: `Bearer ${config.api_key}`,
  };

  const requestBody = (sample: SampleView) => {
    let output = sample.output;
    if (config.field !== undefined) {
      const hit = getPath(sample.output, config.field);
      output = hit.found ? hit.value : null;
    }
    const user = renderPrompt(config.prompt, { input: sample.input, output, expected: sample.expected });
    return JSON.stringify({
      model: config.model,
      temperature: 0,
      messages: [
        { role: 'system', content: JUDGE_SYSTEM_PROMPT },
        { role: 'user', content: user },
      ],
    });
  };

  return {
    type: 'llm_judge',
    async evaluate(sample, signal): Promise<EvaluatorResult> {
      const body = requestBody(sample);
      for (let attempt = 1; ; attempt++) {
        signal.throwIfAborted();
        let failure: string;
        let wait: number | undefined;
        try {
          const res = await postJsonForResponse(url, body, {
            headers,
            timeoutMs,
            allowInsecure: opts.allowInsecure,
            maxBytes: MAX_BODY,
            signal,
          });
          if (res.status >= 200 && res.status < 300) {
            const { score, flags, reason } = parseJudgeAnswer(res.body);
            return { score, flags, details: { ...(reason === undefined ? {} : { reason }), attempts: attempt } };
          }
          if (res.status !== 429 && res.status < 500)
            throw new SampleError(`judge endpoint answered HTTP ${res.status}`);
          failure = `HTTP ${res.status}`;
          wait = retryAfterMs(res);
        } catch (err) {
          if (err instanceof SampleError) throw err;
          if (signal.aborted) throw signal.reason;
          const code = errorCode(err);
          if (code === 'ETIMEDOUT') failure = `timed out after ${timeoutMs} ms`;
          else if (code === 'ETOOLARGE') failure = `response larger than ${MAX_BODY} bytes`;
          else failure = code === 'EDESTINATION' ? 'the endpoint resolves to a refused address' : code;
          if (PERMANENT.has(code)) throw new SampleError(`judge request failed: ${failure}`);
        }
        if (attempt > maxRetries) {
          throw new SampleError(`judge request failed after ${attempt} attempt${attempt > 1 ? 's' : ''}: ${failure}`);
        }
        await sleep(wait ?? backoffDelay(attempt, BACKOFF_BASE_MS, BACKOFF_CAP_MS, opts.random), signal);
      }
    },
  };
}
