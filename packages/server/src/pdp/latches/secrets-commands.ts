/**
 * Latch-1's pass for credentials outside `name = value` syntax: command lines (`curl -u user:pass`,
 * `--password X`, `mysql -pX`, `sshpass -p X`, `docker login -p X`, `redis-cli -a X`), settings
 * written as `name value` at the start of a line (Gradle `password 'x'`, Ruby, nginx, .netrc) and
 * Sentry DSNs. Every pattern is bounded, so a failed match costs at most a few hundred steps.
 */
import type { Finding } from './finding.js';
import { parseValue } from './secrets-assign.js';
import { isPlaceholder, isSecretName, looksSecret, variety, WEAK } from './secrets-rules.js';

// Starts with the literal `-` so the engine can skip to candidates; the character before is checked
// in code (a flag follows a space, a quote or a parenthesis).
const FLAG =
  /-(u|-user|-password|-passwd|-pass|-pwd|-token|-api-key|-apikey|-secret|-client-secret|-auth-token|-access-token|p|a)(?:[ \t]{1,4}|=)(["']?)([^\s"'`]{1,256})\2(?=[\s"'`);|&]|$)/g;
const FLAG_BEFORE = /[\s"'`(]/;
const GLUED_P = /(?:^|\s)-p([^\s"'`-][^\s"'`]{2,127})/g;
// `name value` at the start of a line, the value quoted or the last thing on the line.
const LINE_NAME = /[ \t]{0,40}([A-Za-z_][\w.-]{2,60})[ \t]{1,8}(?=["'\w$!@#%^&*+/=~-])/y;
// .netrc: `login <user>` then `password <secret>`, on one line or the next.
const NETRC_PASSWORD = /\blogin[ \t]{1,8}\S{1,256}\s{1,40}password[ \t]{1,8}(\S{1,256})/g;
const SENTRY_DSN = /[0-9a-f]{32}(?::[0-9a-f]{32})?@[\w.-]{0,100}sentry[\w.-]{0,100}/y;

export function scanCommandLines(text: string, out: Finding[]): void {
  if (text.includes(' -')) scanFlags(text, out);
  scanLineNames(text, out);
  if (text.includes('machine ')) scanNetrc(text, out);
}

/** The line before `at`, at most 300 characters of it (an unbounded search back would be quadratic). */
function lineOf(text: string, at: number): string {
  const before = text.slice(Math.max(0, at - 300), at);
  return before.slice(before.lastIndexOf('\n') + 1);
}

function scanFlags(text: string, out: Finding[]): void {
  FLAG.lastIndex = 0;
  for (let m = FLAG.exec(text); m !== null; m = FLAG.exec(text)) {
    if (m.index > 0 && !FLAG_BEFORE.test(text[m.index - 1]!)) continue;
    const flag = `-${m[1]!}`;
    const value = m[3]!;
    const start = m.index + m[0].length - value.length - m[2]!.length;
    if (flagCarriesSecret(flag, value, lineOf(text, m.index)))
      out.push({ type: 'CLI_CREDENTIAL', start, end: start + value.length });
  }
  // `mysql -pSECRET`: only on the line of a MySQL client, read up to 500 characters on from its name.
  MYSQL.lastIndex = 0;
  for (let i = MYSQL.exec(text)?.index ?? -1; i >= 0; ) {
    const nl = text.indexOf('\n', i);
    const end = Math.min(nl < 0 ? text.length : nl, i + 500);
    const line = text.slice(i, end);
    GLUED_P.lastIndex = 0;
    for (let m = GLUED_P.exec(line); m !== null; m = GLUED_P.exec(line)) {
      const value = m[1]!;
      if (!passwordLike(value)) continue;
      const start = i + m.index + m[0].length - value.length;
      out.push({ type: 'CLI_CREDENTIAL', start, end: start + value.length });
    }
    MYSQL.lastIndex = end;
    i = MYSQL.exec(text)?.index ?? -1;
  }
}

const MYSQL = /\b(?:mysql|mariadb)/g;

function flagCarriesSecret(flag: string, value: string, line: string): boolean {
  if (flag === '-u' || flag === '--user') {
    // `user:password`; `1000:1000`, `www-data:www-data` and `$USER:$PASS` are not credentials.
    const colon = value.indexOf(':');
    if (colon < 1 || value.includes('://')) return false;
    const user = value.slice(0, colon);
    const pass = value.slice(colon + 1);
    return pass !== user && !/^\d+$/.test(pass) && passwordLike(pass);
  }
  if (flag === '-p') return /\b(?:sshpass|login)\b/.test(line) && passwordLike(value);
  if (flag === '-a') return /\bredis-cli\b/.test(line) && passwordLike(value);
  if (flag.startsWith('--pass') || flag === '--pwd') return passwordLike(value);
  return looksSecret(flag, value, false);
}

/** A password given on a command line: not a variable, placeholder or prompt, and not a word alone. */
function passwordLike(value: string): boolean {
  if (value.length < 4 || /^[$%-]/.test(value) || value.includes('://') || isPlaceholder(value)) return false;
  if (WEAK.test(value)) return false;
  if (variety(value) < 0.3 || /^[a-z]+(?:[-_][a-z]+)+$/i.test(value) || /pass/i.test(value)) return false;
  return !/^[a-z]+$/.test(value) || value.length >= 12;
}

function scanLineNames(text: string, out: Finding[]): void {
  for (let at = 0; at < text.length; ) {
    const next = text.indexOf('\n', at);
    const end = next < 0 ? text.length : next;
    LINE_NAME.lastIndex = at;
    const m = end - at >= 6 ? LINE_NAME.exec(text) : null;
    if (m !== null && m.index + m[0].length <= end && isSecretName(m[1]!)) {
      const v = parseValue(text, LINE_NAME.lastIndex);
      const lastOnLine = v !== null && (v.quoted || text.slice(v.end, end).trim() === '');
      if (v !== null && lastOnLine && v.end <= end && looksSecret(m[1]!, v.value, v.quoted)) {
        out.push({ type: 'GENERIC_SECRET_ASSIGNMENT', start: v.start, end: v.end });
      }
    }
    at = end + 1;
  }
}

function scanNetrc(text: string, out: Finding[]): void {
  NETRC_PASSWORD.lastIndex = 0;
  for (let m = NETRC_PASSWORD.exec(text); m !== null; m = NETRC_PASSWORD.exec(text)) {
    const value = m[1]!;
    if (!passwordLike(value)) continue;
    const start = m.index + m[0].length - value.length;
    out.push({ type: 'NETRC_PASSWORD', start, end: start + value.length });
  }
}

/** After `://`: a Sentry DSN's key (and legacy secret) before the Sentry host. */
export function sentryDsnAt(text: string, from: number): number {
  SENTRY_DSN.lastIndex = from;
  return SENTRY_DSN.exec(text) === null ? 0 : SENTRY_DSN.lastIndex;
}
