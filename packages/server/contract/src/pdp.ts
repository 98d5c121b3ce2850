import { type Static, Type } from '@sinclair/typebox';
import { EpochMs, Nullable } from './common.js';

// The PDP surface (`/api/*`, spec pdp-api.md): camelCase fields, epoch-millisecond times,
// errors `{ error: string }`. Bodies reject unknown fields: a misspelt `contnet` must be a 400,
// never a request whose content silently went unchecked.

const Id = Type.String({ minLength: 1, maxLength: 64 });
const Name = Type.String({ minLength: 1, maxLength: 200 });

export const Stage = Type.Union([
  Type.Literal('input'),
  Type.Literal('context_egress'),
  Type.Literal('output'),
  Type.Literal('delivery'),
  Type.Literal('action'),
]);
export type Stage = Static<typeof Stage>;
export const STAGES: readonly Stage[] = ['input', 'context_egress', 'output', 'delivery', 'action'];

export const Verdict = Type.Union([
  Type.Literal('ALLOW'),
  Type.Literal('WARN'),
  Type.Literal('BLOCK'),
  Type.Literal('ESCALATE'),
]);
export type Verdict = Static<typeof Verdict>;
export const VERDICTS: readonly Verdict[] = ['ALLOW', 'WARN', 'BLOCK', 'ESCALATE'];

export const AuthorizeRequest = Type.Object(
  {
    agentId: Id,
    session: Type.Optional(Type.String({ maxLength: 200, description: 'Telemetry session id. Default `unknown`.' })),
    stage: Stage,
    content: Type.Optional(
      Type.String({ description: 'Text for the input, context_egress, output and delivery stages.' }),
    ),
    tool: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Tool name (action stage).' })),
    args: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'Action arguments.' })),
    simulated: Type.Optional(Type.Boolean({ default: false })),
    escalationId: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, description: 'Retry of an escalated request (§8.3).' }),
    ),
  },
  { additionalProperties: false },
);
export type AuthorizeRequest = Static<typeof AuthorizeRequest>;

export const FindingRef = Type.Object({ type: Type.String(), start: Type.Integer(), end: Type.Integer() });

export const LatchMatch = Type.Object({
  policyId: Type.String(),
  verdict: Verdict,
  rule: Type.String(),
  reason: Type.String(),
  findings: Type.Array(FindingRef),
});
export type LatchMatch = Static<typeof LatchMatch>;

export const PolicyDecision = Type.Object({
  verdict: Verdict,
  stage: Stage,
  policyId: Type.String(),
  rule: Type.String(),
  reason: Type.String(),
  transformedContent: Nullable(Type.String()),
  tool: Nullable(Type.String()),
  permitId: Nullable(Type.String()),
  attachedPolicyIds: Type.Array(Type.String()),
  decisionId: Type.String({ description: 'The id of the policy_decision event in the evidence feed.' }),
  escalationId: Nullable(Type.String()),
  matches: Type.Array(LatchMatch),
  simulated: Type.Boolean(),
  evaluatedAt: EpochMs,
});
export type PolicyDecision = Static<typeof PolicyDecision>;

export const AgentStatus = Type.Union([Type.Literal('active'), Type.Literal('suspended')]);
export const AgentRuntime = Type.Object({
  status: Type.Union([Type.Literal('not_provisioned'), Type.Literal('provisioned')]),
  boundary: Type.String(),
  env: Type.Record(Type.String(), Type.String()),
  provisionedAt: Nullable(EpochMs),
});

export const Agent = Type.Object({
  id: Type.String(),
  name: Type.String(),
  source: Type.Union([Type.Literal('builtin'), Type.Literal('api')]),
  status: AgentStatus,
  baseUrl: Type.String(),
  apiKeyMasked: Type.String({ description: "Masked form of the agent's key; empty before provisioning." }),
  categories: Type.Array(Type.String()),
  tools: Type.Array(Type.String({ description: 'Normalized tool names.' })),
  policyIds: Type.Array(Type.String({ description: 'Attached policies, excluding the baseline.' })),
  runtime: AgentRuntime,
  createdAt: EpochMs,
  updatedAt: EpochMs,
});
export type Agent = Static<typeof Agent>;

const Strings = (max: number) => Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: max });
const BaseUrl = Type.String({ maxLength: 2000, description: 'Where the agent runs (informational).' });

export const CreateAgentBody = Type.Object(
  {
    name: Name,
    baseUrl: Type.Optional(BaseUrl),
    categories: Type.Optional(Strings(50)),
    tools: Type.Optional(Strings(500)),
    policyIds: Type.Optional(Strings(100)),
    status: Type.Optional(AgentStatus),
  },
  { additionalProperties: false },
);
export type CreateAgentBody = Static<typeof CreateAgentBody>;

export const UpdateAgentBody = Type.Object(
  {
    name: Type.Optional(Name),
    baseUrl: Type.Optional(BaseUrl),
    categories: Type.Optional(Strings(50)),
    tools: Type.Optional(Strings(500)),
    status: Type.Optional(AgentStatus),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateAgentBody = Static<typeof UpdateAgentBody>;

export const AgentPoliciesBody = Type.Object({ policyIds: Strings(100) }, { additionalProperties: false });

export const ProvisionAgentBody = Type.Object(
  {
    boundary: Type.String({ minLength: 1, maxLength: 100, description: 'e.g. container, vm, process.' }),
    env: Type.Optional(
      Type.Record(Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_]{0,99}$' }), Type.String({ maxLength: 2000 }), {
        maxProperties: 100,
        description: 'Non-secret runtime settings; values that look like credentials are refused.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ProvisionAgentBody = Static<typeof ProvisionAgentBody>;

export const ProvisionedAgent = Type.Object({
  agent: Agent,
  apiKey: Type.String({ description: 'Agent-role key for the PEP, shown this once.' }),
});

export const AgentList = Type.Object({ agents: Type.Array(Agent) });
