/**
 * Secrets detector behind baseline latch-1 ("secret-leak"): finds credentials and private keys in
 * a text. Cheap passes share the work so ordinary prose costs a few microseconds:
 *  - vendor tokens: only runs of 20+ token characters are searched for vendor prefixes;
 *  - `key = value` assignments (secrets-assign.ts): only at `=`, `:` or an XML `>` whose left-hand
 *    name sounds secret, or a `value` whose sibling `name`/`key` does;
 *  - credentials in URLs and Sentry DSNs: only at `://`;
 *  - private keys (secrets-keys.ts): PEM blocks raw or `\n`-escaped, base64-encoded PEM, JWK members;
 *  - command lines and `name value` lines (secrets-commands.ts).
 */
import type { Finding } from './finding.js';
import { scanAssignments } from './secrets-assign.js';
import { scanCommandLines, sentryDsnAt } from './secrets-commands.js';
import { scanPrivateKeys } from './secrets-keys.js';
import { credentialLooksReal, TOKEN_RULES, type TokenRule } from './secrets-rules.js';

export function detectSecrets(text: string): Finding[] {
  const found: Finding[] = [];
  scanTokens(text, found);
  scanAssignments(text, found);
  if (text.includes('://')) scanUrls(text, found);
  scanPrivateKeys(text, found);
  scanCommandLines(text, found);
  return dedupe(found);
}

// ---- vendor tokens -------------------------------------------------------------------------

// Every vendor token is a run of 20+ of these characters, so it lies in a space-free stretch of 20+.
// Prose is ruled out by hopping from space to space with native string search; only stretches
// that long are searched for runs, and only runs for vendor prefixes.
// `:` and `$` belong to a few formats (Telegram `123:AA…`, Braintree `access_token$production$…`).
const LONG_RUN = /[\w.+/=~:$-]{20,}/g;
const GROUPS = groupByPrefix(TOKEN_RULES);
// Most tokens must start where a word starts (their rule refuses a letter or digit before them), so
// their prefixes are tried only there, sticky: over a hex or base64 run that is a handful of tries
// instead of a 100-way alternation at every character. Prefixes found inside a token (`T3BlbkFJ`,
// `-us1`) or after a digit are searched everywhere, by a small alternation of their own.
const anywhere = (g: Group) => g.rules.some((r) => r.back !== undefined || r.notAfter !== undefined);
const AT_WORD_START = new RegExp(
  GROUPS.filter((g) => !anywhere(g))
    .map((g) => g.at)
    .join('|'),
  'y',
);
const TRIGGER = new RegExp(
  GROUPS.filter(anywhere)
    .map((g) => g.at)
    .join('|'),
  'g',
);
const WORD_GAP = /[^A-Za-z0-9]+/g;
// Prefix text (e.g. `ghp_`, `sk-`) → its group, each resolved against the groups once. Some prefixes
// hold digits (`-us1`, `1/1234…`), so the cache is dropped whole when it grows past a bound.
const GROUP_OF = new Map<string, Group | undefined>();
const ALNUM = /[A-Za-z0-9]/;

interface Group {
  at: string;
  whole: RegExp;
  rules: TokenRule[];
}

function groupByPrefix(rules: readonly TokenRule[]): Group[] {
  const groups = new Map<string, Group>();
  for (const rule of rules) {
    const g = groups.get(rule.at) ?? { at: rule.at, whole: new RegExp(`^(?:${rule.at})$`), rules: [] };
    g.rules.push(rule);
    groups.set(rule.at, g);
  }
  return [...groups.values()];
}

function groupOf(prefix: string): Group | undefined {
  if (GROUP_OF.has(prefix)) return GROUP_OF.get(prefix);
  if (GROUP_OF.size >= 1024) GROUP_OF.clear();
  const group = GROUPS.find((g) => g.whole.test(prefix));
  GROUP_OF.set(prefix, group);
  return group;
}

function scanTokens(text: string, out: Finding[]): void {
  for (let p = 0; p + 20 <= text.length; ) {
    // The last space among the next 20 characters; the search back stops at p - 1, itself a space.
    const space = text.lastIndexOf(' ', p + 19);
    if (space >= p) {
      p = space + 1;
      continue;
    }
    const next = text.indexOf(' ', p + 20);
    const end = next < 0 ? text.length : next;
    scanStretch(text, p, end, out);
    p = end + 1;
  }
}

function scanStretch(text: string, from: number, to: number, out: Finding[]): void {
  const stretch = text.slice(from, to);
  LONG_RUN.lastIndex = 0;
  for (let m = LONG_RUN.exec(stretch); m !== null; m = LONG_RUN.exec(stretch)) {
    scanRun(text, from + m.index, from + LONG_RUN.lastIndex, out);
  }
}

