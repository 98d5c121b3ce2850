import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectSecrets } from './secrets.js';

// Credentials are assembled from a seeded generator at run time, so the source holds no
// token-shaped literal for push protection or other scanners to trip over.
let seed = 1606;
function rand(n: number, alphabet: string): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    s += alphabet[(seed >>> 12) % alphabet.length];
  }
  return s;
}
const UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOW = 'abcdefghijklmnopqrstuvwxyz';
const DIG = '0123456789';
const AN = UP + LOW + DIG;
const HEX = `${DIG}abcdef`;
const B64 = `${AN}+/`;
const URLSAFE = `${AN}_-`;
const uuid = () => [8, 4, 4, 4, 12].map((n) => rand(n, HEX)).join('-');
const pemBody = (prefix: string, lines: number) =>
  (prefix + rand(lines * 64 - prefix.length, B64)).match(/.{1,64}/g)!.join('\n');
const pem = (label: string, body: string) => `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----`;
const rsaKey = () => pem('RSA PRIVATE KEY', pemBody('MIIEpAIBAAKCAQEA', 20));

/** [what, text before, secret, text after]: the secret must be found, overlapping its offsets. */
const FOUND: [string, string, string, string][] = [
  ['Mailgun key', 'MAILGUN_API_KEY=', `key-${rand(32, HEX)}`, '\n'],
  ['Dropbox short-lived token', 'dropbox: ', `sl.${rand(135, URLSAFE)}`, '\n'],
  ['Heroku key by its name', 'HEROKU_API_KEY: ', uuid(), '\n'],
  ['Heroku new-format key', 'token = "', `HRKU-AA${rand(58, URLSAFE)}`, '"'],
  ['Sentry DSN', 'dsn: https://', `${rand(32, HEX)}@o${rand(6, DIG)}.ingest.sentry.io`, `/${rand(7, DIG)}\n`],
  ['Sentry user token', 'SENTRY_AUTH_TOKEN=', `sntryu_${rand(64, HEX)}`, '\n'],
  ['Notion integration secret', '"notion": "', `secret_${rand(43, AN)}`, '"'],
  ['Postman key', 'x-api-key: ', `PMAK-${rand(24, HEX)}-${rand(34, HEX)}`, '\n'],
  ['Square access token', 'square_token: ', `EAAA${rand(60, URLSAFE)}`, '\n'],
  ['Telegram bot token', 'bot = Bot("', `${rand(10, DIG)}:AA${rand(33, URLSAFE)}`, '")'],
  ['Firebase server key', 'fcm: ', `AAAA${rand(7, URLSAFE)}:APA91b${rand(134, URLSAFE)}`, '\n'],
  ['Pulumi token', 'export PULUMI_ACCESS_TOKEN=', `pul-${rand(40, HEX)}`, '\n'],
  ['Doppler token', 'DOPPLER_TOKEN: ', `dp.pt.${rand(43, AN)}`, '\n'],
  ['age secret key', '# key\n', `AGE-SECRET-KEY-1${rand(58, 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L')}`, '\n'],
  ['Mailchimp key', 'apikey: ', `${rand(32, HEX)}-us${rand(1, DIG)}`, '\n'],
  ['password in .tfvars', 'db_password = "', `maple${rand(4, DIG)}`, '"\n'],
  ['password in Gradle', 'credentials {\n  username "ci"\n  password "', `${rand(16, AN)}`, '"\n}'],
  ['password as an XML attribute', '<datasource user="app" password="', `Kx${rand(10, AN)}!`, '" />'],
  ['.NET appSettings', '<add key="SmtpPassword" value="', `${rand(14, AN)}`, '" />'],
  ['Spring property', '<property name="password" value="', `${rand(14, AN)}`, '"/>'],
  ['k8s env name/value', '- name: DB_PASSWORD\n  value: "', `${rand(18, AN)}`, '"\n'],
  ['password in .properties', 'spring.datasource.password=', `${rand(12, AN)}9`, '\n'],
  ['curl -u user:pass', 'curl -u deploy:', `${rand(14, AN)}`, ' https://api.example.net/v1\n'],
  ['curl --user in quotes', 'curl --user "ci:', `${rand(14, AN)}`, '" https://x.example.net\n'],
  ['--password value', 'pino-loki --user ops --password ', `${rand(16, AN)}`, '\n'],
  ['mysql -p glued', 'mysql -h db -u root -p', `${rand(12, AN)}`, ' app < dump.sql\n'],
  ['sshpass -p', "sshpass -p '", `${rand(12, AN)}!`, "' ssh ops@10.0.0.4\n"],
  ['redis-cli -a', 'redis-cli -h cache -a ', `${rand(20, AN)}`, ' ping\n'],
  ['.netrc password', 'machine api.heroku.com\n  login me@example.org\n  password ', uuid(), '\n'],
  ['PEM key escaped in a JSON log', '{"level":"error","key":"', rsaKey().replace(/\n/g, '\\n'), '"}'],
  ['base64-encoded PEM', 'tls.key: ', Buffer.from(`${rsaKey()}\n`).toString('base64'), '\n'],
  ['JWK private member', '{"kty":"EC","crv":"P-256","x":"a","y":"b","d":"', rand(43, URLSAFE), '"}'],
  ['symmetric JWK', '{"kty":"oct","alg":"HS256","k":"', rand(43, URLSAFE), '"}'],
];

