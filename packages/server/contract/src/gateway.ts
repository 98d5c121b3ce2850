import { type Static, Type } from '@sinclair/typebox';
import { EpochMs, Nullable } from './common.js';

// The OpenAI-compatible model gateway (issue 18, ADR 0049). Its settings live on the PDP surface
// (`/api/agents/{id}/gateway`, camelCase); the gateway itself (`/gateway/v1`) speaks OpenAI's wire
// format, snake_case and all, so a stock OpenAI client needs only a new base URL and key.

export const GatewaySettingsBody = Type.Object(
  {
    upstreamUrl: Type.String({
      minLength: 1,
      maxLength: 2000,
      description:
        'Base URL of the OpenAI-compatible upstream, e.g. `https://api.openai.com/v1` (the gateway appends ' +
        '`/chat/completions` and `/models`). https to a public host, as for audit exports.',
    }),
    upstreamApiKey: Type.String({
      minLength: 1,
      maxLength: 4096,
      description: 'Sent to the upstream as `Authorization: Bearer …`. Sealed at rest; never returned.',
    }),
    model: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'Pins the agent to this model: requests may omit `model`, and any other model is refused (404).',
      }),
    ),
  },
  { additionalProperties: false },
);
export type GatewaySettingsBody = Static<typeof GatewaySettingsBody>;

export const GatewaySettings = Type.Object({
  agentId: Type.String(),
  upstreamUrl: Type.String(),
  upstreamApiKeyMasked: Type.String({ description: 'The last four characters only: `****abcd`.' }),
  model: Nullable(Type.String()),
  baseUrl: Type.String({ description: 'What the agent points its OpenAI client at: `/gateway/v1` on this server.' }),
  createdAt: EpochMs,
  updatedAt: EpochMs,
});
export type GatewaySettings = Static<typeof GatewaySettings>;

// --- /gateway/v1: the parts of OpenAI's chat completions request the gateway can check -----------
// Fields the gateway cannot inspect (image or audio parts, audio output, predicted outputs, stored
// completions) are refused rather than passed through unchecked: an unknown field is a 400.

const Text = Type.String();
const TextPart = Type.Object(
  { type: Type.Literal('text'), text: Text },
  { additionalProperties: false, description: 'Only text parts: the gateway cannot check images or audio.' },
);
const Content = Type.Union([Text, Type.Array(TextPart, { minItems: 1 }), Type.Null()]);
const ToolCall = Type.Object(
  {
    id: Type.String({ maxLength: 200 }),
    type: Type.Literal('function'),
    function: Type.Object({ name: Type.String({ maxLength: 200 }), arguments: Type.String() }),
  },
  { additionalProperties: false },
);

export const ChatMessage = Type.Object(
  {
    role: Type.Union([
      Type.Literal('system'),
      Type.Literal('developer'),
      Type.Literal('user'),
      Type.Literal('assistant'),
      Type.Literal('tool'),
    ]),
    content: Type.Optional(Content),
    name: Type.Optional(Type.String({ maxLength: 200 })),
    tool_calls: Type.Optional(Type.Array(ToolCall, { maxItems: 128 })),
    tool_call_id: Type.Optional(Type.String({ maxLength: 200 })),
    refusal: Type.Optional(Nullable(Type.String())),
  },
  { additionalProperties: false },
);
export type ChatMessage = Static<typeof ChatMessage>;

const Num = Type.Number();
export const ChatCompletionRequest = Type.Object(
  {
    model: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    messages: Type.Array(ChatMessage, { minItems: 1, maxItems: 2048 }),
    stream: Type.Optional(Type.Boolean()),
    stream_options: Type.Optional(Type.Object({ include_usage: Type.Optional(Type.Boolean()) })),
    temperature: Type.Optional(Num),
    top_p: Type.Optional(Num),
    n: Type.Optional(Type.Integer({ minimum: 1, maximum: 8 })),
    max_tokens: Type.Optional(Type.Integer({ minimum: 1 })),
    max_completion_tokens: Type.Optional(Type.Integer({ minimum: 1 })),
    stop: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String(), { maxItems: 4 }), Type.Null()])),
    presence_penalty: Type.Optional(Num),
    frequency_penalty: Type.Optional(Num),
    logit_bias: Type.Optional(Type.Record(Type.String(), Num)),
    seed: Type.Optional(Type.Integer()),
    tools: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 128 })),
    tool_choice: Type.Optional(Type.Unknown()),
    parallel_tool_calls: Type.Optional(Type.Boolean()),
    response_format: Type.Optional(Type.Unknown()),
    reasoning_effort: Type.Optional(Type.String({ maxLength: 20 })),
    service_tier: Type.Optional(Type.String({ maxLength: 20 })),
    user: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type ChatCompletionRequest = Static<typeof ChatCompletionRequest>;
