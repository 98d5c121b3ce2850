import type { ChatMessage } from '@latchkey/contract';
import { AppError } from '../platform/errors/app-error.js';

/**
 * One piece of text the gateway checks and may rewrite in place: a message's content, one text
 * part of it, an assistant's tool-call arguments, a choice of the model's answer.
 */
export interface Segment {
  get(): string;
  set(text: string): void;
}

/** Every text of a message, in order; `withToolCalls` adds the arguments of its tool calls. */
export function messageSegments(m: ChatMessage, withToolCalls: boolean): Segment[] {
  const out: Segment[] = [];
  if (typeof m.content === 'string') {
    out.push({ get: () => m.content as string, set: (t) => (m.content = t) });
  } else if (Array.isArray(m.content)) {
    for (const part of m.content) out.push({ get: () => part.text, set: (t) => (part.text = t) });
  }
  if (withToolCalls) {
    for (const call of m.tool_calls ?? []) {
      out.push({ get: () => call.function.arguments, set: (t) => (call.function.arguments = t) });
    }
  }
  return out;
}

/**
 * Several segments are decided as one text (one authorize per stage), joined by a line that none
 * of them contains, so the rewritten text splits back onto them. A fixed rule line rather than a
 * random marker: a random string would look like a credential to latch-1.
 */
export function joinSegments(segments: readonly Segment[]): { text: string; separator: string } {
  const texts = segments.map((s) => s.get());
  let rule = '----';
  let separator = `\n\n${rule}\n\n`;
  while (texts.some((t) => t.includes(separator))) {
    rule += '-';
    separator = `\n\n${rule}\n\n`;
  }
  return { text: texts.join(separator), separator };
}

/** Puts a rewritten joined text back onto its segments; a rewrite that swallowed a separator fails closed. */
export function splitInto(segments: readonly Segment[], rewritten: string, separator: string): void {
  const parts = rewritten.split(separator);
  if (parts.length !== segments.length) {
    throw new AppError(
      'policy_violation',
      'The rewritten text could not be mapped back onto its messages; nothing was sent or returned',
      { details: { code: 'rewrite-unmappable' } },
    );
  }
  segments.forEach((s, i) => {
    s.set(parts[i]!);
  });
}
