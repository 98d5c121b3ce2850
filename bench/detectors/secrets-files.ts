/**
 * A seeded generator of code and config files, with and without credentials, for measuring latch-1
 * beyond the secretlint snapshots (method: docs/adr/0041-secret-detection-that-generalizes.md).
 *
 * A file is a few ordinary settings rendered in one syntax (env, shell, YAML, JSON, TOML, HCL,
 * .properties, INI, XML elements and attributes, .NET appSettings, Spring beans, Gradle, k8s env
 * lists, Python/JS/Go code), or a free-form file (command lines, logs, key files). Secret files
 * carry one or two credentials (a provider token under a name people use for it or under a bland
 * name, a human or random password, credentials in a URL or on a command line, a private key in
 * raw, `\n`-escaped, base64 or JWK form); clean files carry the look-alikes a scanner must pass:
 * placeholders, references to variables and vaults, hashes, UUIDs, public keys and certificates,
 * encrypted keys, documented example keys, secret-sounding names holding ordinary values.
 */
import { FREE_FORM, type Rendered } from './secrets-forms.js';
import { AN, B64, chars, D, HEX, L, PROVIDERS, pick, prng, type Rand, U } from './secrets-tokens.js';

export interface Span {
  start: number;
  end: number;
  kind: string;
}
export interface GenFile {
  id: string;
  text: string;
  secrets: Span[];
}

interface Entry {
  key: string;
  value: string;
  secret?: string;
  /** Rendered without quotes even where the syntax would quote (numbers, booleans). */
  bare?: boolean;
}

const PASSWORD_NAMES = [
  'DB_PASSWORD',
  'password',
  'dbPassword',
  'mysql_root_password',
  'admin_pass',
  'SMTP_PASS',
  'redis_pwd',
  'keystore.password',
  'ldap_bind_password',
  'POSTGRES_PASSWORD',
  'passwd',
  'signing.password',
];
const SECRET_NAMES = [
  'client_secret',
  'api_key',
  'apiKey',
  'secret_key',
  'auth_token',
  'access_token',
  'APP_SECRET',
  'jwt_secret',
  'webhook_secret',
  'encryption_key',
  'private_token',
  'consumer_secret',
  'SECRET_KEY_BASE',
];
const BLAND_NAMES = ['value', 'default', 'credential', 'key', 'token'];

function humanPassword(r: Rand): string {
  const word = pick(r, ['Winter', 'summer', 'Falcon', 'blue', 'Harbor', 'maple', 'Orion', 'tiger', 'Kestrel', 'river']);
  const forms = [
    () => `${word}${chars(r, 4, D)}${pick(r, ['!', '#', '$', '@', '%', '&'])}`,
    () => `${word.toLowerCase()}${chars(r, 4, D)}`,
    () => `${chars(r, 3, U)}${chars(r, 5, L)}-${chars(r, 4, D)}-${chars(r, 3, AN)}`,
    () => chars(r, 12 + Math.floor(r() * 16), AN),
    () => chars(r, 32, HEX),
    () => `${chars(r, 43, B64)}=`,
    () => `${word}_${chars(r, 2, D)}${chars(r, 6, `${AN}*^~`)}`,
  ];
  return pick(r, forms)();
}

/** A secret entry: a provider token (under its usual name or a bland one), or a password. */
function secretEntry(r: Rand): Entry {
  const roll = r();
  if (roll < 0.55) {
    const p = pick(r, PROVIDERS);
    const value = p.make(r);
    return { key: r() < 0.8 ? pick(r, p.vars) : pick(r, BLAND_NAMES), value, secret: `token:${p.name}` };
  }
  const names = roll < 0.8 ? PASSWORD_NAMES : SECRET_NAMES;
  return { key: pick(r, names), value: humanPassword(r), secret: 'password' };
}

const sha = (r: Rand, n: number) => chars(r, n, HEX);
const uuid = (r: Rand) => [8, 4, 4, 4, 12].map((n) => chars(r, n, HEX)).join('-');

