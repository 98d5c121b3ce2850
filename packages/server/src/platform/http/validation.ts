import AjvCompiler, { type ValidatorFactory } from '@fastify/ajv-compiler';
import { isIsoTime } from '../time.js';

// What Fastify really passes and expects (the package's own typings describe a narrower Ajv call).
type RouteDef = { httpPart: string };
type Validate = ((data: unknown, opts?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type Compile = (route: RouteDef) => Validate;
type AjvLike = { addFormat(name: string, format: { type: 'string'; validate: (s: string) => boolean }): unknown };
type Options = { customOptions?: Record<string, unknown>; onCreate?: (ajv: AjvLike) => void } | undefined;
type Pool = (externalSchemas: unknown, options: Options) => Compile;

/** The first top-level field (or array item) of a coerced query or path that is a non-finite number. */
function nonFinite(data: unknown): string | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  // for…in, not Object.entries: this runs on every request that has a query or path parameters.
  for (const k in data) {
    const v = (data as Record<string, unknown>)[k];
    if (typeof v === 'number' ? !Number.isFinite(v) : Array.isArray(v) && v.some(isNonFinite)) return k;
  }
  return undefined;
}

const isNonFinite = (x: unknown) => typeof x === 'number' && !Number.isFinite(x);

/**
 * Ajv coerces `?limit=1e999` to Infinity, which passes `type: integer` and skips `maximum` (its
 * bounds only compare finite numbers): the handler then got Infinity, and a 500. No parameter of
 * this API is infinite, so any non-finite number after coercion is refused as Ajv would refuse it.
 */
function finiteOnly(validate: Validate): Validate {
  const checked: Validate = (data, opts) => {
    if (!validate(data, opts)) {
      checked.errors = validate.errors;
      return false;
    }
    const field = nonFinite(data);
    checked.errors =
      field === undefined
        ? null
        : [{ keyword: 'type', instancePath: `/${field}`, params: {}, message: 'must be a finite number' }];
    return field === undefined;
  };
  // Fastify passes the parent object (so Ajv can coerce a root value) only when this is set.
  checked.schemaEnv = validate.schemaEnv;
  return checked;
}

/**
 * Query strings and path parameters arrive as text, so they are coerced (`?limit=5` is a number);
 * JSON bodies are typed already, so they are not: `{"agentId": 42}` is a 400, not the string "42".
 * One Ajv instance per mode, both built by Fastify's own compiler with the server's options.
 *
 * `date-time` is the server's own strict parser (platform/time.ts), not ajv-formats': that one
 * passes a leap second (`23:59:60Z`) and a `+01` zone, which no later step could read.
 */
export function validatorFactory(): ValidatorFactory {
  const pool = AjvCompiler() as unknown as Pool;
  const factory: Pool = (externalSchemas, options) => {
    const onCreate = (ajv: AjvLike) => {
      options?.onCreate?.(ajv);
      ajv.addFormat('date-time', { type: 'string', validate: isIsoTime });
    };
    const coercing = pool(externalSchemas, { ...options, onCreate });
    const strict = pool(externalSchemas, {
      ...options,
      onCreate,
      customOptions: { ...options?.customOptions, coerceTypes: false },
    });
    return (route) => (route.httpPart === 'body' ? strict(route) : finiteOnly(coercing(route)));
  };
  return factory as unknown as ValidatorFactory;
}
