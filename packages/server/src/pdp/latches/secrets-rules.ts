/**
 * Vendor credential formats and value heuristics for the secrets detector (latch-1).
 *
 * Each token rule is found through a short prefix (`at`), so one combined trigger scan finds every
 * candidate and only candidates pay for the full, anchored pattern. Every pattern uses bounded
 * single-class runs separated by literals (or an atomic `(?=(x))\1`), so a failed match costs at
 * most its bound, never a backtracking blow-up.
 *
 * A token in a vendor's exact shape counts even when its body looks filler (`hf_xxxx…`,
 * `sk_live_AAAA…`): the prefix and shape are the evidence, and secretlint's expectations agree.
 * Only AWS's published example key is exempt. Placeholder rules apply where the shape is generic:
 * `name = value` assignments and credentials in URLs.
 */

export interface TokenRule {
  type: string;
  /** Regex source of the prefix that triggers the rule; rules sharing a prefix are tried in order. */
  at: string;
  /** Whole token, sticky at the prefix position; carries its own right-hand boundary. */
  re: RegExp;
  /**
   * Where the token starts relative to its prefix: a fixed offset back, or the earliest occurrence
   * of this literal in the 300 characters before it (default: at the prefix).
   */
  back?: number | string;
  /** The character before the token may not match this (default: any letter or digit). */
  notAfter?: RegExp;
  /** Rejects structurally valid tokens that are known stand-ins (documented examples, invalid keys). */
  valid?: (token: string) => boolean;
}

const LETTER = /[A-Za-z]/;