function scanRun(text: string, start: number, end: number, out: Finding[]): void {
  const run = text.slice(start, end);
  for (let p = 0; p < run.length; ) {
    AT_WORD_START.lastIndex = p;
    const m = AT_WORD_START.exec(run);
    const found = m === null ? 0 : matchGroup(text, start, start + p, groupOf(m[0]), out);
    WORD_GAP.lastIndex = Math.max(p + 1, found - start);
    if (WORD_GAP.exec(run) === null) break;
    p = WORD_GAP.lastIndex;
  }
  TRIGGER.lastIndex = 0;
  for (let m = TRIGGER.exec(run); m !== null; m = TRIGGER.exec(run)) {
    const found = matchGroup(text, start, start + m.index, groupOf(m[0]), out);
    if (found > 0) TRIGGER.lastIndex = Math.max(TRIGGER.lastIndex, found - start);
  }
}

/** Tries the rules of the prefix found at `pos`; returns the end of the token found, or 0. */
function matchGroup(text: string, runStart: number, pos: number, group: Group | undefined, out: Finding[]): number {
  for (const rule of group?.rules ?? []) {
    const start = tokenStart(text, runStart, pos, rule.back);
    if (start < 0 || (start > 0 && (rule.notAfter ?? ALNUM).test(text[start - 1]!))) continue;
    rule.re.lastIndex = start;
    const token = rule.re.exec(text)?.[0];
    if (token === undefined || (rule.valid && !rule.valid(token))) continue;
    return push(out, rule.type, start, start + token.length);
  }
  return 0;
}

function tokenStart(text: string, runStart: number, pos: number, back: TokenRule['back']): number {
  if (typeof back === 'number') return pos - back >= runStart ? pos - back : -1;
  if (back === undefined) return pos;
  if (back instanceof RegExp) {
    let s = pos;
    while (s > runStart && pos - s < 16 && back.test(text[s - 1]!)) s--;
    return s < pos ? s : -1;
  }
  // Searched in a bounded slice: `indexOf` from `pos - 300` would run on to the end of the text.
  const from = Math.max(runStart, pos - 300);
  const at = text.slice(from, pos).indexOf(back);
  return at >= 0 ? from + at : -1;
}

function push(out: Finding[], type: string, start: number, end: number): number {
  out.push({ type, start, end });
  return end;
}

// ---- credentials in URLs -------------------------------------------------------------------

// The password runs to the last `@` of the authority, as URL parsers read an unescaped `@` in it.
const USERINFO = /([^\s:@/?#"'<>]{1,128}):([^\s/?#"'<>]{1,256})@([\w.%[\]-]{1,253})(?::\d{1,5})?/y;
const SCHEME_CHAR = /[A-Za-z0-9+.-]/;
const DB_SCHEME =
  /^(?:mongodb(?:\+srv)?|mysqlx?|mariadb|postgres(?:ql)?|redis|rediss|mssql|sqlserver|oracle|amqps?|cockroachdb|clickhouse|couchdb|cassandra|neo4j(?:\+s)?)$/;

function scanUrls(text: string, out: Finding[]): void {
  for (let i = text.indexOf('://'); i >= 0; i = text.indexOf('://', i + 3)) {
    const dsnEnd = sentryDsnAt(text, i + 3);
    if (dsnEnd > 0) {
      push(out, 'SENTRY_DSN', i + 3, dsnEnd);
      continue;
    }
    USERINFO.lastIndex = i + 3;
    const m = USERINFO.exec(text);
    if (m === null || !credentialLooksReal(m[1]!, m[2]!, m[3]!)) continue;
    let s = i;
    while (s > 0 && i - s < 32 && SCHEME_CHAR.test(text[s - 1]!)) s--;
    const scheme = text.slice(s, i).toLowerCase();
    push(out, DB_SCHEME.test(scheme) ? 'DATABASE_URL' : 'BASIC_AUTH_URL', s, USERINFO.lastIndex);
  }
}

// ---- merge ---------------------------------------------------------------------------------

/** A vendor type before a generic one at the same span (a module function: a closure made per call costs under tsx, ADR 0121). */
const rank = (f: Finding) => (f.type === 'GENERIC_SECRET_ASSIGNMENT' ? 1 : 0);

/** Sorted by start; a finding inside another is dropped, a vendor type wins over a generic one. */
function dedupe(found: Finding[]): Finding[] {
  found.sort((a, b) => a.start - b.start || b.end - a.end || rank(a) - rank(b));
  const kept: Finding[] = [];
  let reach = -1;
  for (const f of found) {
    if (f.end <= reach) continue;
    kept.push(f);
    reach = f.end;
  }
  return kept;
}
