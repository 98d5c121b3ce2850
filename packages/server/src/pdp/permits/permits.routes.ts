import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, RedeemedPermit, RedeemPermitBody } from '@latchkey/contract';
import { contextOf } from '../../platform/auth/auth.hook.js';
import type { Deps } from '../../platform/deps.js';
import { pdpErrors } from '../../platform/http/pdp-schemas.js';
import { bearer } from '../../platform/http/schemas.js';

export const permitsRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  app.post('/permits/:id/redeem', {
    config: { roles: ['admin', 'member', 'agent'] },
    schema: {
      tags: ['Permits'],
      security: bearer,
      summary: 'Redeem an action permit, once, before executing the action',
      description: '200 once; 409 already redeemed, 410 expired (5 minutes), 403 when agent, tool or arguments differ.',
      params: IdParam,
      body: RedeemPermitBody,
      response: { 200: RedeemedPermit, ...pdpErrors },
    },
    handler: async (request) => deps.pdp.permits.redeem(contextOf(request), request.params.id, request.body),
  });
};
