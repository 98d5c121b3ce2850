import { type Static, type TSchema, Type } from '@sinclair/typebox';

/**
 * A scalar that may be null, as JSON Schema `type: [T, "null"]` (OpenAPI 3.1). Unlike
 * `Type.Union([T, Type.Null()])` (an `anyOf`), the response serializer writes it without
 * validating which branch applies, on every field of every response.
 */
export const Nullable = <T extends TSchema & { type: string }>(schema: T, options: Record<string, unknown> = {}) =>
  // A JSON copy drops TypeBox's Kind symbol, so the result is not mistaken for a plain `T`.
  Type.Unsafe<Static<T> | null>({ ...JSON.parse(JSON.stringify(schema)), ...options, type: [schema.type, 'null'] });

/**
 * ISO 8601 UTC timestamp with milliseconds, as `/v1` speaks it. As an input, the server reads it
 * as RFC 3339 and refuses what names no instant (a leap second `:60`, Feb 30, hour 24).
 */
export const IsoTime = Type.String({ format: 'date-time' });

/**
 * Epoch milliseconds, as the PDP speaks them: 0 up to 8.64e15, the last instant a JavaScript Date
 * holds (year 275760). Past it no time can be formatted, and past 2^53 a JSON number no longer
 * names one millisecond (the engines would disagree on storing it).
 */
export const EpochMs = Type.Integer({ minimum: 0, maximum: 8.64e15, description: 'Epoch milliseconds.' });

/** `/v1` error body: `{ error: { type, code, message, param?, details? } }`. */
export const V1Error = Type.Object(
  {
    error: Type.Object({
      type: Type.String(),
      code: Type.String(),
      message: Type.String(),
      param: Type.Optional(Type.String()),
      details: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    }),
  },
  { $id: 'V1Error' },
);

/** PDP error body: `{ error: string }`. */
export const PdpError = Type.Object({ error: Type.String() }, { $id: 'PdpError' });

/** The `/v1` list envelope around any item schema. */
export const ListOf = <T extends TSchema>(item: T) =>
  Type.Object({
    object: Type.Literal('list'),
    data: Type.Array(item),
    has_more: Type.Boolean(),
    total_count: Type.Integer(),
  });

/**
 * Common list query (spec "Common list conventions"): `limit` 1–100 (default 20), `after` /
 * `before` item-id cursors, `created_after` / `created_before` bounds, `sort=created_at` with
 * `order` `desc` (default, newest first) or `asc`.
 */
export const ListQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    after: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    before: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    created_after: Type.Optional(IsoTime),
    created_before: Type.Optional(IsoTime),
    sort: Type.Optional(Type.Literal('created_at')),
    order: Type.Optional(Type.Union([Type.Literal('desc'), Type.Literal('asc')])),
  },
  { additionalProperties: false },
);

export const IdParam = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

export const Health = Type.Object({
  status: Type.String(),
  checks: Type.Optional(Type.Record(Type.String(), Type.String())),
});
