/**
 * Latch-1's private-key pass: PEM/OpenSSH/PGP private key blocks as sent, `\n`-escaped inside JSON
 * strings and logs, base64-encoded whole (Kubernetes `tls.key`, `*_B64` variables), and the private
 * members of JSON Web Keys. Keys encrypted under a passphrase (`ENCRYPTED PRIVATE KEY`, legacy
 * `Proc-Type: 4,ENCRYPTED`, OpenSSH keys with a cipher) are not reported: without the passphrase
 * they open nothing, and they are committed on purpose.
 */
import type { Finding } from './finding.js';
import { isKeyBody } from './secrets-rules.js';

const PEM_BEGIN = /-{4,5} ?BEGIN ([A-Z0-9 ]{0,40})PRIVATE KEY(?: BLOCK)? ?-{4,5}/g;
const PEM_END = /-{4,5} ?END [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)? ?-{2,5}/g;
const BODY_RUN = /[A-Za-z0-9+/=\s\\]{0,20000}/y;
// base64("-----BEGIN"): a PEM file encoded whole starts with it.
const B64_PEM = 'LS0tLS1CRUdJTi';
const B64_RUN = /[A-Za-z0-9+/]{40,40000}={0,2}/y;
const JWK_PRIVATE = /["']?\b(d|k)["']?[ \t]{0,4}:[ \t]{0,4}["']([\w-]{20,2000})["']/g;

export function scanPrivateKeys(text: string, out: Finding[]): void {
  if (text.includes('PRIVATE KEY')) scanPem(text, 0, text.length, out);
  for (let i = text.indexOf(B64_PEM); i >= 0; i = text.indexOf(B64_PEM, i + 1)) {
    B64_RUN.lastIndex = i;
    if (B64_RUN.exec(text) === null) continue;
    const decoded = Buffer.from(text.slice(i, B64_RUN.lastIndex), 'base64').toString('latin1');
    const inner: Finding[] = [];
    scanPem(decoded, 0, decoded.length, inner);
    if (inner.length > 0) out.push({ type: 'PRIVATE_KEY', start: i, end: B64_RUN.lastIndex });
    i = B64_RUN.lastIndex - 1;
  }
  // A JWK's members sit within a few KB of its `kty`; only those windows are searched.
  let done = 0;
  for (let k = text.indexOf('kty'); k >= 0; k = text.indexOf('kty', Math.max(k + 3, done))) {
    const from = Math.max(done, k - 4096);
    done = Math.min(text.length, k + 4096);
    scanJwk(text, from, done, out);
  }
}

function scanPem(text: string, from: number, to: number, out: Finding[]): void {
  const type = /"type"\s*:\s*"service_account"/.test(text) ? 'GCP_SERVICE_ACCOUNT' : 'PRIVATE_KEY';
  let end: RegExpExecArray | null | undefined;
  PEM_BEGIN.lastIndex = from;
  for (let m = PEM_BEGIN.exec(text); m !== null && m.index < to; m = PEM_BEGIN.exec(text)) {
    const bodyFrom = PEM_BEGIN.lastIndex;
    // One forward search serves every header before the END it finds (no rescans on bad input).
    if (end === undefined || (end !== null && end.index < bodyFrom)) {
      PEM_END.lastIndex = bodyFrom;
      end = PEM_END.exec(text);
    }
    const stop = end !== null && end.index - bodyFrom <= 65536 ? end.index : bodyRunEnd(text, bodyFrom);
    const body = text.slice(bodyFrom, stop);
    if (m[1]!.includes('ENCRYPTED') || isEncrypted(m[1]!, body) || !isKeyBody(body)) continue;
    const last = end !== null && end.index === stop ? PEM_END.lastIndex : stop;
    out.push({ type, start: m.index, end: last });
    PEM_BEGIN.lastIndex = Math.max(PEM_BEGIN.lastIndex, last);
  }
}

function bodyRunEnd(text: string, from: number): number {
  BODY_RUN.lastIndex = from;
  BODY_RUN.exec(text);
  return from + text.slice(from, BODY_RUN.lastIndex).trimEnd().length;
}

/** Legacy PEM encryption headers, or an OpenSSH key whose cipher is not `none`. */
function isEncrypted(label: string, body: string): boolean {
  if (/Proc-Type:[ \t]{0,4}4,[ \t]{0,4}ENCRYPTED/.test(body.slice(0, 200))) return true;
  if (!label.startsWith('OPENSSH')) return false;
  const head = body.replace(/\\[nr]|\s/g, '').slice(0, 64);
  const decoded = Buffer.from(head, 'base64').toString('latin1');
  // openssh-key-v1\0, then the cipher name as a length-prefixed string.
  return decoded.startsWith('openssh-key-v1') && !decoded.slice(15, 23).includes('none');
}

/** `d` of an RSA/EC/OKP key and `k` of a symmetric (`oct`) key, in a text that holds a JWK. */
function scanJwk(text: string, from: number, to: number, out: Finding[]): void {
  const window = text.slice(from, to);
  JWK_PRIVATE.lastIndex = 0;
  for (let m = JWK_PRIVATE.exec(window); m !== null; m = JWK_PRIVATE.exec(window)) {
    const value = m[2]!;
    if (m[1] === 'k' && !/["']kty["'][ \t]{0,4}:[ \t]{0,4}["']oct["']/.test(window)) continue;
    if (new Set(value).size < 12) continue; // filler such as `AAAA…`
    const start = from + m.index + m[0].length - 1 - value.length;
    out.push({ type: 'PRIVATE_KEY', start, end: start + value.length });
  }
}
