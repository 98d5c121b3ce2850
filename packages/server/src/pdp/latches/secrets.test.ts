import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Finding } from './finding.js';
import { detectSecrets } from './secrets.js';

// Every credential below is assembled at run time from a seeded generator, so the source holds no
// token-shaped literal for secret scanners (GitHub push protection included) to trip over.
let seed = 42;
function rand(n: number, alphabet: string): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    s += alphabet[(seed >>> 12) % alphabet.length]; // an LCG's low bits cycle fast, so use high ones
  }
  return s;
}
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const ALNUM = UPPER + LOWER + DIGITS;
const B64 = `${ALNUM}+/`;
const HEX = `${DIGITS}abcdef`;
const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

function pem(label: string, lines = 6): string {
  const body = Array.from({ length: lines }, () => rand(64, B64)).join('\n');
  return ['-----BEGIN ', label, 'PRIVATE KEY-----\n', body, '\n-----END ', label, 'PRIVATE KEY-----'].join('');
}

/** The secret, the text around it, and the type expected for it. */
const POSITIVE: [type: string, secret: string, before?: string, after?: string][] = [
  ['AWS_ACCESS_KEY_ID', `AKIA${rand(16, `${UPPER}234567`)}`, 'key id: '],
  ['AWS_SECRET_ACCESS_KEY', rand(40, B64), 'aws_secret_access_key = '],
  ['GITHUB_TOKEN', `ghp_${rand(36, ALNUM)}`, 'git clone with '],
  ['GITHUB_TOKEN', `github_pat_${rand(22, ALNUM)}_${rand(59, ALNUM)}`],
  ['GITLAB_TOKEN', `glpat-${rand(20, ALNUM)}`],
  ['SLACK_TOKEN', `xoxb-${rand(11, DIGITS)}-${rand(13, DIGITS)}-${rand(24, ALNUM)}`, 'token="', '"'],
  ['SLACK_WEBHOOK', `hooks.slack.com/services/T${rand(8, UPPER)}/B${rand(8, UPPER)}/${rand(24, ALNUM)}`, 'https://'],
  ['PRIVATE_KEY', pem('RSA ')],
  ['PRIVATE_KEY', pem('OPENSSH ')],
  [
    'PRIVATE_KEY',
    `-----BEGIN PGP PRIVATE KEY BLOCK-----\nVersion: 1\n\n${rand(64, B64)}\n${rand(64, B64)}\n=${rand(4, B64)}\n-----END PGP PRIVATE KEY BLOCK-----`,
  ],
  ['NPM_TOKEN', `npm_${rand(36, ALNUM)}`],
  ['NPM_TOKEN', rand(36, HEX), '//registry.npmjs.org/:_authToken='],
  ['OPENAI_API_KEY', `sk-proj-${rand(74, ALNUM)}T3Blbk${'FJ'}${rand(74, ALNUM)}`, 'OPENAI_API_KEY='],
  ['ANTHROPIC_API_KEY', `sk-ant-api03-${rand(93, `${ALNUM}_-`)}AA`, "key: '", "'"],
  ['STRIPE_KEY', `${'sk_'}live_${rand(24, ALNUM)}`],
  [
    'JWT',
    `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: '42', iat: 1 })}.${rand(43, `${ALNUM}_-`)}`,
    'Bearer ',
  ],
  ['BASIC_AUTH_URL', `https://deploy:${rand(12, ALNUM)}@ci.hospital.org`, 'curl ', '/api'],
  ['DATABASE_URL', `postgres://ehr_app:${rand(14, ALNUM)}@db.hospital.org:5432`, 'DATABASE_URL=', '/ehr'],
  ['GENERIC_SECRET_ASSIGNMENT', `Hunter2!${rand(4, LOWER)}`, 'DB_PASSWORD='],
  ['GENERIC_SECRET_ASSIGNMENT', rand(32, HEX), '"client_secret": "', '"'],
  ['GENERIC_SECRET_ASSIGNMENT', `${rand(10, ALNUM)}!9x`, '<password>', '</password>'],
  ['GCP_API_KEY', `AIza${rand(35, `${ALNUM}_-`)}`],
  ['AZURE_STORAGE_KEY', `${rand(86, B64)}==`, 'DefaultEndpointsProtocol=https;AccountName=ehr;AccountKey=', ';'],
  ['TWILIO_API_KEY', `SK${rand(30, HEX)}a1`],
  ['SENDGRID_API_KEY', `SG.${rand(22, ALNUM)}.${rand(43, ALNUM)}`],
  ['AUTH_HEADER', rand(40, ALNUM), '-H "Authorization: Bearer ', '"'],
  ['HUGGINGFACE_TOKEN', `hf_${rand(34, UPPER + LOWER)}`],
  ['CRYPTO_PRIVATE_KEY', `0x${rand(64, HEX)}`, 'wallet key '],
];

