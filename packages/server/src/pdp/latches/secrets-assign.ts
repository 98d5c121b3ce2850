/**
 * Latch-1's `name = value` pass: secrets assigned to secret-sounding names in env files, YAML,
 * JSON, TOML/HCL, INI, .properties, XML elements and attributes, code and connection strings.
 * Only `=`, `:` and an XML `>` are visited, and only when the name left of them hints at a secret,
 * so prose costs one native search per separator.
 */
import type { Finding } from './finding.js';
import { charClasses, entropy, isPlaceholder, isSecretName, looksSecret, NAME_HINT } from './secrets-rules.js';

const QUOTED = /[ \t]{0,8}(["'`])([^"'`\r\n]{1,512})\1/y;
// Unquoted values stop at `=` (bar base64 padding) so `a=b=c=…` is read in one pass, not one per `=`.
const BARE = /[ \t]{0,8}([^\s"'`,;&<>(){}[\]=]{1,512}={0,2})/y;
const AUTH_SCHEME = /[ \t]{0,8}["']?(Bearer|Basic|Token|Bot)[ \t]+([\w.~+/=-]{8,4096})/iy;
// `<add key="DbPassword" value="…"/>`, `- name: DB_PASSWORD\n  value: …`, `{"Name": "X", "Value": …}`:
// the secret's name sits in a sibling member, a short way back.
const PAIRED_VALUE = /^(?:value|defaultvalue|val)$/i;
const SIBLING_NAME = /(?:name|key|parameterkey|id)["']?[ \t]{0,4}[:=][ \t]{0,4}["']?([\w.-]{2,80})/gi;

export function scanAssignments(text: string, out: Finding[]): void {
  // `name: v`, `name = v`, and XML's `<name>v</name>`.
  for (const sep of [':', '=', '>']) {
    for (let i = text.indexOf(sep); i >= 0; i = text.indexOf(sep, i + 1)) {
      const name = nameBefore(text, i, sep);
      const from = name === null ? -1 : valueStart(text, i);
      if (name === null || from < 0) continue;
      // Resume after the value, so separators inside it are not read as new assignments.
      i = Math.max(i, classifyAssignment(text, name, from, out) - 1);
    }
  }
}

/** The identifier left of a separator (skipping a closing quote, `?` and spaces), if it hints at a secret. */
function nameBefore(text: string, sep: number, kind: string): string | null {
  const tag = kind === '>';
  let j = sep - 1;
  while (!tag && j >= 0 && sep - j <= 4 && (text[j] === ' ' || text[j] === '\t')) j--;
  if (!tag && j >= 0 && (text[j] === '"' || text[j] === "'" || text[j] === '?')) j--;
  const end = j + 1;
  while (j >= 0 && end - j <= 80 && isNameChar(text.charCodeAt(j))) j--;
  if (end - j < 3 || (tag && text[j] !== '<')) return null;
  // A colon chain (`arn:aws:secretsmanager:…`, `vault:secret:…`) is one value, not assignments.
  if (kind === ':' && text[j] === ':') return null;
  const name = text.slice(j + 1, end);
  if (PAIRED_VALUE.test(name)) return siblingName(text, j + 1);
  return NAME_HINT.test(name) ? name : null;
}

/** The name a `value` member belongs to: the last `name`/`key` member in the 160 characters before it. */
function siblingName(text: string, at: number): string | null {
  const window = text.slice(Math.max(0, at - 160), at);
  if (!/name|key|id/i.test(window)) return null;
  let name: string | null = null;
  SIBLING_NAME.lastIndex = 0;
  for (let m = SIBLING_NAME.exec(window); m !== null; m = SIBLING_NAME.exec(window)) name = m[1]!;
  return name !== null && NAME_HINT.test(name) ? name : null;
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

export interface Value {
  value: string;
  quoted: boolean;
  start: number;
  end: number;
}

export function parseValue(text: string, from: number): Value | null {
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
  // Coverage badge URLs (`badge.svg?token=…`) carry a token made to be published.
  if (
    /badge[\w.]{0,8}\?(?:[\w-]{1,40}=[^&\s]{0,80}&){0,4}[\w-]{1,40}=$/.test(text.slice(Math.max(0, from - 200), from))
  )
    return from;
  const v = parseValue(text, from);
  if (v === null) return 0;
  const call = !v.quoted && text[v.end] === '('; // `password = getPassword()` is code, not a literal
  const type = call ? null : typeFor(name, v.value, v.quoted);
  if (type !== null) out.push({ type, start: v.start, end: v.end });
  return v.end;
}

export function typeFor(name: string, value: string, quoted: boolean): string | null {
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
  if (ok) out.push({ type: 'AUTH_HEADER', start: AUTH_SCHEME.lastIndex - token.length, end: AUTH_SCHEME.lastIndex });
  return AUTH_SCHEME.lastIndex;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
