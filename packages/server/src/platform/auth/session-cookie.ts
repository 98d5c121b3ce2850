import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'lk_session';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The `lk_session` value of a Cookie header, or null. Only this one cookie is ever read, so a
 * full parser (and a dependency) buys nothing; anything not shaped like a token is ignored.
 */
export function sessionCookieOf(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (TOKEN.test(value)) return value;
  }
  return null;
}

// HttpOnly: no script reads it. SameSite=Strict: no other site's page sends it. No Max-Age: it
// ends with the browser (shared ward workstations); the server's idle and absolute limits still
// apply. Secure whenever the request came over TLS (request.protocol honours trustProxy).
function attributes(request: FastifyRequest): string {
  return `Path=/; HttpOnly; SameSite=Strict${request.protocol === 'https' ? '; Secure' : ''}`;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.header('set-cookie', `${SESSION_COOKIE}=${token}; ${attributes(request)}`);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${SESSION_COOKIE}=; Max-Age=0; ${attributes(request)}`);
}