export const TOKEN_RULES: readonly TokenRule[] = [
  {
    type: 'AWS_ACCESS_KEY_ID',
    at: '(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])',
    re: /(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z2-7]{16}(?![A-Za-z0-9])/y,
    // AWS's own documentation key ends in EXAMPLE; it is in countless READMEs and grants nothing.
    valid: (t) => !t.endsWith('EXAMPLE'),
  },
  {
    type: 'GITHUB_TOKEN',
    at: 'gh[pousr]_',
    // Classic tokens, and app installation tokens of the newer `ghs_<app id>_<JWT>` shape.
    re: /gh[pousr]_(?:[A-Za-z0-9]{36,251}(?![\w-])|\d{1,12}_eyJ(?=([\w-]{8,600}))\1\.(?=([\w-]{8,8000}))\2\.[\w-]{8,2000})/y,
  },
  { type: 'GITHUB_TOKEN', at: 'github_pat_', re: /github_pat_[A-Za-z0-9_]{70,255}(?![\w-])/y },
  {
    type: 'GITLAB_TOKEN',
    at: 'gl(?:pat|dt|rt|ptt|ft|imt|cbt|soat|agent)-',
    re: /gl(?:pat|dt|rt|ptt|ft|imt|cbt|soat|agent)-[\w-]{20,100}(?![\w-])/y,
  },
  {
    type: 'SLACK_TOKEN',
    at: 'xox',
    re: /(?:xox[abposre]-\d{6,20}-[0-9A-Za-z-]{6,255}|xoxe(?:\.xox[a-z])?-1-[0-9A-Za-z-]{60,400})(?![0-9A-Za-z-])/y,
  },
  { type: 'SLACK_TOKEN', at: 'xapp-', re: /xapp-\d-[A-Za-z0-9]{6,20}-\d{6,20}-[a-fA-F0-9]{16,128}(?![A-Za-z0-9])/y },
  {
    type: 'SLACK_WEBHOOK',
    at: 'hooks\\.slack\\.com/',
    re: /hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9_/]{16,200}/y,
  },
  {
    type: 'DISCORD_WEBHOOK',
    at: 'discord(?:app)?\\.com/api/webhooks/',
    re: /discord(?:app)?\.com\/api\/webhooks\/\d{15,22}\/[\w-]{60,80}/y,
  },
  {
    type: 'JWT',
    at: 'eyJ',
    // `(?=(x))\1` matches x atomically: a long run without a dot fails once instead of backtracking.
    re: /eyJ(?=([\w-]{8,600}))\1\.(?=([\w-]{8,8000}))\2\.[\w-]{0,2000}/y,
    valid: (t) => /"(?:alg|typ)"/.test(decodeBase64Url(t.slice(0, t.indexOf('.')))),
  },
  { type: 'ONEPASSWORD_TOKEN', at: 'ops_eyJ', re: /ops_eyJ[A-Za-z0-9+/_-]{50,4000}={0,2}/y },
  { type: 'ANTHROPIC_API_KEY', at: 'sk-', re: /sk-ant-(?:api|admin|sid|oat)\d{2}-[\w-]{80,120}(?![\w-])/y },
  {
    type: 'OPENAI_API_KEY',
    // Every OpenAI key embeds base64("OpenAI"); found by that marker, the key starts at the `sk-` before it.
    at: 'T3BlbkFJ',
    back: 'sk-',
    re: /sk-(?:(?:proj|svcacct|admin|None)-)?[\w-]{10,250}T3BlbkFJ[\w-]{10,250}(?![\w-])/y,
  },
  {
    type: 'STRIPE_KEY',
    at: '(?:sk|rk)_(?:live|test)_',
    re: /(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{24,247}(?![A-Za-z0-9])/y,
  },
  { type: 'STRIPE_KEY', at: 'whsec_', re: /whsec_[A-Za-z0-9+/]{32,88}(?![A-Za-z0-9])/y },
  { type: 'SENDGRID_API_KEY', at: 'SG\\.', re: /SG\.[\w-]{22}\.[\w-]{43}(?![\w-])/y },
  { type: 'SHOPIFY_TOKEN', at: 'shp(?:ss|at|ca|pa)_', re: /shp(?:ss|at|ca|pa)_[A-Za-z0-9]{32,64}(?![A-Za-z0-9])/y },
  { type: 'NPM_TOKEN', at: 'npm_', re: /npm_[A-Za-z0-9]{36}(?![A-Za-z0-9])/y },
  { type: 'PYPI_TOKEN', at: 'pypi-AgE', re: /pypi-AgE[\w-]{50,300}(?![\w-])/y },
  { type: 'GCP_API_KEY', at: 'AIza', re: /AIza[\w-]{35}(?![\w-])/y },
  { type: 'GCP_OAUTH_CLIENT_SECRET', at: 'GOCSPX-', re: /GOCSPX-[\w-]{28}(?![\w-])/y },
  { type: 'GCP_ACCESS_TOKEN', at: 'ya29\\.', re: /ya29\.[\w-]{30,2000}(?![\w-])/y },
  {
    type: 'AZURE_CLIENT_SECRET',
    at: '\\dQ~',
    // Entra ID secrets: three characters, a digit, `Q~`, then 31–34 more; the prefix sits 3 in.
    back: 3,
    re: /[\w~.-]{3}\dQ~[\w~.-]{31,34}(?![\w~.-])/y,
  },
  { type: 'DATABRICKS_TOKEN', at: 'dapi', re: /dapi[a-fA-F0-9]{32}(?:-\d)?(?![A-Za-z0-9])/y, notAfter: LETTER },
  { type: 'DOCKER_TOKEN', at: 'dckr_pat_', re: /dckr_pat_[\w-]{27,100}(?![\w-])/y },
  { type: 'FIGMA_TOKEN', at: 'figd_', re: /figd_[\w-]{40,100}(?![\w-])/y },
  { type: 'GRAFANA_TOKEN', at: 'glc_', re: /glc_[A-Za-z0-9+/]{32,400}={0,2}/y },
  { type: 'GRAFANA_TOKEN', at: 'glsa_', re: /glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}(?![A-Za-z0-9])/y },
  { type: 'GROQ_API_KEY', at: 'gsk_', re: /gsk_[A-Za-z0-9]{52}(?![\w-])/y },
  { type: 'VAULT_TOKEN', at: 'hv[sbr]\\.', re: /hv[sbr]\.[\w-]{90,400}(?![\w-])/y, notAfter: LETTER },
  { type: 'HUGGINGFACE_TOKEN', at: '(?:hf|api_org)_', re: /(?:hf|api_org)_[A-Za-z]{34}(?![A-Za-z0-9])/y },
  { type: 'LINEAR_API_KEY', at: 'lin_api_', re: /lin_api_[A-Za-z0-9]{32,64}(?![A-Za-z0-9])/y },
  { type: 'NOTION_TOKEN', at: 'ntn_', re: /ntn_\d{11}[A-Za-z0-9]{35}(?![A-Za-z0-9])/y },
  {
    type: 'TAILSCALE_KEY',
    at: 'tskey-',
    re: /tskey-[a-z]{2,20}-[A-Za-z0-9]{6,40}-[A-Za-z0-9]{16,80}(?![A-Za-z0-9])/y,
    notAfter: LETTER,
  },
  { type: 'VERCEL_TOKEN', at: 'vc[pirka]_', re: /vc[pirka]_[A-Za-z0-9]{24,100}(?![A-Za-z0-9])/y },
  { type: 'CLOUDFLARE_API_TOKEN', at: 'cf(?:at|ut|k)_', re: /cf(?:at|ut|k)_[A-Za-z0-9]{40}[a-f0-9]{8}(?![\w-])/y },
  { type: 'DIGITALOCEAN_TOKEN', at: 'do[por]_v1_', re: /do[por]_v1_[a-f0-9]{64}(?![A-Za-z0-9])/y },
  { type: 'ATLASSIAN_TOKEN', at: 'ATATT3', re: /ATATT3[\w=-]{150,250}(?![\w=-])/y },
  { type: 'SQUARE_TOKEN', at: 'sq0(?:atp|csp)-', re: /sq0(?:atp-[\w-]{22}|csp-[\w-]{43})(?![\w-])/y },
  {
    type: 'TWILIO_API_KEY',
    at: 'SK[0-9a-fA-F]',
    re: /SK[0-9a-fA-F]{32}(?![A-Za-z0-9])/y,
    valid: (t) => /\d/.test(t.slice(2)) && /[a-fA-F]/.test(t.slice(2)),
  },
  {
    type: 'CRYPTO_PRIVATE_KEY',
    at: '0x',
    // A bare 64-hex string is usually a hash; the 0x form plus a valid secp256k1 scalar is a wallet key.
    re: /0x[0-9a-fA-F]{64}(?![0-9A-Za-z])/y,
    valid: (t) => isSecp256k1Scalar(t.slice(2)),
  },
];

