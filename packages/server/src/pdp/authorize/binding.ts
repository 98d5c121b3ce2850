import type { LatchMatch } from '@latchkey/contract';
import { jcs, sha256Hex } from '../../platform/crypto/hash.js';

/** `sha256:<hex>`, the form hashes take everywhere in the API. */
export const sha256 = (s: string) => `sha256:${sha256Hex(s)}`;

/** Binds permits to their exact arguments (§8.3): sha256 of the JCS form. */
export const argsHash = (args: Record<string, unknown>) => sha256(jcs(args));

/** What an escalation approves: this agent, stage, tool, arguments and content, nothing else. */
export function requestHash(r: {
  agentId: string;
  stage: string;
  tool: string | null;
  argsSha256: string;
  contentSha256: string;
}): string {
  return sha256(jcs(r));
}

/** Finding counts per policy and type: evidence keeps what fired, never the text it fired on. */
export function findingCounts(
  matches: readonly LatchMatch[],
): Array<{ policyId: string; type: string; count: number }> {
  const out: Array<{ policyId: string; type: string; count: number }> = [];
  for (const m of matches) {
    const counts = new Map<string, number>();
    for (const f of m.findings) counts.set(f.type, (counts.get(f.type) ?? 0) + 1);
    for (const [type, count] of counts) out.push({ count, policyId: m.policyId, type }); // sorted keys (JCS)
  }
  return out;
}
