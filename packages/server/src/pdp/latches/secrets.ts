/**
 * Secrets detector behind baseline latch-1 ("secret-leak"): finds credentials and private keys in
 * a text. Four cheap passes share the work so ordinary prose costs a few microseconds:
 *  - vendor tokens: only runs of 20+ token characters are searched for vendor prefixes;
 *  - `key = value` assignments: only at `=`, `:` or an XML `>` whose left-hand name sounds secret;
 *  - credentials in URLs: only at `://`;
 *  - PEM/OpenSSH/PGP private key blocks: only when `PRIVATE KEY` occurs.
 */
import type { Finding } from './finding.js';
import {
  charClasses,
  credentialLooksReal,
  entropy,
  isKeyBody,
  isPlaceholder,
  isSecretName,
  looksSecret,
  NAME_HINT,
  TOKEN_RULES,
  type TokenRule,
} from './secrets-rules.js';

export function detectSecrets(text: string): Finding[] {
  const found: Finding[] = [];
  scanTokens(text, found);
  scanAssignments(text, found);
  if (text.includes('://')) scanUrls(text, found);
  if (text.includes('PRIVATE KEY')) scanPrivateKeys(text, found);
  return dedupe(found);
}

// ---- vendor tokens -------------------------------------------------------------------------

// Every vendor token is a run of 20+ of these characters, so it lies in a space-free stretch of 20+.
// Prose is ruled out by hopping from space to space with native string search; only stretches
// that long are searched for runs, and only runs for vendor prefixes.
const LONG_RUN = /[\w.+/=~-]{20,}/g;
const GROUPS = groupByPrefix(TOKEN_RULES);
const TRIGGER = new RegExp(GROUPS.map((g) => g.at).join('|'), 'g');
// Prefix text (e.g. `ghp_`, `sk-`) → its group. The prefixes allow a few hundred strings at most,
// so the cache stays small; each is resolved against the groups once.
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

function tokenStart(text: string, runStart: number, pos: number, back: number | string | undefined): number {
  if (typeof back === 'number') return pos - back >= runStart ? pos - back : -1;
  if (back === undefined) return pos;
  const at = text.indexOf(back, Math.max(runStart, pos - 300));
  return at >= 0 && at < pos ? at : -1;
}

function push(out: Finding[], type: string, start: number, end: number): number {
  out.push({ type, start, end });
  return end;
}

// ---- key = value assignments ---------------------------------------------------------------

