import type { SecretBox } from '../crypto/secret-box.js';
import { SIGNATURE_HEADER, signWebhook } from '../crypto/webhook-signature.js';
import { checkDestination } from './destination.js';
import { postJson } from './outbound.js';

/** One attempt's outcome; `final` when retrying cannot help (the destination or the secret is unusable). */
export type SendOutcome = { ok: true } | { ok: false; error: string; final?: boolean };

export interface SignedWebhookOptions {
  allowInsecure: boolean;
  timeoutMs: number;
  /** Sends one request and resolves to the HTTP status (tests may replace it). */
  post?: typeof postJson;
}

/**
 * POSTs one signed webhook delivery (usage alerts, escalation subscriptions): the destination is
 * checked again (the operator flag may have been turned off since the URL was accepted), the body
 * is signed with `X-Latchkey-Signature` under the sealed secret, and `X-Latchkey-Delivery` names
 * the delivery so a receiver can deduplicate retries. Never throws: every failure is an outcome
 * whose error text names a kind and a code, never the URL, headers or body.
 */
export async function sendSignedWebhook(
  secrets: SecretBox,
  d: { url: string; sealedSecret: string; body: string; deliveryId: string },
  opts: SignedWebhookOptions,
): Promise<SendOutcome> {
  let target: URL;
  try {
    target = checkDestination(d.url, { allowInsecure: opts.allowInsecure });
  } catch {
    return { ok: false, error: 'destination is no longer allowed', final: true };
  }
  let secret: string;
  try {
    secret = secrets.open(d.sealedSecret);
  } catch {
    return { ok: false, error: 'signing secret cannot be decrypted (was LATCHKEY_SECRET_KEY changed?)', final: true };
  }
  try {
    // Redirects are not followed: one could point at an address the destination rules refuse.
    const status = await (opts.post ?? postJson)(target, d.body, {
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Latchkey-Webhooks/1',
        [SIGNATURE_HEADER]: signWebhook(secret, d.body),
        'x-latchkey-delivery': d.deliveryId,
      },
      timeoutMs: opts.timeoutMs,
      allowInsecure: opts.allowInsecure,
    });
    if (status >= 200 && status < 300) return { ok: true };
    return {
      ok: false,
      error: status >= 300 && status < 400 ? `HTTP ${status} (redirects are not followed)` : `HTTP ${status}`,
    };
  } catch (err) {
    const code = (err as { code?: unknown } | null)?.code;
    if (code === 'ETIMEDOUT') return { ok: false, error: `timed out after ${opts.timeoutMs} ms` };
    if (code === 'EDESTINATION') return { ok: false, error: 'destination resolves to a private or loopback address' };
    return { ok: false, error: typeof code === 'string' ? `connection failed (${code})` : 'request failed' };
  }
}
