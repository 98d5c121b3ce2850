import { Usage } from '@latchkey/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ALL_HUMAN_ROLES, contextOf } from '../auth/auth.hook.js';
import type { Deps } from '../deps.js';
import { bearer, v1Errors } from '../http/schemas.js';

const tags = ['Usage'];

export const usageRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/usage', {
    config: { roles: ALL_HUMAN_ROLES },
    schema: { tags, security: bearer, summary: "This month's usage against the plan's quotas", response: { 200: Usage, ...v1Errors } },
    handler: async (request) => deps.usage.getUsage(contextOf(request)),
  });
};
