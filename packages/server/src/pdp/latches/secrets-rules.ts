/**
 * Value heuristics for the secrets detector (latch-1): entropy, placeholders, references, hashes,
 * secret-sounding names, credentials in URLs and private-key bodies. Vendor formats are in
 * secrets-vendors.ts and secrets-providers.ts.
 */

export { TOKEN_RULES, type TokenRule } from './secrets-vendors.js';

/** Shannon entropy in bits per character. */
export function entropy(s: string): number {
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** How many of lower case, upper case, digits and other characters occur. */
export function charClasses(s: string): number {
  return Number(/[a-z]/.test(s)) + Number(/[A-Z]/.test(s)) + Number(/\d/.test(s)) + Number(/[^A-Za-z0-9]/.test(s));
}

// Template syntax and stand-in words that mark a value as a placeholder, not a credential.
const TEMPLATE =
  /\$\{|\{\{|\$\(|%[A-Za-z_]{1,40}%|%\([\w.-]{1,60}\)[sdr]|^\$[A-Za-z_]|^\{[^}]{0,60}\}$|<[^>]{0,60}>|^\*+$/;
const STAND_IN =
  /example|sample|dummy|placeholder|change_?me|redacted|replace|your[_-]|^your|x{4}|\*{3}|\.{3}|not_?a_?real|fake|lorem|^(?:null|none|nil|undefined|true|false|empty|secret|password|passwd)$/i;

// Example credentials printed in vendors' own documentation (Telegram's bot token, Stripe's test key).
// Dictionary stand-ins with a counter (`secret123`, `Password1!`, `admin2024`) in settings and flags:
// the values of tests and docs. Not applied to URLs, where `user:pass@host` is reported as written.
export const WEAK =
  /^(?:secret|password|passw0rd|pass|test|admin|changeme|default|letmein|qwerty|welcome|demo)[-_]?\d{0,4}[!.]?$/i;
const DOCUMENTED = /ABC-DEF1234ghIkl-zyx57W2v1u123ew11|4eC39HqLyjWDarjtT1zdp7dc|BQokikJOvBiI2HlWgH4olfQ2/;

export function isPlaceholder(v: string): boolean {
  return TEMPLATE.test(v) || STAND_IN.test(v) || DOCUMENTED.test(v);
}

/** Unique characters over length: low for `1111`, `xxxx`, `aaaaaaaa1`. */
export function variety(s: string): number {
  return new Set(s).size / s.length;
}

// ---- generic assignment values -------------------------------------------------------------

/** Whether the value of a secret-named assignment looks like a real credential rather than code or a stand-in. */
export function looksSecret(name: string, value: string, quoted: boolean): boolean {
  if (value.length < 8 || /\s|\\[nrt]/.test(value) || isPlaceholder(value) || WEAK.test(value)) return false;
  if (encodesPlaceholder(value)) return false;
  if (isReference(name, value, quoted) || isPhrase(value) || isProtected(value)) return false;
  if (value.length < 20 && variety(value) < 0.4) return false;
  if (charClasses(value) >= 3) return true;
  // People pick passwords like `maple6735`: under a password-like name, letters and digits suffice.
  if (PASSWORD_NAME.test(name) && /\d/.test(value) && /[A-Za-z]/.test(value) && !isSerial(value)) return true;
  return value.length >= 16 && /\d/.test(value) && /[A-Za-z]/.test(value) && entropy(value) >= 3;
}

// Names for the password itself (and the short secrets set like one), not keys or tokens.
const PASSWORD_NAME = /pass|pwd|secret|token/i;
/** Versions and dates (`v2024.1`, `20240101a`) are not passwords, though letters and digits. */
function isSerial(value: string): boolean {
  return /^v?\d+(?:[._-]\d+)*[a-z]?$/i.test(value);
}

/**
 * Values that hold no usable secret: one-way hashes (bcrypt, argon2, crypt(3), LDAP `{SSHA}`,
 * Django's `pbkdf2_sha256$`), and ciphertext meant for committing (SOPS `ENC[…]`, Sealed Secrets,
 * Ansible Vault, `enc:`/`ENC(` property encryption).
 */
function isProtected(value: string): boolean {
  return /^(?:\$(?:2[abxy]?|argon2(?:id|i|d)|scrypt|[1567]|y|gy|sha1|pbkdf2[\w-]*)\$|\{S?(?:SHA|MD5|SSHA)\d*\}|pbkdf2_\w+\$|ENC\[|ENC\(|enc:|\$ANSIBLE_VAULT|Ag[ABC][A-Za-z0-9+/]{100})/.test(
    value,
  );
}

/** URLs, paths, URNs and, unquoted, code: `cfg.db.pass`, `!flag`, `counter++`, `nextBuildKey`. */
function isReference(name: string, value: string, quoted: boolean): boolean {
  if (/^[a-z][a-z0-9+.-]{0,30}:(?:\/\/|[a-z]+:)/i.test(value) || /^[~.]{0,2}\//.test(value)) return true;
  // Secret-manager references: Vault, AWS ARNs and SSM, 1Password, vals/helm-secrets `ref+…`, Key Vault.
  if (
    /^(?:vault|arn|ssm|op|ref\+[a-z]+|akv|azkv|keyvault|gcpsm|awssm|sm|secretref|k8s|kms):|^@Microsoft\.KeyVault\(/i.test(
      value,
    )
  )
    return true;
  if (quoted) return false;
  if (value === name || name.endsWith(`.${value}`) || /^!|\+\+$|--$/.test(value)) return true;
  // `cfg.db.pass`, `opts?.withCredentials`, and in minified code `P.isWritable=`.
  if (/^[A-Za-z_$][\w$]*(?:\??\.[A-Za-z_$][\w$]*)+=?$/.test(value)) return true;
  return /^(?:[a-z]{2,}|[A-Z][a-z]+)(?:[A-Z][a-z]+){2,}$/.test(value); // camel-case identifier
}

/** Words and numbers joined by `-`/`_` (`secret-2-levels`, `password-for-30001`), or words by `/` (`PEM/PGP`). */
function isPhrase(value: string): boolean {
  return (
    /^(?:[a-z]+|[A-Z]+|\d+)(?:[-_.](?:[a-z]+|[A-Z]+|\d+))+$/.test(value) || /^[A-Za-z]+(?:\/[A-Za-z]+)+$/.test(value)
  );
}

/** Base64 that decodes to a stand-in or to prose (`ZHVtbXkg…` = "dummy …") is a placeholder too. */
function encodesPlaceholder(value: string): boolean {
  if (value.length % 4 !== 0 || !/^[A-Za-z0-9+/]{12,}={0,2}$/.test(value)) return false;
  const decoded = Buffer.from(value, 'base64').toString('latin1');
  if (!/^[\x20-\x7e]+$/.test(decoded)) return false;
  return isPlaceholder(decoded) || /\S\s+\S+\s+\S/.test(decoded);
}

// ---- names of secrets ----------------------------------------------------------------------

export const NAME_HINT = /pass|pwd|secret|token|key|cred|auth|sig|account|tenant|client/i;
const SECRET_WORD = /password|passwd|passphrase|secret|token|apikey|accesskey|privatekey|credential/;
const SECRET_PART = new Set(['pass', 'pwd', 'pw', 'auth']);
// Names whose last part says the value describes a secret rather than being one.
const NOT_A_VALUE = new Set(
  'type url uri endpoint name names length len count file path hint policy expiry expires expiration ttl field label prompt format mode header env var ref arn version email user username usage limit size max min prefix id ids hash digest checksum algorithm algo rotation'.split(
    ' ',
  ),
);
// `<qualifier>Key` names that hold secrets; `buildKey`, `sortKey` or `Sec-WebSocket-Key` do not.
const SECRET_KEY_QUALIFIER = new Set(
  'api secret private access signing encryption decryption master client auth session app service account webhook hmac jwt shared storage subscription admin bot consumer integration license crypto'.split(
    ' ',
  ),
);

/**
 * Whether a name holds a secret, judged on its words (`azureClientSecret`, `AWS_SECRET_ACCESS_KEY`
 * and `x-api-key` split alike): a secret word anywhere, unless the last word says the value only
 * describes one (`token_url`, `password_length`).
 */
export function isSecretName(name: string): boolean {
  let known = NAME_CACHE.get(name);
  if (known === undefined) {
    // Config files repeat a few dozen names; the cache is dropped whole rather than grown without bound.
    if (NAME_CACHE.size >= 2048) NAME_CACHE.clear();
    known = NAME_HINT.test(name) && judgeName(name);
    NAME_CACHE.set(name, known);
  }
  return known;
}

const NAME_CACHE = new Map<string, boolean>();

function judgeName(name: string): boolean {
  const parts = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((p) => p !== '');
  const last = parts.at(-1) ?? '';
  const compact = parts.join('');
  if (NOT_A_VALUE.has(last) && !(last === 'id' && compact.includes('secret'))) return false;
  if (SECRET_WORD.test(compact) || parts.some((p) => SECRET_PART.has(p))) return true;
  // Glued upper-case names (`SMTPPASS`, `DBPWD`) end in the word; `bypass` and `compass` do not count.
  if (/(?:pass|pwd)$/.test(last) && !/(?:by|com|sur|under|over|tres)pass$/.test(last)) return true;
  return last === 'key' && SECRET_KEY_QUALIFIER.has(parts.at(-2) ?? '');
}

// ---- credentials in URLs ---------------------------------------------------------------------

const LOCAL_HOST = /^(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\]|[\w-]+\.(?:local|internal|test)|[a-z][\w-]*)$/i;

/** Rejects templates, stand-ins and weak local defaults in `scheme://user:pass@host`. */
export function credentialLooksReal(user: string, pass: string, host: string): boolean {
  // `https://<token>:x-oauth-basic@github.com`: the token is the user part.
  if (pass.toLowerCase() === 'x-oauth-basic') return user.length >= 20;
  if (pass.length < 4 || pass === user || variety(pass) < 0.3) return false;
  if (isPlaceholder(pass) || /password|^\$/i.test(pass)) return false;
  // Weak defaults (`admin:pass@localhost`) on a local or compose-network host open nothing remote.
  return !(LOCAL_HOST.test(host) && (pass.length < 8 || charClasses(pass) < 2));
}

// ---- private key blocks ----------------------------------------------------------------------

/** Base64 of real key size and variety, once header lines (`Proc-Type:`, `Version:`) and `\n` escapes go. */
export function isKeyBody(body: string): boolean {
  const cleaned = body.replace(/\\[nr]/g, '\n').replace(/^[A-Za-z-]{1,30}:.*$/gm, '');
  const b64 = cleaned.replace(/[^A-Za-z0-9+/=]/g, '');
  const other = cleaned.replace(/[A-Za-z0-9+/=\s]/g, '').length;
  return b64.length >= 56 && other <= b64.length / 20 && new Set(b64).size >= 20;
}
