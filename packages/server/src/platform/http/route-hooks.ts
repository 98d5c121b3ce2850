import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

type HookName = 'onRequest' | 'preValidation' | 'preHandler' | 'onSend' | 'onResponse';

/**
 * Appends a hook to one route from an `onRoute` listener. Per-route hooks close over what is
 * known at registration (config, pattern, category), so the hot path never calls
 * `request.routeOptions`, which builds a new object on every access.
 */
export function appendRouteHook(route: RouteOptions, name: HookName, fn: unknown): void {
  const r = route as unknown as Record<string, unknown>;
  const existing = r[name];
  r[name] = [...(existing ? ([] as unknown[]).concat(existing) : []), fn];
}

export const routeMethods = (route: RouteOptions): string[] => ([] as string[]).concat(route.method);

type MaybeAsync = (request: FastifyRequest, reply: FastifyReply) => void | Promise<void>;

/**
 * Adapts a step that is usually synchronous into a callback-style hook: no promise is created
 * when the step finishes at once (cached key, in-memory limits), which async hooks always pay for.
 */
export function syncFirst(step: MaybeAsync) {
  return (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    let result: void | Promise<void>;
    try {
      result = step(request, reply);
    } catch (err) {
      done(err as Error);
      return;
    }
    if (result instanceof Promise) result.then(() => done(), done);
    else done();
  };
}
