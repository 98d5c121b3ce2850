// Its own module, free of imports, so processes that only hash (the server's audit verifier
// walkers) load it without the rest of the SDK: `@latchkey/client/canonical-json`.

/**
 * RFC 8785 (JCS) canonical JSON: object keys sorted by UTF-16 code units, numbers in ECMAScript
 * form (which `JSON.stringify` produces: `1e+21`, `1e-7`, `-0` → `0`), strings escaped as
 * `JSON.stringify` escapes them. Like `JSON.stringify`, it calls `toJSON`, omits undefined,
 * functions and symbols in objects and writes them as null in arrays. Throws for what I-JSON
 * cannot carry: NaN, ±Infinity, BigInt, lone surrogates, cycles.
 */
export function canonicalJson(value: unknown): string {
  const out = write(value, new Set());
  if (out === undefined) throw new TypeError('value has no JSON representation');
  return out;
}

// `\p{Cs}` under the `u` flag matches only unpaired surrogates: a proper pair reads as one code point.
const LONE_SURROGATE = /\p{Cs}/u;

function quote(s: string): string {
  if (LONE_SURROGATE.test(s)) throw new TypeError('lone surrogate in string');
  return JSON.stringify(s);
}

// Written for the server's hot path too (every log entry is canonicalized): plain loops and
// string building, no intermediate arrays; about twice as fast as map/join.
function write(value: unknown, seen: Set<object>): string | undefined {
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`${value} is not allowed in JSON`);
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      throw new TypeError('BigInt is not allowed in JSON');
    case 'object':
      break;
    default:
      return undefined; // undefined, function, symbol
  }
  if (value === null) return 'null';
  if (seen.has(value)) throw new TypeError('circular reference');
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  seen.add(value);
  let out: string | undefined;
  if (typeof toJSON === 'function') {
    out = write(toJSON.call(value), seen);
  } else if (Array.isArray(value)) {
    out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      out += write(value[i], seen) ?? 'null';
    }
    out += ']';
  } else {
    // Default sort compares UTF-16 code units, exactly what RFC 8785 §3.2.3 asks for.
    const keys = Object.keys(value);
    if (keys.length > 1) keys.sort();
    out = '{';
    let first = true;
    for (const key of keys) {
      const v = write((value as Record<string, unknown>)[key], seen);
      if (v === undefined) continue;
      if (!first) out += ',';
      first = false;
      out += `${quote(key)}:${v}`;
    }
    out += '}';
  }
  seen.delete(value);
  return out;
}
