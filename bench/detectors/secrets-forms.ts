/**
 * Free-form files for the generated secrets corpus (secrets-files.ts): command lines, URLs, logs,
 * key files in raw, escaped, base64 and JWK form, manifests, docs. Each form makes a secret file
 * (credential spans labelled) or a clean look-alike of the same kind.
 */
import { AN, B64, chars, D, HEX, L, PROVIDERS, pick, type Rand, U, URLSAFE } from './secrets-tokens.js';

export interface Rendered {
  text: string;
  secrets: { start: number; end: number; kind: string }[];
}

/** Builds a text from pieces, where `[value, kind]` pieces are labelled secret spans. */
function build(...parts: (string | [string, string])[]): Rendered {
  let text = '';
  const secrets: Rendered['secrets'] = [];
  for (const p of parts) {
    if (typeof p === 'string') text += p;
    else {
      secrets.push({ start: text.length, end: text.length + p[0].length, kind: p[1] });
      text += p[0];
    }
  }
  return { text, secrets };
}

const password = (r: Rand) =>
  pick(r, [
    () => `${pick(r, ['Harbor', 'maple', 'Orion', 'Kestrel'])}${chars(r, 4, D)}!`,
    () => chars(r, 16 + Math.floor(r() * 10), AN),
    () => `${chars(r, 6, L)}${chars(r, 3, D)}${chars(r, 3, U)}`,
  ])();
const token = (r: Rand) => pick(r, PROVIDERS).make(r);

/** Base64 lines after a DER prefix of the right kind, so bodies look like real keys, seeded. */
function body(r: Rand, prefix: string, lines: number): string {
  const b64 = prefix + chars(r, lines * 64 - prefix.length - 4, B64) + pick(r, ['', '=', '==']);
  return b64.match(/.{1,64}/g)!.join('\n');
}

type PemKind = 'rsa' | 'ec' | 'pkcs8' | 'openssh' | 'encrypted' | 'pkcs8-encrypted' | 'public' | 'cert';

