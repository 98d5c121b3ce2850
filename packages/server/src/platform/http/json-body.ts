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
 * The JSON body parser of both surfaces. Malformed UTF-8 would be decoded into U+FFFD and the
 * request judged on text the client never sent; an unpaired surrogate cannot be canonicalized
 * (RFC 8785), so nothing holding one could be hashed into a log. Both are refused with a 400, then
 * Fastify's own prototype-poisoning-safe parser runs.
 */
export function jsonBodyParser(app: FastifyInstance) {
  const json = app.getDefaultJsonParser('error', 'error');
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
