import { resolve } from 'node:path';
import { parsePublicKeys } from './platform/crypto/signing-keys.js';

export type Surface = 'pdp' | 'eval';

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  bootstrapKey: string | undefined;
  secretKey: string | undefined;
  /** Ed25519 private key, PKCS#8 PEM; else the data dir's `signing-key.pem`. */
  signingKeyPem: string | undefined;
  logLevel: string;
  surfaces: Surface[];
  bodyLimit: number;
  /** Operator switch for self-hosted installs: 0 turns `/v1` rate limits off, 2 doubles every limit. */
  rateLimitScale: number;
  /** Lets usage alerts and exports post to loopback http (tests, local receivers). */
  allowInsecureDestinations: boolean;
  /** Where people reach this server (invitation links); else the inviting request's own origin. */
  publicUrl: string | undefined;
  /** How long the model gateway waits for an upstream's whole answer before a 504 (ADR 0049). */
  gatewayTimeoutMs: number;
  /** Public keys (PEM) of retired signing keys whose audit checkpoints are still believed. */
  trustedPublicKeys: Array<{ kid: string; publicKeyPem: string }>;
  /** The console's built assets; default `packages/console/dist` beside the server package. */
  consoleDir: string | undefined;
}

export type Env = Record<string, string | undefined>;

function int(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return n;
}

function trustedPublicKeys(raw: string | undefined) {
  if (!raw) return [];
  try {
    return parsePublicKeys(raw);
  } catch (err) {
    throw new Error(`LATCHKEY_TRUSTED_PUBLIC_KEYS: ${(err as Error).message} (give Ed25519 public keys as SPKI PEM)`);
  }
}

function publicUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`LATCHKEY_PUBLIC_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`LATCHKEY_PUBLIC_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * Links that leave a request's context (a webhook's console link) need an origin: the operator's
 * LATCHKEY_PUBLIC_URL, else where this server listens. (Invitations use the inviting request's origin.)
 */
export function linkBase(config: Config): string {
  if (config.publicUrl) return config.publicUrl;
  return `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
}

/** Reads `LATCHKEY_*` settings; CLI flags are folded into `env` by the caller. */
export function loadConfig(env: Env = process.env): Config {
  const surfaces = (env.LATCHKEY_SURFACES ?? 'pdp,eval')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const s of surfaces) {
    if (s !== 'pdp' && s !== 'eval') throw new Error(`LATCHKEY_SURFACES: unknown surface "${s}" (use pdp, eval)`);
  }
  const host = env.LATCHKEY_HOST || '127.0.0.1';
  const port = int('LATCHKEY_PORT', env.LATCHKEY_PORT, 8080);
  const limits = (env.LATCHKEY_RATE_LIMITS ?? 'on').toLowerCase();
  let rateLimitScale = int('LATCHKEY_RATE_LIMIT_SCALE', env.LATCHKEY_RATE_LIMIT_SCALE, 1);
  if (limits === 'off' || limits === 'false' || limits === '0') rateLimitScale = 0;
  return {
    host,
    port,
    dataDir: resolve(env.LATCHKEY_DATA_DIR || './data'),
    databaseUrl: env.LATCHKEY_DATABASE_URL || undefined,
    redisUrl: env.LATCHKEY_REDIS_URL || undefined,
    bootstrapKey: env.LATCHKEY_BOOTSTRAP_KEY || undefined,
    secretKey: env.LATCHKEY_SECRET_KEY || undefined,
    signingKeyPem: env.LATCHKEY_SIGNING_KEY || undefined,
    logLevel: env.LATCHKEY_LOG_LEVEL || 'info',
    surfaces: surfaces as Surface[],
    bodyLimit: int('LATCHKEY_BODY_LIMIT', env.LATCHKEY_BODY_LIMIT, 1024 * 1024),
    rateLimitScale,
    allowInsecureDestinations: env.LATCHKEY_ALLOW_INSECURE_DESTINATIONS === 'true',
    publicUrl: publicUrl(env.LATCHKEY_PUBLIC_URL),
    gatewayTimeoutMs: int('LATCHKEY_GATEWAY_TIMEOUT_MS', env.LATCHKEY_GATEWAY_TIMEOUT_MS, 120_000),
    trustedPublicKeys: trustedPublicKeys(env.LATCHKEY_TRUSTED_PUBLIC_KEYS),
    consoleDir: env.LATCHKEY_CONSOLE_DIR ? resolve(env.LATCHKEY_CONSOLE_DIR) : undefined,
  };
}