/** A PEM block of the given kind; only the first four hold a usable private key. */
export function pem(r: Rand, kind: PemKind): string {
  const frame = (label: string, b: string) => `-----BEGIN ${label}-----\n${b}\n-----END ${label}-----`;
  switch (kind) {
    case 'rsa':
      return frame('RSA PRIVATE KEY', body(r, 'MIIEpAIBAAKCAQEA', 25));
    case 'ec':
      return frame('EC PRIVATE KEY', body(r, 'MHcCAQEEI', 3));
    case 'pkcs8':
      return frame('PRIVATE KEY', body(r, 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC', 26));
    case 'openssh':
      return frame('OPENSSH PRIVATE KEY', body(r, 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ', 7));
    case 'encrypted':
      return frame(
        'RSA PRIVATE KEY',
        `Proc-Type: 4,ENCRYPTED\nDEK-Info: AES-256-CBC,${chars(r, 32, HEX).toUpperCase()}\n\n${body(r, '', 25)}`,
      );
    case 'pkcs8-encrypted':
      return frame('ENCRYPTED PRIVATE KEY', body(r, 'MIIFHzBJBgkqhkiG9w0BBQ0wPDAbBgkqhkiG9w0BBQwwDgQI', 26));
    case 'public':
      return frame('PUBLIC KEY', body(r, 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA', 6));
    case 'cert':
      return frame('CERTIFICATE', body(r, 'MIIDdzCCAl+gAwIBAgIE', 20));
  }
}

const PRIVATE: PemKind[] = ['rsa', 'ec', 'pkcs8', 'openssh'];
const NOT_PRIVATE: PemKind[] = ['encrypted', 'pkcs8-encrypted', 'public', 'cert'];
const b64u = (r: Rand, bytes: number) => chars(r, Math.ceil((bytes * 4) / 3), URLSAFE);

const esc = (s: string) => s.replace(/\n/g, '\\n');
const b64 = (s: string) => Buffer.from(`${s}\n`).toString('base64');

interface Form {
  name: string;
  make: (r: Rand, secret: boolean) => Rendered;
}

export const FREE_FORM: Form[] = [
  {
    name: 'curl',
    make: (r, s) => {
      const url = `https://api.${pick(r, ['billing', 'lab', 'ehr'])}.example.net/v2/${pick(r, ['orders', 'results', 'export'])}`;
      if (!s)
        return build(
          pick(r, [
            `curl -fsS -u "$API_USER:$API_PASS" ${url}\n`,
            `curl -H "Authorization: Bearer $TOKEN" ${url}\n`,
            `curl -u admin ${url}   # prompts for the password\n`,
            `curl -sS ${url}?page=2&per_page=100\n`,
          ]),
        );
      const form = Math.floor(r() * 4);
      if (form === 0) return build('curl -u deploy:', [password(r), 'password'], ` ${url}\n`);
      if (form === 1) return build('curl --user "ci-bot:', [password(r), 'password'], `" -X POST ${url}\n`);
      if (form === 2)
        return build(
          `curl -X POST ${url} \\\n  -H "Authorization: Bearer `,
          [chars(r, 40, AN), 'bearer'],
          '" \\\n  -d @payload.json\n',
        );
      return build(`curl ${url} -H 'X-Api-Key: `, [chars(r, 32, HEX), 'api-key'], "'\n");
    },
  },
  {
    name: 'db-cli',
    make: (r, s) => {
      if (!s)
        return build(
          pick(r, [
            'mysql -h db.internal -u root -p app < dump.sql\n',
            'mysql --password="$MYSQL_PWD" -u app app\n',
            'echo "$REGISTRY_TOKEN" | docker login -u bot --password-stdin ghcr.io\n',
            'psql -h db.internal -U app -W app\n',
          ]),
        );
      const p = password(r);
      return pick(r, [
        () => build('mysql -h db.internal -u root -p', [p, 'password'], ' app < dump.sql\n'),
        () => build('mysqldump --user=backup --password=', [p, 'password'], ' --all-databases > all.sql\n'),
        () => build('redis-cli -h cache.internal -a ', [p, 'password'], ' FLUSHDB\n'),
        () => build("sshpass -p '", [p, 'password'], "' ssh ops@10.0.4.2 uptime\n"),
        () => build('docker login -u deploybot -p ', [p, 'password'], ' registry.example.net\n'),
        () => build('PGPASSWORD=', [p, 'password'], ' psql -h db.internal -U app -c "select 1"\n'),
      ])();
    },
  },
  {
    name: 'url',
    make: (r, s) => {
      const scheme = pick(r, ['postgres', 'mysql', 'mongodb+srv', 'amqps', 'redis', 'https']);
      const host = pick(r, ['db.prod.example.net', 'cluster0.ab12c.mongodb.net', 'mq.internal.example.org:5671']);
      if (!s)
        return build(
          pick(r, [
            `DATABASE_URL=${scheme}://app:\${DB_PASSWORD}@${host}/app\n`,
            `url: ${scheme}://${host}/app?sslmode=require\n`,
            `BROKER_URL=${scheme}://user@${host}/\n`,
          ]),
        );
      if (r() < 0.3)
        return build('git clone https://oauth2:', [token(r), 'token'], `@gitlab.example.com/team/app.git\n`);
      return build(`DATABASE_URL=${scheme}://app:`, [password(r), 'password'], `@${host}/app\n`);
    },
  },
  {
    name: 'json-log',
    make: (r, s) => {
      const head = `{"ts":"2026-03-0${1 + Math.floor(r() * 8)}T10:12:44Z","level":"error","msg":"could not load signing key","key":"`;
      if (!s) return build(head, esc(pem(r, pick(r, NOT_PRIVATE))), '"}\n');
      return build(head, [esc(pem(r, pick(r, PRIVATE))), 'private-key'], '\\n"}\n');
    },
  },
  {
    name: 'key-file',
    make: (r, s) => {
      if (!s) return build(pem(r, pick(r, NOT_PRIVATE)), '\n');
      return build([pem(r, pick(r, PRIVATE)), 'private-key'], '\n');
    },
  },
  {
    name: 'base64-key',
    make: (r, s) => {
      const label = pick(r, ['  tls.key: ', 'SSL_KEY_B64=', '"privateKey": "']);
      if (!s) return build('  tls.crt: ', b64(pem(r, 'cert')), '\n');
      return build(label, [b64(pem(r, pick(r, PRIVATE))), 'private-key'], label.startsWith('"') ? '"\n' : '\n');
    },
  },
  {
    name: 'jwk',
    make: (r, s) => {
      const kid = chars(r, 8, HEX);
      if (!s) {
        const pub = { kty: 'RSA', n: b64u(r, 256), e: 'AQAB', kid, use: 'sig', alg: 'RS256' };
        return build(JSON.stringify({ keys: [pub] }, null, 2), '\n');
      }
      const ec = r() < 0.6;
      const d = b64u(r, ec ? 32 : 256);
      const pub = ec
        ? `"kty": "EC",\n  "crv": "P-256",\n  "x": "${b64u(r, 32)}",\n  "y": "${b64u(r, 32)}"`
        : `"kty": "RSA",\n  "n": "${b64u(r, 256)}",\n  "e": "AQAB"`;
      return build(`{\n  ${pub},\n  "d": "`, [d, 'jwk'], `",\n  "kid": "${kid}"\n}\n`);
    },
  },
  {
    name: 'ado-connection-string',
    make: (r, s) => {
      const head = `"ConnectionStrings": {\n  "Default": "Server=tcp:${pick(r, ['sql-prod', 'ehr-db'])}.database.windows.net,1433;Database=app;User ID=app;`;
      if (!s)
        return build(
          head,
          pick(r, [
            'Password={your_password};',
            'Authentication=Active Directory Default;',
            'Integrated Security=true;',
          ]),
          'Encrypt=True;"\n}\n',
        );
      return build(head, 'Password=', [password(r), 'password'], ';Encrypt=True;"\n}\n');
    },
  },
  {
    name: 'dockerfile',
    make: (r, s) => {
      const head = 'FROM node:20-alpine\nWORKDIR /app\nCOPY package*.json ./\n';
      if (!s) return build(head, 'ARG NPM_TOKEN\nRUN --mount=type=secret,id=npmrc npm ci\nENV NODE_ENV=production\n');
      const p = pick(r, PROVIDERS);
      return build(head, `ENV ${p.vars[0]}=`, [p.make(r), `token:${p.name}`], '\nRUN npm ci\n');
    },
  },
  {
    name: 'gh-actions',
    make: (r, s) => {
      const head =
        'jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: docker/login-action@v3\n        with:\n          username: deploybot\n';
      if (!s) return build(head, `          password: \${{ secrets.REGISTRY_PASSWORD }}\n`);
      return build(head, '          password: ', [password(r), 'password'], '\n');
    },
  },
  {
    name: 'k8s-secret',
    make: (r, s) => {
      const head = 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ntype: Opaque\n';
      if (!s)
        return build(
          'apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: db\nspec:\n  encryptedData:\n    password: AgB',
          chars(r, 300, B64),
          '==\n',
        );
      if (r() < 0.5) return build(head, 'stringData:\n  password: ', [password(r), 'password'], '\n');
      return build(head, 'data:\n  password: ', [Buffer.from(password(r)).toString('base64'), 'password'], '\n');
    },
  },
  {
    name: 'npmrc',
    make: (r, s) => {
      if (!s) return build(`registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=\${NPM_TOKEN}\n`);
      return build(
        '//npm.pkg.github.com/:_authToken=',
        [`ghp_${chars(r, 36, AN)}`, 'token'],
        '\n@acme:registry=https://npm.pkg.github.com\n',
      );
    },
  },
  {
    name: 'netrc',
    make: (r, s) => {
      if (!s) return build('machine api.heroku.com\n  login me@example.org\n');
      return build(
        'machine api.heroku.com\n  login me@example.org\n  password ',
        [[8, 4, 4, 4, 12].map((n) => chars(r, n, HEX)).join('-'), 'password'],
        '\n',
      );
    },
  },
  {
    name: 'readme',
    make: (r, s) => {
      const head = '## Configuration\n\nSet the key before starting the worker:\n\n```sh\n';
      if (!s)
        return build(
          head,
          pick(r, [
            `export STRIPE_SECRET_KEY=<your-secret-key>\nexport AWS_ACCESS_KEY_ID=AKIA${'IOSFODNN7'}EXAMPLE\n`,
            'export OPENAI_API_KEY="sk-..."\n',
            `export SENTRY_DSN=https://<key>@o0.ingest.sentry.io/0\n`,
          ]),
          '```\n',
        );
      const p = pick(r, PROVIDERS);
      return build(head, `export ${p.vars[0]}=`, [p.make(r), `token:${p.name}`], '\n```\n');
    },
  },
  {
    name: 'python-call',
    make: (r, s) => {
      if (!s) return build('import os\nclient = Client(api_key=os.environ["API_KEY"], timeout=30)\n');
      const p = pick(r, PROVIDERS);
      return build(
        `import ${p.name.replace(/-.*/, '')}\nclient = Client(`,
        pick(r, ['api_key', 'token', 'auth']),
        '="',
        [p.make(r), `token:${p.name}`],
        '", timeout=30)\n',
      );
    },
  },
];
