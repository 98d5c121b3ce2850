import { BlockList, isIP } from 'node:net';
import { AppError } from '../errors/app-error.js';

export interface DestinationOptions {
  /** Operator flag (tests, local receivers): allows http and loopback destinations. */
  allowInsecure: boolean;
  /** Field named in the 400 error. */
  param?: string;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

// Never reachable from a hosted service, or reachable only inside its own network (SSRF targets).
// IPv4-mapped IPv6 (::ffff:a.b.c.d) is matched against the IPv4 rules by BlockList itself.
const internal = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this" network; 0.0.0.0 reaches the local host on Linux
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['169.254.0.0', 16], // link-local, cloud metadata endpoints
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  internal.addSubnet(net, prefix, 'ipv4');
}
internal.addAddress('::', 'ipv6');
internal.addSubnet('fc00::', 7, 'ipv6'); // unique local
internal.addSubnet('fe80::', 10, 'ipv6'); // link-local
internal.addSubnet('ff00::', 8, 'ipv6'); // multicast

type HostKind = 'public' | 'loopback' | 'internal';

function classify(hostname: string): HostKind {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return 'loopback';
  const family = isIP(host);
  if (family === 0) return 'public';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (loopback.check(host, type)) return 'loopback';
  if (internal.check(host, type)) return 'internal';
  return 'public';
}

/** Whether the server may connect to this resolved address (see `guardedLookup` in outbound.ts). */
export function addressAllowed(address: string, allowInsecure: boolean): boolean {
  const kind = classify(address);
  return kind === 'public' || (kind === 'loopback' && allowInsecure);
}

/**
 * Checks a URL the server will POST to on a user's behalf (usage alerts, audit exports): https to
 * a public host, or with `allowInsecure` also http and loopback. Literal addresses and `localhost`
 * are judged here; names are judged when connecting, on what they resolve to (outbound.ts).
 * Returns the parsed URL.
 */
export function checkDestination(raw: string, opts: DestinationOptions): URL {
  const param = opts.param ?? 'url';
  const refuse = (why: string) => new AppError('invalid_value', `Invalid ${param}: ${why}`, { param });
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse('not an absolute URL');
  }
  if (url.protocol !== 'https:' && !(opts.allowInsecure && url.protocol === 'http:')) {
    throw refuse(opts.allowInsecure ? 'use an http or https URL' : 'the destination must use https');
  }
  // Credentials in the URL would be shown on every read and written to logs.
  if (url.username || url.password) throw refuse('credentials in the URL are not accepted');
  const kind = classify(url.hostname);
  if (kind === 'internal' || (kind === 'loopback' && !opts.allowInsecure)) {
    throw refuse('the destination must be a public host, not a private, loopback or link-local address');
  }
  return url;
}
