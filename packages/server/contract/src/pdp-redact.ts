import { type Static, Type } from '@sinclair/typebox';
import { FindingRef } from './pdp.js';
import { PiiMode } from './pdp-policies.js';

/** `POST /api/redact`: de-identification alone, with the detectors of latch-2 (ADR 0040). */
export const RedactRequest = Type.Object(
  {
    content: Type.String({ maxLength: 1_048_576, description: 'The text to de-identify. Never stored or logged.' }),
    entities: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
        maxItems: 50,
        description:
          "Entity types to replace (GET /api/policies/latch-2 lists them). Default: the org's latch-2 piiTypes.",
      }),
    ),
    mode: Type.Optional(PiiMode),
    session: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'Session the pseudonyms and tokens belong to (as in authorize). Default `unknown`.',
      }),
    ),
    agentId: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description:
          'Agent the pseudonyms and tokens belong to: required for pseudonym and tokenize; an agent key is bound to its own.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type RedactRequest = Static<typeof RedactRequest>;

export const RedactResponse = Type.Object({
  content: Type.String({ description: 'The text with every finding replaced according to the mode.' }),
  mode: PiiMode,
  findings: Type.Array(FindingRef, { description: 'Type and offsets in the submitted text; never the value.' }),
  unrestoredTokens: Type.Integer({
    minimum: 0,
    description:
      'Tokens (`[[TYPE:tok_…]]`) in the submitted text, left as they are: this endpoint restores none, whatever ' +
      'session issued them. Tokens come back only through an authorize call at the `delivery` stage of the org, ' +
      'agent and session they were issued to, within the token TTL; any other delivery reports them in a ' +
      '`tokens-not-restored` match.',
  }),
});
export type RedactResponse = Static<typeof RedactResponse>;