describe('detectSecrets finds credentials in code and config', () => {
  for (const [what, before, secret, after] of FOUND) {
    it(what, () => {
      const found = detectSecrets(`${before}${secret}${after}`);
      const start = before.length;
      const end = start + secret.length;
      assert.ok(
        found.some((f) => f.start < end && start < f.end),
        `nothing over ${JSON.stringify(secret.slice(0, 24))}: ${JSON.stringify(found)}`,
      );
    });
  }
});

const CLEAN: [string, string][] = [
  ['an encrypted PKCS#8 key', pem('ENCRYPTED PRIVATE KEY', pemBody('MIIFHzBJBgkqhkiG9w0BBQ0w', 20))],
  [
    'a legacy encrypted PEM key',
    pem('RSA PRIVATE KEY', `Proc-Type: 4,ENCRYPTED\nDEK-Info: AES-256-CBC,${rand(32, HEX)}\n\n${pemBody('', 20)}`),
  ],
  [
    'a public key and a certificate',
    `${pem('PUBLIC KEY', pemBody('MIIBIjANBgkq', 6))}\n${pem('CERTIFICATE', pemBody('MIID', 12))}`,
  ],
  ['a public JWK set', `{"keys":[{"kty":"RSA","n":"${rand(342, URLSAFE)}","e":"AQAB","kid":"${rand(8, HEX)}"}]}`],
  [
    'password hashes',
    `password_hash: $2b$12$${rand(53, `${AN}./`)}\nadmin_password: $argon2id$v=19$m=65536,t=3,p=4$${rand(22, B64)}$${rand(43, B64)}`,
  ],
  [
    'SOPS and sealed ciphertext',
    `password: ENC[AES256_GCM,data:${rand(24, B64)}=,iv:${rand(43, B64)}=,type:str]\n  password: AgB${rand(300, B64)}==`,
  ],
  [
    'secret-manager references',
    `db_password = "vault:secret/data/app#password"\napi_key: arn:aws:secretsmanager:us-east-1:${rand(12, DIG)}:secret:app-${rand(6, AN)}`,
  ],
  ['Python format slots', "password = '%(DB_PASSWORD)s'\nsecret_key = %(SECRET_KEY)s"],
  [
    'hashes and IDs',
    `sha256: ${rand(64, HEX)}\nmd5: ${rand(32, HEX)}\ncommit: ${rand(40, HEX)}\nrequest_id: ${uuid()}`,
  ],
  [
    "vendors' documented examples",
    `token: 123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11\naws_access_key_id=AKIA${'IOSFODNN7'}EXAMPLE`,
  ],
  ['docker user and port flags', 'docker run -u 1000:1000 -p 8080:80 --user www-data:www-data app'],
  ['a password prompt and stdin', 'mysql -u root -p app\necho "$TOKEN" | docker login -u bot --password-stdin ghcr.io'],
  [
    'variables on a command line',
    'curl -u "$API_USER:$API_PASS" https://api.example.net\nsshpass -p "$SSH_PASS" ssh host',
  ],
  [
    'a coverage badge token',
    `[![codecov](https://codecov.io/gh/o/r/branch/main/graph/badge.svg?token=${rand(10, UP + DIG)})](x)`,
  ],
  ['dictionary stand-ins', 'password: secret123\nADMIN_PASSWORD=Password1!\n--password admin2024'],
  ['"machine" and "login" in prose', 'The machine shows a login prompt; the password field is empty.'],
  [
    'Gradle lines without literals',
    'credentials {\n  password findProperty("repoPassword")\n  username project.repoUser\n}',
  ],
];

describe('detectSecrets passes look-alikes', () => {
  for (const [what, text] of CLEAN) {
    it(what, () => assert.deepEqual(detectSecrets(text), []));
  }
});