const SECP256K1_N = BigInt('0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141');

function isSecp256k1Scalar(hex: string): boolean {
  const k = BigInt(`0x${hex}`);
  return k > 0n && k < SECP256K1_N && new Set(hex.toLowerCase()).size >= 8;
}

const decodeBase64Url = (s: string): string => Buffer.from(s, 'base64url').toString('latin1');

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
const TEMPLATE = /\$\{|\{\{|\$\(|%[A-Za-z_]{1,40}%|^\$[A-Za-z_]|^\{[^}]{0,60}\}$|<[^>]{0,60}>|^\*+$/;
const STAND_IN =
  /example|sample|dummy|placeholder|change_?me|redacted|replace|your[_-]|^your|x{4}|\*{3}|\.{3}|not_?a_?real|fake|lorem|^(?:null|none|nil|undefined|true|false|empty|secret|password|passwd)$/i;

export function isPlaceholder(v: string): boolean {
  return TEMPLATE.test(v) || STAND_IN.test(v);
}

/** Unique characters over length: low for `1111`, `xxxx`, `aaaaaaaa1`. */
export function variety(s: string): number {
  return new Set(s).size / s.length;
}

// ---- generic assignment values -------------------------------------------------------------

/** Whether the value of a secret-named assignment looks like a real credential rather than code or a stand-in. */
export function looksSecret(name: string, value: string, quoted: boolean): boolean {
  if (value.length < 8 || /\s|\\[nrt]/.test(value) || isPlaceholder(value) || encodesPlaceholder(value)) return false;
  if (isReference(name, value, quoted) || isPhrase(value)) return false;
  if (value.length < 20 && variety(value) < 0.4) return false;
  if (charClasses(value) >= 3) return true;
  return value.length >= 16 && /\d/.test(value) && /[A-Za-z]/.test(value) && entropy(value) >= 3;
}

/** URLs, paths, URNs and, unquoted, code: `cfg.db.pass`, `!flag`, `counter++`, `nextBuildKey`. */
function isReference(name: string, value: string, quoted: boolean): boolean {
  if (/^[a-z][a-z0-9+.-]{0,30}:(?:\/\/|[a-z]+:)/i.test(value) || /^[~.]{0,2}\//.test(value)) return true;
  if (quoted) return false;
  if (value === name || name.endsWith(`.${value}`) || /^!|\+\+$|--$/.test(value)) return true;
  if (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(value)) return true;
  return /^(?:[a-z]{2,}|[A-Z][a-z]+)(?:[A-Z][a-z]+){2,}$/.test(value); // camel-case identifier
}

/** Lower-case words and numbers joined by `-`/`_` (`secret-2-levels`, `password-for-30001`). */
function isPhrase(value: string): boolean {
  return /^(?:[a-z]+|[A-Z]+|\d+)(?:[-_.](?:[a-z]+|[A-Z]+|\d+))+$/.test(value);
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
  'type url uri endpoint name names length len count file path hint policy expiry expires expiration ttl field label prompt format mode header env var ref arn version email user username usage limit size max min prefix id ids'.split(
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
  const parts = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((p) => p !== '');
  const last = parts.at(-1) ?? '';
  const compact = parts.join('');
  if (NOT_A_VALUE.has(last) && !(last === 'id' && compact.includes('secret'))) return false;
  if (SECRET_WORD.test(compact) || parts.some((p) => SECRET_PART.has(p))) return true;
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
