import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RedactRequest, RedactResponse } from '@latchkey/contract';
import type { Deps } from '../../platform/deps.js';
import { pdpErrors } from '../../platform/http/pdp-schemas.js';
import { bearer } from '../../platform/http/schemas.js';

export const redactRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const service = deps.pdp.redact;
  app.post('/redact', {
    config: { roles: ['admin', 'member', 'agent'] },
    schema: {
      tags: ['Authorize'],
      security: bearer,
      summary: 'De-identify a text with the latch-2 detectors (mask, pseudonym or tokenize)',
      description:
        'Replaces each PII/PHI finding per `mode` (default: the org latch-2 `piiMode`): `mask` → `[REDACTED:TYPE]`, ' +
        '`pseudonym` → `[TYPE_n]` stable within the session, `tokenize` → `[[TYPE:tok_…]]`, restored by an authorize ' +
        'call at the `delivery` stage of the same org, agent and session within the token TTL. Pseudonym and tokenize need ' +
        'an agent (`agentId`; an agent key is bound to its own). No decision and no evidence: the text is neither stored ' +
        'nor logged, and findings carry type and offsets, never values.',
      body: RedactRequest,
      response: { 200: RedactResponse, ...pdpErrors },
    },
    handler: (request) => service.redact(request.principal!, request.body),
  });
};
