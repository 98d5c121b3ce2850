import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GatewaySettings, GatewaySettingsBody, IdParam } from '@latchkey/contract';
import { contextOf } from '../platform/auth/auth.hook.js';
import type { Deps } from '../platform/deps.js';
import { pdpErrors } from '../platform/http/pdp-schemas.js';
import { bearer } from '../platform/http/schemas.js';

const tags = ['Agents'];

/** `/api/agents/{id}/gateway`: the upstream of the agent's OpenAI-compatible model gateway (ADR 0049). */
export const gatewaySettingsRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const settings = deps.gateway.settings;

  app.put('/agents/:id/gateway', {
    schema: {
      tags,
      security: bearer,
      summary: "Set the agent's model gateway upstream",
      description:
        'The agent then calls `POST /gateway/v1/chat/completions` with its own key (as an OpenAI client does); every step ' +
        'is authorized as a PEP would. The upstream URL follows the rules of audit exports (https, public host); its key is ' +
        'sealed at rest and never returned. A second PUT replaces the settings.',
      params: IdParam,
      body: GatewaySettingsBody,
      response: { 200: GatewaySettings, ...pdpErrors },
    },
    handler: async (request) => settings.put(contextOf(request), request.params.id, request.body),
  });

  app.get('/agents/:id/gateway', {
    config: { roles: ['admin', 'member', 'auditor'] },
    schema: {
      tags,
      security: bearer,
      summary: "The agent's model gateway upstream (its key masked)",
      params: IdParam,
      response: { 200: GatewaySettings, ...pdpErrors },
    },
    handler: async (request) => settings.get(contextOf(request), request.params.id),
  });

  app.delete('/agents/:id/gateway', {
    schema: {
      tags,
      security: bearer,
      summary: "Remove the agent's model gateway: its gateway requests are refused from then on",
      params: IdParam,
      response: { 204: { type: 'null' }, ...pdpErrors },
    },
    handler: async (request, reply) => {
      await settings.remove(contextOf(request), request.params.id);
      return reply.code(204).send();
    },
  });
};
