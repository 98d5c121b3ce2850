import type { LatchInput, LatchResult } from './latch.js';
import type { EffectiveSettings } from './settings.js';

type Verification = 'verified' | 'unverified' | 'pending' | 'failed' | 'absent';

function verificationOf(args: Record<string, unknown>): Verification {
  const v = args.verification;
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase();
    if (s === 'verified' || s === 'failed' || s === 'pending') return s;
    return 'unverified'; // anything unrecognised counts as not verified
  }
  if (typeof args.verified === 'boolean') return args.verified ? 'verified' : 'unverified';
  return 'absent';
}

/**
 * latch-5: a sensitive tool (its normalized name contains one of the org's sensitive words) needs
 * a verified identity: ESCALATE unless verified, BLOCK when verification failed.
 */
export function verifiedIdentity(input: LatchInput, s: EffectiveSettings): LatchResult | null {
  const tool = input.tool;
  if (!tool) return null;
  const word = s.sensitiveTools.find((w) => tool.includes(w));
  if (word === undefined) return null;
  const state = verificationOf(input.args);
  if (state === 'verified') return null;
  if (state === 'failed') {
    return {
      verdict: 'BLOCK',
      rule: 'identity-verification-failed',
      reason: `identity verification failed for sensitive tool ${tool}`,
      findings: [],
    };
  }
  return {
    verdict: 'ESCALATE',
    rule: 'identity-not-verified',
    reason: `sensitive tool ${tool} (matches "${word}") needs a verified identity; verification is ${state}`,
    findings: [],
  };
}
