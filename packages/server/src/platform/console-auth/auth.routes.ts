import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AcceptInvitationBody,
  AuthPolicy,
  ConsoleSession,
  IdParam,
  LoginBody,
  SessionList,
  TotpCodeBody,
  TotpSetup,
  UpdateAuthPolicyBody,
  User,
} from '@latchkey/contract';
import type { FastifyRequest } from 'fastify';
import { ALL_HUMAN_ROLES, contextOf } from '../auth/auth.hook.js';
import { sessionExpired } from '../auth/session-auth.js';
import { clearSessionCookie, sessionCookieOf, setSessionCookie } from '../auth/session-cookie.js';
import type { Deps } from '../deps.js';
import { bearer, v1Errors } from '../http/schemas.js';

const tags = ['Console sign-in'];
const cookie = [{ cookieAuth: [] }];
const open = { public: true } as const;
/** The signed-in person's own routes; usable while TOTP enrolment is still owed. */
const own = { roles: ALL_HUMAN_ROLES, session: true, totpEnrollment: true } as const;
const admin = { roles: ['admin'] as const };
const NO_CONTENT = { 204: { type: 'null' }, ...v1Errors } as const;

const origin = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });

export const authRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const { signIn, totp } = deps.consoleAuth;

  app.post('/auth/accept', {
    config: open,
    schema: {
      tags,
      security: [],
      summary: 'Accept an invitation: set a password, become active',
      body: AcceptInvitationBody,
      response: { 200: User, ...v1Errors },
    },
    handler: async (request) => signIn.accept(request.body, origin(request)),
  });

  app.post('/auth/login', {
    config: open,
    schema: {
      tags,
      security: [],
      summary: 'Sign in with email and password (and a TOTP code when enabled); sets the lk_session cookie',
      body: LoginBody,
      response: { 200: ConsoleSession, ...v1Errors },
    },
    handler: async (request, reply) => {
      const { token, view } = await signIn.login(request.body, origin(request));
      setSessionCookie(request, reply, token);
      return view;
    },
  });

  app.get('/auth/session', {
    config: own,
    schema: {
      tags,
      security: cookie,
      summary: 'The signed-in session, with its CSRF token',
      response: { 200: ConsoleSession, ...v1Errors },
    },
    handler: async (request) => {
      const token = sessionCookieOf(request.headers.cookie);
      if (!token || !request.principal?.sessionId) throw sessionExpired();
      return signIn.current(contextOf(request), token);
    },
  });

  app.post('/auth/logout', {
    config: own,
    schema: {
      tags,
      security: cookie,
      summary: 'Sign out: the session ends, the cookie is cleared',
      response: NO_CONTENT,
    },
    handler: async (request, reply) => {
      await signIn.logout(contextOf(request));
      clearSessionCookie(request, reply);
      return reply.code(204).send();
    },
  });

  app.get('/auth/sessions', {
    config: { ...own, totpEnrollment: false },
    schema: { tags, security: cookie, summary: 'My sessions', response: { 200: SessionList, ...v1Errors } },
    handler: async (request) => signIn.list(contextOf(request)),
  });

  app.delete('/auth/sessions/:id', {
    config: { ...own, totpEnrollment: false },
    schema: { tags, security: cookie, summary: 'End one of my sessions', params: IdParam, response: NO_CONTENT },
    handler: async (request, reply) => {
      await signIn.revoke(contextOf(request), request.params.id);
      return reply.code(204).send();
    },
  });

  app.post('/auth/totp/setup', {
    config: own,
    schema: {
      tags,
      security: cookie,
      summary: 'Start TOTP enrolment: a new secret for an authenticator app',
      response: { 200: TotpSetup, ...v1Errors },
    },
    handler: async (request) => totp.setup(contextOf(request)),
  });

  app.post('/auth/totp/enable', {
    config: own,
    schema: {
      tags,
      security: cookie,
      summary: 'Finish TOTP enrolment with a first code',
      body: TotpCodeBody,
      response: { 200: User, ...v1Errors },
    },
    handler: async (request) => totp.enable(contextOf(request), request.body.code),
  });

  app.post('/auth/totp/disable', {
    config: { ...own, totpEnrollment: false },
    schema: {
      tags,
      security: cookie,
      summary: 'Turn TOTP off with a current code (refused when the org requires it)',
      body: TotpCodeBody,
      response: { 200: User, ...v1Errors },
    },
    handler: async (request) => totp.disable(contextOf(request), request.body.code),
  });

  app.get('/auth/policy', {
    config: admin,
    schema: {
      tags,
      security: [...bearer, ...cookie],
      summary: "The org's sign-in policy",
      response: { 200: AuthPolicy, ...v1Errors },
    },
    handler: async (request) => deps.consoleAuth.policy.get(contextOf(request)),
  });

  app.patch('/auth/policy', {
    config: admin,
    schema: {
      tags,
      security: [...bearer, ...cookie],
      summary: "Change the org's sign-in policy (idle timeout, absolute lifetime, TOTP required)",
      body: UpdateAuthPolicyBody,
      response: { 200: AuthPolicy, ...v1Errors },
    },
    handler: async (request) => deps.consoleAuth.policy.update(contextOf(request), request.body),
  });
};