describe('detectSecrets finds', () => {
  for (const [type, secret, before = 'value: ', after = ' done'] of POSITIVE) {
    it(`${type} (${secret.slice(0, 12)}…) at its exact offsets`, () => {
      const text = `${before}${secret}${after}`;
      const found = detectSecrets(text);
      assert.deepEqual(found, [{ type, start: before.length, end: before.length + secret.length }]);
    });
  }

  it('a GCP service-account key file as GCP_SERVICE_ACCOUNT', () => {
    const json = JSON.stringify({ type: 'service_account', private_key_id: rand(40, HEX), private_key: pem('') });
    const found = detectSecrets(json);
    assert.equal(found.length, 1);
    assert.equal(found[0]!.type, 'GCP_SERVICE_ACCOUNT');
    assert.match(
      json.slice(found[0]!.start, found[0]!.end),
      /^-----BEGIN PRIVATE KEY-----\\n.*-----END PRIVATE KEY-----$/,
    );
  });

  it('several secrets sorted by start, a vendor type winning over the generic one', () => {
    const gh = `ghp_${rand(36, ALNUM)}`;
    const text = `GITHUB_TOKEN=${gh}\nAKIA${rand(16, UPPER)} and ${pem('EC ')}`;
    const types = detectSecrets(text).map((f: Finding) => f.type);
    assert.deepEqual(types, ['GITHUB_TOKEN', 'AWS_ACCESS_KEY_ID', 'PRIVATE_KEY']);
  });
});

describe('detectSecrets ignores', () => {
  const negatives: [why: string, text: string][] = [
    [
      'clinical prose',
      'The patient was admitted on Tuesday with a mild fever. Note: the discharge summary must reach the primary care provider by 5 p.m.; the key points are rest, fluids and a follow-up in two weeks.',
    ],
    ['masked values', 'password: ********'],
    ['template slots', ['API_KEY=$', '{API_KEY}\ntoken: {{ token }}\nsecret = "<your-secret>"'].join('')],
    ['code references', 'password = getPassword();\nconst secret = config.db.secret;\napiKey: process.env.API_KEY'],
    ["AWS's documentation key", `aws_access_key_id=AKIA${'IOSFODNN7'}EXAMPLE`],
    ['stand-in URL credentials', 'https://user:password@example.com and postgres://postgres:postgres@localhost/db'],
    ['weak defaults on a local host', 'mongodb://admin:pass@localhost:27017/app'],
    ['a prefix glued to a word', `xghp_${rand(36, ALNUM)} mytskey-api-${rand(12, ALNUM)}-${rand(24, ALNUM)}`],
    ['publishable and short keys', `pk_live_${rand(24, ALNUM)} sk_live_short glpat-abc`],
    ['a PEM frame without a key', '-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----'],
    [
      'secret-sounding names with ordinary values',
      'tokenizer: bert-base-uncased\nmax_tokens: 4096\nsecretName: app-tls',
    ],
    ['hashes and identifiers', `sha256: ${rand(64, HEX)}\nrequest_id: 123e4567-e89b-12d3-a456-426614174000`],
    ['a bearer variable', 'Authorization: Bearer $TOKEN'],
  ];
  for (const [why, text] of negatives) {
    it(why, () => assert.deepEqual(detectSecrets(text), []));
  }
});

describe('detectSecrets on 100 KB adversarial input', () => {
  const cases: [name: string, text: string][] = [
    ['one long token-character run', 'a'.repeat(100_000)],
    ['repeated JWT prefixes without dots', 'eyJ'.repeat(33_334)],
    ['repeated key prefixes', 'sk-ghs_1_eyJAKIA'.repeat(6_250)],
    ['PEM headers without bodies', '-----BEGIN PRIVATE KEY-----\n'.repeat(3_572)],
    ['assignment chains', 'password='.repeat(11_112)],
    ['URL authorities without hosts', 'https://a:'.repeat(10_000)],
    ['separators only', ':='.repeat(50_000)],
  ];
  for (const [name, text] of cases) {
    it(`${name} yields nothing`, () => assert.deepEqual(detectSecrets(text), []));
  }

  it('still finds a secret after 100 KB of near-misses', () => {
    const token = `ghp_${rand(36, ALNUM)}`;
    const text = `${'eyJ.'.repeat(25_000)} ${token}`;
    assert.deepEqual(detectSecrets(text), [{ type: 'GITHUB_TOKEN', start: 100_001, end: 100_001 + token.length }]);
  });
});
