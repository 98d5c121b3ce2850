import AjvCompiler, { type ValidatorFactory } from '@fastify/ajv-compiler';

// What Fastify really passes and expects (the package's own typings describe a narrower Ajv call).
type RouteDef = { httpPart: string };
type Compile = (route: RouteDef) => unknown;
type Options = { customOptions?: Record<string, unknown> } | undefined;
type Pool = (externalSchemas: unknown, options: Options) => Compile;

/**
 * Query strings and path parameters arrive as text, so they are coerced (`?limit=5` is a number);
 * JSON bodies are typed already, so they are not: `{"agentId": 42}` is a 400, not the string "42".
 * One Ajv instance per mode, both built by Fastify's own compiler with the server's options.
 */
export function validatorFactory(): ValidatorFactory {
  const pool = AjvCompiler() as unknown as Pool;
  const factory: Pool = (externalSchemas, options) => {
    const coercing = pool(externalSchemas, options);
    const strict = pool(externalSchemas, {
      ...options,
      customOptions: { ...options?.customOptions, coerceTypes: false },
    });
    return (route) => (route.httpPart === 'body' ? strict : coercing)(route);
  };
  return factory as unknown as ValidatorFactory;
}
