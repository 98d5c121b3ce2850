import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PolicyDecision, PublicKeys, RecordEnvelope, RecordVerification } from '@latchkey/contract';
import { Type } from '@sinclair/typebox';
import { contextOf } from '../../platform/auth/auth.hook.js';
import type { Deps } from '../../platform/deps.js';
import { pdpErrors } from '../../platform/http/pdp-schemas.js';
import { bearer } from '../../platform/http/schemas.js';

const tags = ['Verification records'];

// The decision as authorize returned it: its own fields only, so nothing unverified is sealed.
const SignBody = Type.Partial(PolicyDecision, { additionalProperties: false });

export const recordsRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const records = deps.pdp.records;

  app.post('/verification-record/sign', {
    config: { roles: ['admin', 'member', 'agent', 'auditor'] },
    schema: {
      tags,
      security: bearer,
      summary: 'Seal a decision returned by authorize into a signed DSSE envelope',
      description:
        'The decision must be in the evidence feed (404) and unchanged (409 names the fields that differ). ' +
        'payload = base64(JCS(record)); sig = base64(Ed25519(PAE(payloadType, payload))).',
      body: SignBody,
      response: { 200: RecordEnvelope, ...pdpErrors },
    },
    handler: async (request) => records.sign(contextOf(request), request.body as Record<string, unknown>),
  });

  app.post('/verification-record/verify', {
    config: { roles: ['admin', 'member', 'agent', 'auditor'] },
    schema: {
      tags,
      security: bearer,
      summary: 'Verify a signed record: signature, canonical payload, decision hash, evidence entry',
      body: Type.Object({}, { additionalProperties: true }),
      response: { 200: RecordVerification, ...pdpErrors },
    },
    handler: async (request) => records.verify(contextOf(request), request.body),
  });

  app.get('/verification-record/keys', {
    config: { public: true },
    schema: {
      tags,
      // No key needed: an empty requirement says so in OpenAPI.
      security: [],
      summary: 'Public keys that sign records (current and retired), for offline verification',
      response: { 200: PublicKeys, ...pdpErrors },
    },
    handler: async () => records.keys(),
  });
};
