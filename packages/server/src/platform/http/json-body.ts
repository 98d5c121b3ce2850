import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';

// `\uD800`–`\uDFFF` escapes are the only way JSON text can carry a lone surrogate (valid UTF-8
// cannot), so the walk below runs only for bodies that contain one.
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;
const LONE_SURROGATE = /\p{Cs}/u;

function hasLoneSurrogate(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (LONE_SURROGATE.test(v)) return true;
    } else if (v !== null && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (LONE_SURROGATE.test(k)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * How deep a `/v1` body may nest: arrays and objects below each top-level field, the field's own
 * value being level 1. Free-form JSON (sample content, settings, metadata) is serialized,
 * canonicalized and hashed by recursive code; 5,000 levels overflowed the stack there (a 500).
 */
export const V1_MAX_DEPTH = 64;

/**
 * Whether `value` holds arrays or objects more than `max` levels deep (itself being level 1).
 * Walked with a stack: the check itself must not recurse. The PDP's checkDepth uses it too.
 */
export function nestsDeeper(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth > max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * The top-level field under which `body` nests deeper than `max` levels, `''` for a top-level
 * array that does, or null.
 */
export function tooDeepField(body: unknown, max: number): string | null {
  if (body === null || typeof body !== 'object') return null;
  const isArray = Array.isArray(body);
  for (const [k, v] of Object.entries(body)) {
    if (nestsDeeper(v, max)) return isArray ? '' : k;
  }
  return null;
}

function depthError(field: string, max: number): AppError {
  const what = field === '' ? 'The body' : field;
  return new AppError(
    'invalid_value',
    `${what} nests deeper than ${max} levels of arrays and objects`,
    field === '' ? {} : { param: field },
  );
}

export interface JsonBodyOptions {
  /** Refuse bodies nesting deeper than this below a top-level field (the `/v1` surface). */
  maxDepth?: number;
}

/**
 * The JSON body parser of both surfaces. Malformed UTF-8 would be decoded into U+FFFD and the
 * request judged on text the client never sent; an unpaired surrogate cannot be canonicalized
 * (RFC 8785), so nothing holding one could be hashed into a log. Both are refused with a 400, then
 * Fastify's own prototype-poisoning-safe parser runs.
 */
export function jsonBodyParser(app: FastifyInstance, opts: JsonBodyOptions = {}) {
  const parse = app.getDefaultJsonParser('error', 'error');
  const max = opts.maxDepth;
  // The depth check runs in the parser, before any hook, validation or handler sees the body.
  const json: typeof parse =
    max === undefined
      ? parse
      : (request, text, done) =>
          parse(request, text, (err, value) => {
            const field = err ? null : tooDeepField(value, max);
            if (field === null) done(err, value);
            else done(depthError(field, max), undefined);
          });
  return (request: FastifyRequest, body: string | Buffer, done: (err: Error | null, value?: unknown) => void) => {
    if (!isUtf8(body as Buffer)) {
      done(new AppError('invalid_value', 'the body is not valid UTF-8'), undefined);
      return;
    }
    const text = (body as Buffer).toString('utf8');
    if (!SURROGATE_ESCAPE.test(text)) {
      json(request, text, done);
      return;
    }
    json(request, text, (err, value) => {
      if (err) done(err, undefined);
      else if (hasLoneSurrogate(value)) {
        done(
          new AppError('invalid_value', 'the body holds an unpaired UTF-16 surrogate (a lone \\uD800–\\uDFFF escape)'),
          undefined,
        );
      } else done(null, value);
    });
  };
}

/** Makes `jsonBodyParser` the JSON parser of `app` (a surface's plugin scope, or the root). */
export function useJsonBody(app: FastifyInstance, opts: JsonBodyOptions = {}): void {
  if (app.hasContentTypeParser('application/json')) app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, jsonBodyParser(app, opts));
}