const QUOTED = /[ \t]{0,8}(["'`])([^"'`\r\n]{1,512})\1/y;
// Unquoted values stop at `=` (bar base64 padding) so `a=b=c=…` is read in one pass, not one per `=`.
const BARE = /[ \t]{0,8}([^\s"'`,;&<>(){}[\]=]{1,512}={0,2})/y;
const AUTH_SCHEME = /[ \t]{0,8}["']?(Bearer|Basic|Token|Bot)[ \t]+([\w.~+/=-]{8,4096})/iy;

function scanAssignments(text: string, out: Finding[]): void {
  // `name: v`, `name = v`, and XML's `<name>v</name>`.
  for (const sep of [':', '=', '>']) {
    for (let i = text.indexOf(sep); i >= 0; i = text.indexOf(sep, i + 1)) {
      const name = nameBefore(text, i, sep === '>');
      const from = name === null ? -1 : valueStart(text, i);
      if (name === null || from < 0) continue;
      // Resume after the value, so separators inside it are not read as new assignments.
      i = Math.max(i, classifyAssignment(text, name, from, out) - 1);
    }
  }
}

/** The identifier left of a separator (skipping a closing quote, `?` and spaces), if it hints at a secret. */
function nameBefore(text: string, sep: number, tag: boolean): string | null {
  let j = sep - 1;
  while (!tag && j >= 0 && sep - j <= 4 && (text[j] === ' ' || text[j] === '\t')) j--;
  if (!tag && j >= 0 && (text[j] === '"' || text[j] === "'" || text[j] === '?')) j--;
  const end = j + 1;
  while (j >= 0 && end - j <= 80 && isNameChar(text.charCodeAt(j))) j--;
  if (end - j < 3 || (tag && text[j] !== '<')) return null;
  const name = text.slice(j + 1, end);
  return NAME_HINT.test(name) ? name : null;
}

/** `[A-Za-z0-9_.-]` without a regex call per character. */
function isNameChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 46 || c === 45;
}

/** Where the value starts, or -1 for comparisons (`==`, `!=`, `<=`) and URLs. */
function valueStart(text: string, sep: number): number {
  const prev = text[sep - 1];
  const next = text[sep + 1];
  if (prev === '!' || prev === '<' || prev === '>' || prev === '=' || next === '/' || next === ':') return -1;
  if (text[sep] === '=' && next === '=') return -1;
  return next === '=' || next === '>' ? sep + 2 : sep + 1;
}

interface Value {
  value: string;
  quoted: boolean;
  start: number;
  end: number;
}

function parseValue(text: string, from: number): Value | null {
  QUOTED.lastIndex = from;
  const q = QUOTED.exec(text);
  if (q !== null)
    return { value: q[2]!, quoted: true, start: q.index + q[0].length - 1 - q[2]!.length, end: QUOTED.lastIndex - 1 };
  BARE.lastIndex = from;
  const b = BARE.exec(text);
  if (b === null) return null;
  return { value: b[1]!, quoted: false, start: BARE.lastIndex - b[1]!.length, end: BARE.lastIndex };
}

/** Reports the assignment if its value is a secret; returns where the value ends (0 if none was read). */
function classifyAssignment(text: string, name: string, from: number, out: Finding[]): number {
  if (/^(?:proxy-?)?authorization$/i.test(name)) return authHeader(text, from, out);
  const v = parseValue(text, from);
  if (v === null) return 0;
  const call = !v.quoted && text[v.end] === '('; // `password = getPassword()` is code, not a literal
  const type = call ? null : typeFor(name, v.value, v.quoted);
  if (type !== null) push(out, type, v.start, v.end);
  return v.end;
}

function typeFor(name: string, value: string, quoted: boolean): string | null {
  const lower = name.toLowerCase();
  const compact = lower.replace(/[^a-z0-9]/g, '');
  if (compact.includes('aws') && compact.endsWith('accountid')) {
    return /^\d{4}-?\d{4}-?\d{4}$/.test(value) ? 'AWS_ACCOUNT_ID' : null;
  }
  const azureId = /(?:azure|^ad|aad|arm)(tenant|client)id$/.exec(compact);
  if (azureId) return GUID.test(value) ? `AZURE_${azureId[1]!.toUpperCase()}_ID` : null;
  if (/^_(?:auth|authtoken|password)$/.test(lower)) {
    return value.length >= 8 && !isPlaceholder(value) ? 'NPM_TOKEN' : null; // .npmrc registry credential
  }
  if (compact === 'accountkey' || compact === 'sharedaccesskey') {
    return /^[A-Za-z0-9+/]{40,100}={0,2}$/.test(value) ? 'AZURE_STORAGE_KEY' : null;
  }
  if (compact === 'sig') return /^[\w%+/]{40,100}(?:=|%3D)/i.test(value) ? 'AZURE_SAS_TOKEN' : null;
  if (!isSecretName(name)) return null;
  // A name that promises an AWS secret is held to AWS's format: anything else under it (a KMS blob,
  // an encrypted value) grants nothing AWS would accept.
  if (compact.includes('secret') && compact.includes('aws')) {
    return /^[A-Za-z0-9/+]{40}$/.test(value) && !value.includes('EXAMPLE') ? 'AWS_SECRET_ACCESS_KEY' : null;
  }
  return looksSecret(name, value, quoted) ? 'GENERIC_SECRET_ASSIGNMENT' : null;
}

function authHeader(text: string, from: number, out: Finding[]): number {
  AUTH_SCHEME.lastIndex = from;
  const m = AUTH_SCHEME.exec(text);
  const token = m?.[2];
  if (token === undefined || isPlaceholder(token)) return AUTH_SCHEME.lastIndex;
  const ok =
    m![1]!.toLowerCase() === 'basic'
      ? /^[^:\s]{1,128}:\S{4,}$/.test(Buffer.from(token, 'base64').toString('latin1'))
      : token.length >= 16 && (charClasses(token) >= 3 || entropy(token) >= 3);
  if (ok) push(out, 'AUTH_HEADER', AUTH_SCHEME.lastIndex - token.length, AUTH_SCHEME.lastIndex);
  return AUTH_SCHEME.lastIndex;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// ---- credentials in URLs -------------------------------------------------------------------

// The password runs to the last `@` of the authority, as URL parsers read an unescaped `@` in it.
const USERINFO = /([^\s:@/?#"'<>]{1,128}):([^\s/?#"'<>]{1,256})@([\w.%[\]-]{1,253})(?::\d{1,5})?/y;
const SCHEME_CHAR = /[A-Za-z0-9+.-]/;
const DB_SCHEME =
  /^(?:mongodb(?:\+srv)?|mysqlx?|mariadb|postgres(?:ql)?|redis|rediss|mssql|sqlserver|oracle|amqps?|cockroachdb|clickhouse|couchdb|cassandra|neo4j(?:\+s)?)$/;

function scanUrls(text: string, out: Finding[]): void {
  for (let i = text.indexOf('://'); i >= 0; i = text.indexOf('://', i + 3)) {
    USERINFO.lastIndex = i + 3;
    const m = USERINFO.exec(text);
    if (m === null || !credentialLooksReal(m[1]!, m[2]!, m[3]!)) continue;
    let s = i;
    while (s > 0 && i - s < 32 && SCHEME_CHAR.test(text[s - 1]!)) s--;
    const scheme = text.slice(s, i).toLowerCase();
    push(out, DB_SCHEME.test(scheme) ? 'DATABASE_URL' : 'BASIC_AUTH_URL', s, USERINFO.lastIndex);
  }
}

// ---- private key blocks --------------------------------------------------------------------

const PEM_BEGIN = /-{4,5} ?BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)? ?-{4,5}/g;
const PEM_END = /-{4,5} ?END [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)? ?-{2,5}/g;
const BODY_RUN = /[A-Za-z0-9+/=\s\\]{0,20000}/y;

function scanPrivateKeys(text: string, out: Finding[]): void {
  const type = /"type"\s*:\s*"service_account"/.test(text) ? 'GCP_SERVICE_ACCOUNT' : 'PRIVATE_KEY';
  let end: RegExpExecArray | null | undefined;
  PEM_BEGIN.lastIndex = 0;
  for (let m = PEM_BEGIN.exec(text); m !== null; m = PEM_BEGIN.exec(text)) {
    const from = PEM_BEGIN.lastIndex;
    // One forward search serves every header before the END it finds (no rescans on bad input).
    if (end === undefined || (end !== null && end.index < from)) {
      PEM_END.lastIndex = from;
      end = PEM_END.exec(text);
    }
    const stop = end !== null && end.index - from <= 65536 ? end.index : bodyRunEnd(text, from);
    if (!isKeyBody(text.slice(from, stop))) continue;
    const last = end !== null && end.index === stop ? PEM_END.lastIndex : stop;
    push(out, type, m.index, last);
    PEM_BEGIN.lastIndex = Math.max(PEM_BEGIN.lastIndex, last);
  }
}

function bodyRunEnd(text: string, from: number): number {
  BODY_RUN.lastIndex = from;
  BODY_RUN.exec(text);
  return from + text.slice(from, BODY_RUN.lastIndex).trimEnd().length;
}

// ---- merge ---------------------------------------------------------------------------------

/** Sorted by start; a finding inside another is dropped, a vendor type wins over a generic one. */
function dedupe(found: Finding[]): Finding[] {
  const rank = (f: Finding) => (f.type === 'GENERIC_SECRET_ASSIGNMENT' ? 1 : 0);
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
