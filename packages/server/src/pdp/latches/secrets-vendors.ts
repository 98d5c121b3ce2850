/**
 * Vendor credential formats for the secrets detector (latch-1): the core set, joined with the wider
 * provider set of secrets-providers.ts.
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

import { PROVIDER_RULES } from './secrets-providers.js';

export interface TokenRule {
  type: string;
  /** Regex source of the prefix that triggers the rule; rules sharing a prefix are tried in order. */
  at: string;
  /** Whole token, sticky at the prefix position; carries its own right-hand boundary. */
  re: RegExp;
  /**
   * Where the token starts relative to its prefix: a fixed offset back, or the earliest occurrence
   * of this literal in the 300 characters before it, or as far back (up to 16) as characters of
   * this class go (default: at the prefix).
   */
  back?: number | string | RegExp;
  /** The character before the token may not match this (default: any letter or digit). */
  notAfter?: RegExp;
  /** Rejects structurally valid tokens that are known stand-ins (documented examples, invalid keys). */
  valid?: (token: string) => boolean;
}

const LETTER = /[A-Za-z]/;

const CORE_RULES: readonly TokenRule[] = [
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

/** Every vendor rule: the core set above, then the wider provider set (secrets-providers.ts). */
export const TOKEN_RULES: readonly TokenRule[] = [...CORE_RULES, ...PROVIDER_RULES];