/** Ordinary settings, including names that sound secret but hold no secret. */
function fillerEntry(r: Rand): Entry {
  const makers: (() => Entry)[] = [
    () => ({ key: 'host', value: pick(r, ['db.internal.example.org', '10.0.3.17', 'cache-01.prod.lan']) }),
    () => ({ key: 'port', value: pick(r, ['5432', '6379', '8443', '3306']), bare: true }),
    () => ({ key: 'timeout_ms', value: String(1000 * (1 + Math.floor(r() * 30))), bare: true }),
    () => ({ key: 'log_level', value: pick(r, ['info', 'debug', 'warn']) }),
    () => ({ key: 'region', value: pick(r, ['us-east-1', 'eu-west-3', 'ap-southeast-2']) }),
    () => ({ key: 'enabled', value: pick(r, ['true', 'false']), bare: true }),
    () => ({ key: 'image', value: `registry.example.org/app@sha256:${sha(r, 64)}` }),
    () => ({ key: 'commit', value: sha(r, 40) }),
    () => ({ key: 'checksum', value: sha(r, 64) }),
    () => ({ key: 'md5', value: sha(r, 32) }),
    () => ({ key: 'integrity', value: `sha512-${chars(r, 86, B64)}==` }),
    () => ({ key: 'request_id', value: uuid(r) }),
    () => ({ key: 'tenant_name', value: pick(r, ['north-clinic', 'acme-health']) }),
    () => ({ key: 'token_url', value: 'https://auth.example.org/oauth/token' }),
    () => ({ key: 'password_min_length', value: '12', bare: true }),
    () => ({ key: 'secret_name', value: pick(r, ['db-credentials', 'app-tls', 'api-keys']) }),
    () => ({ key: 'api_key_header', value: 'X-API-Key' }),
    () => ({ key: 'max_tokens', value: '4096', bare: true }),
    () => ({ key: 'passwordHash', value: `$2b$12$${chars(r, 53, `${AN}./`)}` }),
    () => ({ key: 'public_key', value: `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${chars(r, 43, B64)} deploy@ci` }),
    () => ({ key: 'key_id', value: uuid(r) }),
    () => ({ key: 'client_id', value: `${chars(r, 12, D)}-${chars(r, 32, L + D)}.apps.googleusercontent.com` }),
    () => ({ key: 'token_ttl', value: '3600', bare: true }),
    () => ({ key: 'auth_method', value: pick(r, ['oauth2', 'basic', 'mtls']) }),
  ];
  return pick(r, makers)();
}

/** What a secret-named setting holds when the file is clean. */
function placeholderEntry(r: Rand): Entry {
  const key = pick(r, [...PASSWORD_NAMES, ...SECRET_NAMES]);
  const env = key.toUpperCase().replace(/[^A-Z0-9]/g, '_');
  const value = pick(r, [
    'changeme',
    '<your-api-key>',
    `\${${env}}`,
    `{{ .Values.${key} }}`,
    'xxxxxxxxxxxxxxxxxxxx',
    '********',
    'your_api_key_here',
    'REPLACE_ME',
    `%(${env})s`,
    `vault:secret/data/app#${key}`,
    `arn:aws:secretsmanager:us-east-1:${chars(r, 12, D)}:secret:app/${key}-${chars(r, 6, AN)}`,
    `AKIA${'IOSFODNN7'}EXAMPLE`,
    `wJalrXUtnFEMI/K7MDENG/bPxRfiCY${'EXAMPLEKEY'}`,
    '',
    'TODO',
    `$${env}`,
    `ENC[AES256_GCM,data:${chars(r, 24, B64)}=,iv:${chars(r, 43, B64)}=,tag:${chars(r, 22, B64)}==,type:str]`,
    `/run/secrets/${key}`,
    `file:///etc/app/${key}.txt`,
  ]);
  return { key, value };
}

type Syntax = (entries: Entry[]) => Rendered;

/** Renders entries line by line through `line(key, quotedValue)`, recording secret offsets. */
function lines(
  header: string,
  footer: string,
  line: (e: Entry, v: string) => [string, string, string],
  quote: string,
  last?: (s: string) => string,
): Syntax {
  return (entries) => {
    let text = header;
    const secrets: Span[] = [];
    entries.forEach((e, i) => {
      const q = e.bare ? '' : quote;
      const [before, v, after] = line(e, `${q}${e.value}${q}`);
      const at = text.length + before.length + q.length;
      if (e.secret) secrets.push({ start: at, end: at + e.value.length, kind: e.secret });
      const sep = i === entries.length - 1 && last ? last(after) : after;
      text += before + v + sep;
    });
    return { text: text + footer, secrets };
  };
}

