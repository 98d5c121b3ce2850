import type { PolicyDecision } from '@latchkey/client';
import type { CallToolResult, ContentBlock } from '@modelcontextprotocol/sdk/types.js';

/** Where the gateway writes its part of a decision into a result, for clients that read more than text. */
export const META_KEY = 'latchkey/decision';

/** The decision fields a client may act on; never the content or the arguments. */
function metaOf(d: PolicyDecision): Record<string, unknown> {
  return {
    verdict: d.verdict,
    stage: d.stage,
    policyId: d.policyId,
    rule: d.rule,
    decisionId: d.decisionId || null,
    escalationId: d.escalationId,
  };
}

/** An MCP tool error: the model sees the text; `_meta` carries the decision for programs. */
export function toolError(text: string, decision?: PolicyDecision): CallToolResult {
  return {
    isError: true,
    content: [{ type: 'text', text }],
    ...(decision ? { _meta: { [META_KEY]: metaOf(decision) } } : {}),
  };
}

/** Says who refused and why, in the words of the deciding policy. */
export function refusal(what: string, d: PolicyDecision & { failClosed?: boolean }): CallToolResult {
  if (d.failClosed) {
    return toolError(
      `${what} refused: Latchkey gave no usable decision, so the gateway fails closed (${d.rule}): ${d.reason}`,
      d,
    );
  }
  const esc = d.escalationId ? ` Escalation ${d.escalationId}.` : '';
  return toolError(
    `${what} ${d.verdict === 'ESCALATE' ? 'escalated' : 'blocked'} by Latchkey policy ${d.policyId} (${d.rule}): ${d.reason}.${esc}`,
    d,
  );
}

/**
 * The text of a result as it would reach the model: text blocks, the text of embedded resources,
 * and the structured content. Binary blocks are not here: they are withheld (see `shapeContent`).
 */
export function resultText(result: CallToolResult): string {
  const parts: string[] = [];
  for (const block of result.content ?? []) {
    if (block.type === 'text') parts.push(block.text);
    else if (block.type === 'resource' && 'text' in block.resource) parts.push(block.resource.text);
    else if (block.type === 'resource_link') parts.push([block.name, block.uri, block.description ?? ''].join(' '));
  }
  if (result.structuredContent !== undefined) parts.push(JSON.stringify(result.structuredContent));
  return parts.join('\n');
}

/**
 * Images, audio and blob resources cannot be read by the PDP's detectors, so they do not pass:
 * a note takes their place, and the model can tell something was withheld (ADR 0050).
 */
export function shapeContent(content: ContentBlock[]): ContentBlock[] {
  return content.map((block) => {
    if (block.type === 'image' || block.type === 'audio') return withheld(block.type, block.mimeType);
    if (block.type === 'resource' && !('text' in block.resource))
      return withheld('binary resource', block.resource.mimeType);
    return block;
  });
}

function withheld(kind: string, mimeType: string | undefined): ContentBlock {
  return {
    type: 'text',
    text: `[${kind}${mimeType ? ` (${mimeType})` : ''} withheld by the Latchkey gateway: only text can be checked]`,
  };
}

/** UTF-8 size of what the PDP would be sent, counted without building a second copy. */
export function textBytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}
