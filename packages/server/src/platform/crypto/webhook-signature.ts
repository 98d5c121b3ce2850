import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Latchkey-Signature';

/** A signing secret shown once to the user: `whsec_` + 32 random bytes in hex. */
export function generateSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('hex')}`;
}

const mac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');

/**
 * The `X-Latchkey-Signature` value: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`.
 * The key is the secret string exactly as shown to the user; the timestamp binds the body to a time
 * so a captured delivery cannot be replayed later.
 */
export function signWebhook(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${mac(secret, timestamp, body)}`;
}

export interface VerifyOptions {
  /** Largest accepted distance between `t` and now, in seconds (default 300). */
  toleranceSeconds?: number;
  nowSeconds?: number;
}

/** True when `header` carries a `v1` signature of `body` under `secret` with a fresh enough `t`. */
export function verifyWebhook(secret: string, body: string, header: string, opts: VerifyOptions = {}): boolean {
  let t: number | undefined;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const k = part.slice(0, eq).trim();
    const v = part.slice(eq + 1).trim();
    if (k === 't' && /^\d{1,12}$/.test(v)) t = Number(v);
    else if (k === 'v1' && /^[0-9a-f]{64}$/.test(v)) candidates.push(v);
  }
  if (t === undefined || candidates.length === 0) return false;
  const now = opts.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - t) > (opts.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(mac(secret, t, body), 'hex');
  // Several v1 values may be present while a secret is being rotated; any match is enough.
  return candidates.some((c) => timingSafeEqual(Buffer.from(c, 'hex'), expected));
}