const camel = (k: string) => k.replace(/[._]([a-zA-Z])/g, (_, c: string) => c.toUpperCase());
const snake = (k: string) => k.replace(/([a-z])([A-Z])/g, '$1_$2').replace(/[.-]/g, '_');
const SYNTAXES: [string, Syntax][] = [
  ['env', lines('# app settings\n', '', (e, v) => [`${snake(e.key).toUpperCase()}=`, v, '\n'], '')],
  ['env-quoted', lines('', '', (e, v) => [`${snake(e.key).toUpperCase()}=`, v, '\n'], '"')],
  [
    'shell',
    lines(
      '#!/usr/bin/env bash\nset -euo pipefail\n',
      'exec ./server\n',
      (e, v) => [`export ${snake(e.key).toUpperCase()}=`, v, '\n'],
      "'",
    ),
  ],
  ['yaml', lines('app:\n  service: billing\n', '', (e, v) => [`  ${e.key}: `, v, '\n'], '')],
  ['yaml-quoted', lines('spring:\n  datasource:\n', '', (e, v) => [`    ${e.key}: `, v, '\n'], '"')],
  [
    'json',
    lines(
      '{\n  "service": "billing",\n',
      '}\n',
      (e, v) => [`  "${e.key}": `, v, ',\n'],
      '"',
      () => '\n',
    ),
  ],
  ['toml', lines('[server]\nname = "billing"\n\n[credentials]\n', '', (e, v) => [`${snake(e.key)} = `, v, '\n'], '"')],
  ['tfvars', lines('# terraform.tfvars\n', '', (e, v) => [`${snake(e.key).toLowerCase()} = `, v, '\n'], '"')],
  [
    'hcl',
    lines(
      'resource "aws_db_instance" "main" {\n  engine = "postgres"\n',
      '}\n',
      (e, v) => [`  ${snake(e.key).toLowerCase()} = `, v, '\n'],
      '"',
    ),
  ],
  ['properties', lines('# application.properties\n', '', (e, v) => [`app.${e.key}=`, v, '\n'], '')],
  ['ini', lines('[database]\n', '', (e, v) => [`${e.key} = `, v, '\n'], '')],
  [
    'xml-element',
    lines('<?xml version="1.0"?>\n<settings>\n', '</settings>\n', (e, v) => [`  <${e.key}>`, v, `</${e.key}>\n`], ''),
  ],
  ['xml-attribute', lines('<config>\n', '</config>\n', (e, v) => [`  <setting ${e.key}=`, v, ' />\n'], '"')],
  [
    'appsettings',
    lines(
      '<configuration>\n  <appSettings>\n',
      '  </appSettings>\n</configuration>\n',
      (e, v) => [`    <add key="${e.key}" value=`, v, ' />\n'],
      '"',
    ),
  ],
  [
    'spring-xml',
    lines(
      '<bean id="ds" class="org.apache.commons.dbcp2.BasicDataSource">\n',
      '</bean>\n',
      (e, v) => [`  <property name="${e.key}" value=`, v, '/>\n'],
      '"',
    ),
  ],
  [
    'gradle',
    lines(
      'publishing {\n  repositories {\n    maven {\n      credentials {\n',
      '      }\n    }\n  }\n}\n',
      (e, v) => [`        ${camel(e.key)} `, v, '\n'],
      "'",
    ),
  ],
  [
    'k8s-env',
    lines(
      'spec:\n  containers:\n    - name: app\n      env:\n',
      '',
      (e, v) => [`        - name: ${snake(e.key).toUpperCase()}\n          value: `, v, '\n'],
      '"',
    ),
  ],
  [
    'compose',
    lines(
      'services:\n  api:\n    image: app:1.4\n    environment:\n',
      '',
      (e, v) => [`      - ${snake(e.key).toUpperCase()}=`, v, '\n'],
      '',
    ),
  ],
  [
    'python',
    lines(
      'import os\n\n',
      '\nclient = Client(settings)\n',
      (e, v) => [`${snake(e.key).toUpperCase()} = `, v, '\n'],
      '"',
    ),
  ],
  ['js', lines('module.exports = {\n', '};\n', (e, v) => [`  ${camel(e.key)}: `, v, ',\n'], "'")],
  ['go', lines('package config\n\nconst (\n', ')\n', (e, v) => [`\t${camel(e.key)} = `, v, '\n'], '"')],
];

function keyValueFile(r: Rand, withSecret: boolean): Rendered & { syntax: string } {
  const [syntax, render] = pick(r, SYNTAXES);
  const entries: Entry[] = [];
  const n = 2 + Math.floor(r() * 5);
  for (let i = 0; i < n; i++) entries.push(r() < 0.25 ? placeholderEntry(r) : fillerEntry(r));
  const count = withSecret ? (r() < 0.8 ? 1 : 2) : 0;
  for (let i = 0; i < count; i++) entries.splice(Math.floor(r() * (entries.length + 1)), 0, secretEntry(r));
  return { ...render(entries), syntax };
}

/** `count` files, half with credentials, deterministic for a seed. */
export function generateSecretFiles(seed = 20261125, count = 400): GenFile[] {
  const r = prng(seed);
  const files: GenFile[] = [];
  for (let i = 0; i < count; i++) {
    const withSecret = i % 2 === 0;
    if (r() < 0.35) {
      const form = pick(r, FREE_FORM);
      const made = form.make(r, withSecret);
      files.push({ id: `${i}:${form.name}:${withSecret ? 'secret' : 'clean'}`, ...made });
    } else {
      const made = keyValueFile(r, withSecret);
      files.push({
        id: `${i}:${made.syntax}:${withSecret ? 'secret' : 'clean'}`,
        text: made.text,
        secrets: made.secrets,
      });
    }
  }
  return files;
}
