import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps.js';

/**
 * Where invitation links point: LATCHKEY_PUBLIC_URL when the operator set it (a proxy's public
 * name), else the origin the admin's own request reached, which is right for a direct install.
 */
export function publicBaseOf(deps: Deps, request: FastifyRequest): string {
  return deps.config.publicUrl ?? `${request.protocol}://${request.host}`;
}
