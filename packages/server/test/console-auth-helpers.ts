import assert from 'node:assert/strict';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './helpers.js';

export const PASSWORD = 'plum ward lantern 7';

export interface Signed {
  token: string;
  csrf: string;
  body: Record<string, unknown>;
}

/** Invites a person through the API and returns the user and the token of their link. */
export async function invite(t: TestApp, email: string, role = 'member', extra: object = {}, key?: string) {
  const res = await t.call({
    method: 'POST',
    url: '/v1/users',
    payload: { email, role, ...extra },
    ...(key ? { key } : {}),
  });
  assert.equal(res.statusCode, 201, res.body);
  const user = res.json();
  return { user, token: tokenOf(user.invitation.url) };
}

export const tokenOf = (url: string) => url.split('#token=')[1]!;

export const accept = (t: TestApp, token: string, password = PASSWORD) =>
  t.call({ method: 'POST', url: '/v1/auth/accept', payload: { token, password }, key: null });

export const login = (t: TestApp, payload: object) =>
  t.call({ method: 'POST', url: '/v1/auth/login', payload, key: null });

/** The lk_session value a response set. */
export function cookieOf(res: LightMyRequestResponse): string {
  const set = String(res.headers['set-cookie'] ?? '');
  const m = /^lk_session=([^;]*)/.exec(set);
  assert.ok(m, `no lk_session cookie in ${set}`);
  return m[1]!;
}

/** Invite, accept and sign in: a person with a live console session. */
export async function person(
  t: TestApp,
  email: string,
  role = 'member',
  key?: string,
): Promise<Signed & { id: string }> {
  const { user, token } = await invite(t, email, role, {}, key);
  assert.equal((await accept(t, token)).statusCode, 200);
  const res = await login(t, { email, password: PASSWORD });
  assert.equal(res.statusCode, 200, res.body);
  return { id: user.id, token: cookieOf(res), csrf: res.json().csrf_token, body: res.json() };
}

/** A request as the signed-in person: their cookie, and their CSRF token unless `csrf` says otherwise. */
export function asUser(t: TestApp, s: Pick<Signed, 'token' | 'csrf'>, opts: InjectOptions & { csrf?: string | null }) {
  const { csrf, headers, ...rest } = opts;
  const token = csrf === undefined ? s.csrf : csrf;
  return t.call({
    ...rest,
    key: null,
    headers: {
      cookie: `theme=dark; lk_session=${s.token}`,
      ...(token === null ? {} : { 'x-csrf-token': token }),
      ...headers,
    },
  });
}
