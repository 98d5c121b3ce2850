import type { RouteOptions } from 'fastify';

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
