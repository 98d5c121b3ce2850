/**
 * Credential makers for the generated secrets corpus (secrets-files.ts): one random credential per
 * provider, in the provider's published format (the formats the open rule sets — gitleaks,
 * trufflehog, secretlint, detect-secrets — document). Random bodies, so no real credential exists
 * here, and none is a literal a push-protection scanner would trip over.
 */
import { prng, type Rand } from './prng.js';

export { prng, type Rand };

export const U = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const L = 'abcdefghijklmnopqrstuvwxyz';
export const D = '0123456789';
export const AN = U + L + D;
export const HEX = `${D}abcdef`;
export const B64 = `${AN}+/`;
export const URLSAFE = `${AN}_-`;

export const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
export function chars(r: Rand, n: number, alphabet: string): string {
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet[Math.floor(r() * alphabet.length)];
  return s;
}
const uuid = (r: Rand) => [8, 4, 4, 4, 12].map((n) => chars(r, n, HEX)).join('-');
const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

/** A provider, the variable names people give its credential, and a maker for one. */
export interface Provider {
  name: string;
  vars: string[];
  make: (r: Rand) => string;
}

// Prefixes are spelled in pieces where a whole literal could look like a real token to a scanner.
export const PROVIDERS: Provider[] = [
  { name: 'aws', vars: ['AWS_ACCESS_KEY_ID', 'aws_access_key_id'], make: (r) => `AKIA${chars(r, 16, `${U}234567`)}` },
  { name: 'github', vars: ['GITHUB_TOKEN', 'GH_TOKEN'], make: (r) => `ghp_${chars(r, 36, AN)}` },
  { name: 'github-fine', vars: ['GITHUB_PAT'], make: (r) => `github_pat_${chars(r, 22, AN)}_${chars(r, 59, AN)}` },
  { name: 'gitlab', vars: ['GITLAB_TOKEN', 'CI_JOB_TOKEN'], make: (r) => `glpat-${chars(r, 20, URLSAFE)}` },
  {
    name: 'slack',
    vars: ['SLACK_BOT_TOKEN'],
    make: (r) => `xoxb-${chars(r, 12, D)}-${chars(r, 13, D)}-${chars(r, 24, AN)}`,
  },
  { name: 'stripe', vars: ['STRIPE_SECRET_KEY'], make: (r) => `${'sk'}_live_${chars(r, 24, AN)}` },
  { name: 'sendgrid', vars: ['SENDGRID_API_KEY'], make: (r) => `SG.${chars(r, 22, URLSAFE)}.${chars(r, 43, URLSAFE)}` },
  { name: 'mailgun', vars: ['MAILGUN_API_KEY', 'mailgun_key'], make: (r) => `key-${chars(r, 32, HEX)}` },
  {
    name: 'mailgun-signing',
    vars: ['MAILGUN_SIGNING_KEY'],
    make: (r) => `${chars(r, 32, HEX)}-${chars(r, 8, HEX)}-${chars(r, 8, HEX)}`,
  },
  { name: 'mailchimp', vars: ['MAILCHIMP_API_KEY'], make: (r) => `${chars(r, 32, HEX)}-us${1 + Math.floor(r() * 20)}` },
  { name: 'dropbox', vars: ['DROPBOX_ACCESS_TOKEN'], make: (r) => `sl.${chars(r, 135, URLSAFE)}` },
  {
    name: 'dropbox-long',
    vars: ['DROPBOX_TOKEN'],
    make: (r) => `${chars(r, 11, AN)}AAAAAAAAAA${chars(r, 43, URLSAFE)}`,
  },
  { name: 'heroku', vars: ['HEROKU_API_KEY'], make: uuid },
  { name: 'heroku-new', vars: ['HEROKU_API_KEY'], make: (r) => `HRKU-AA${chars(r, 58, URLSAFE)}` },
  {
    name: 'sentry-dsn',
    vars: ['SENTRY_DSN'],
    make: (r) => `https://${chars(r, 32, HEX)}@o${chars(r, 6, D)}.ingest.sentry.io/${chars(r, 7, D)}`,
  },
  { name: 'sentry-user', vars: ['SENTRY_AUTH_TOKEN'], make: (r) => `sntryu_${chars(r, 64, HEX)}` },
  { name: 'notion', vars: ['NOTION_TOKEN', 'NOTION_API_KEY'], make: (r) => `secret_${chars(r, 43, AN)}` },
  { name: 'notion-ntn', vars: ['NOTION_TOKEN'], make: (r) => `ntn_${chars(r, 11, D)}${chars(r, 35, AN)}` },
  { name: 'postman', vars: ['POSTMAN_API_KEY'], make: (r) => `PMAK-${chars(r, 24, HEX)}-${chars(r, 34, HEX)}` },
  { name: 'square', vars: ['SQUARE_ACCESS_TOKEN'], make: (r) => `EAAA${chars(r, 60, URLSAFE)}` },
  { name: 'square-secret', vars: ['SQUARE_OAUTH_SECRET'], make: (r) => `sq0csp-${chars(r, 43, URLSAFE)}` },
  {
    name: 'telegram',
    vars: ['TELEGRAM_BOT_TOKEN', 'BOT_TOKEN'],
    make: (r) => `${chars(r, 10, D)}:AA${chars(r, 33, URLSAFE)}`,
  },
  { name: 'twilio', vars: ['TWILIO_API_KEY'], make: (r) => `SK${chars(r, 30, HEX)}a1` },
  { name: 'twilio-auth', vars: ['TWILIO_AUTH_TOKEN'], make: (r) => chars(r, 32, HEX) },
  {
    name: 'openai',
    vars: ['OPENAI_API_KEY'],
    make: (r) => `sk-proj-${chars(r, 40, AN)}T3Blbk${'FJ'}${chars(r, 40, AN)}`,
  },
  { name: 'anthropic', vars: ['ANTHROPIC_API_KEY'], make: (r) => `sk-ant-api03-${chars(r, 93, URLSAFE)}AA` },
  { name: 'gcp', vars: ['GOOGLE_API_KEY', 'FIREBASE_API_KEY'], make: (r) => `AIza${chars(r, 35, URLSAFE)}` },
  { name: 'npm', vars: ['NPM_TOKEN'], make: (r) => `npm_${chars(r, 36, AN)}` },
  { name: 'pypi', vars: ['PYPI_TOKEN', 'TWINE_PASSWORD'], make: (r) => `pypi-AgEIcHlwaS5vcmc${chars(r, 60, URLSAFE)}` },
  { name: 'huggingface', vars: ['HF_TOKEN'], make: (r) => `hf_${chars(r, 34, U + L)}` },
  { name: 'shopify', vars: ['SHOPIFY_ACCESS_TOKEN'], make: (r) => `shpat_${chars(r, 32, HEX)}` },
  { name: 'digitalocean', vars: ['DIGITALOCEAN_TOKEN'], make: (r) => `dop_v1_${chars(r, 64, HEX)}` },
  { name: 'newrelic', vars: ['NEW_RELIC_API_KEY'], make: (r) => `NRAK-${chars(r, 27, U + D)}` },
  { name: 'doppler', vars: ['DOPPLER_TOKEN'], make: (r) => `dp.pt.${chars(r, 43, AN)}` },
  { name: 'dynatrace', vars: ['DT_API_TOKEN'], make: (r) => `dt0c01.${chars(r, 24, U + D)}.${chars(r, 64, U + D)}` },
  {
    name: 'age',
    vars: ['SOPS_AGE_KEY'],
    make: (r) => `AGE-SECRET-KEY-1${chars(r, 58, 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L')}`,
  },
  { name: 'pulumi', vars: ['PULUMI_ACCESS_TOKEN'], make: (r) => `pul-${chars(r, 40, HEX)}` },
  { name: 'planetscale', vars: ['PLANETSCALE_PASSWORD'], make: (r) => `pscale_pw_${chars(r, 43, URLSAFE)}` },
  {
    name: 'terraform',
    vars: ['TFE_TOKEN', 'TF_TOKEN'],
    make: (r) => `${chars(r, 14, L + D)}.atlasv1.${chars(r, 67, URLSAFE)}`,
  },
  { name: 'rubygems', vars: ['GEM_HOST_API_KEY'], make: (r) => `rubygems_${chars(r, 48, HEX)}` },
  {
    name: 'brevo',
    vars: ['SENDINBLUE_API_KEY', 'BREVO_API_KEY'],
    make: (r) => `xkeysib-${chars(r, 64, HEX)}-${chars(r, 16, AN)}`,
  },
  { name: 'linear', vars: ['LINEAR_API_KEY'], make: (r) => `lin_api_${chars(r, 40, AN)}` },
  {
    name: 'atlassian',
    vars: ['JIRA_API_TOKEN'],
    make: (r) => `ATATT3xFfGF0${chars(r, 180, URLSAFE)}=${chars(r, 8, HEX)}`,
  },
  { name: 'databricks', vars: ['DATABRICKS_TOKEN'], make: (r) => `dapi${chars(r, 32, HEX)}` },
  { name: 'docker', vars: ['DOCKERHUB_TOKEN'], make: (r) => `dckr_pat_${chars(r, 27, URLSAFE)}` },
  { name: 'vault', vars: ['VAULT_TOKEN'], make: (r) => `hvs.${chars(r, 95, URLSAFE)}` },
  { name: 'grafana', vars: ['GRAFANA_SA_TOKEN'], make: (r) => `glsa_${chars(r, 32, AN)}_${chars(r, 8, HEX)}` },
  { name: 'contentful', vars: ['CONTENTFUL_MANAGEMENT_TOKEN'], make: (r) => `CFPAT-${chars(r, 43, URLSAFE)}` },
  { name: 'easypost', vars: ['EASYPOST_API_KEY'], make: (r) => `EZAK${chars(r, 54, L + D)}` },
  { name: 'flutterwave', vars: ['FLW_SECRET_KEY'], make: (r) => `FLWSECK_TEST-${chars(r, 32, HEX)}-X` },
  { name: 'prefect', vars: ['PREFECT_API_KEY'], make: (r) => `pnu_${chars(r, 36, L + D)}` },
  { name: 'readme', vars: ['README_API_KEY'], make: (r) => `rdme_${chars(r, 70, L + D)}` },
  { name: 'shippo', vars: ['SHIPPO_API_TOKEN'], make: (r) => `shippo_live_${chars(r, 40, HEX)}` },
  { name: 'typeform', vars: ['TYPEFORM_TOKEN'], make: (r) => `tfp_${chars(r, 59, URLSAFE)}` },
  { name: 'duffel', vars: ['DUFFEL_TOKEN'], make: (r) => `duffel_live_${chars(r, 43, URLSAFE)}` },
  { name: 'frameio', vars: ['FRAMEIO_TOKEN'], make: (r) => `fio-u-${chars(r, 64, URLSAFE)}` },
  { name: 'infracost', vars: ['INFRACOST_API_KEY'], make: (r) => `ico-${chars(r, 32, AN)}` },
  { name: 'clojars', vars: ['CLOJARS_TOKEN'], make: (r) => `CLOJARS_${chars(r, 60, L + D)}` },
  { name: 'alibaba', vars: ['ALIBABA_CLOUD_ACCESS_KEY_ID'], make: (r) => `LTAI${chars(r, 20, AN)}` },
  { name: 'adafruit', vars: ['ADAFRUIT_IO_KEY'], make: (r) => `aio_${chars(r, 28, AN)}` },
  { name: 'airtable', vars: ['AIRTABLE_TOKEN'], make: (r) => `pat${chars(r, 14, AN)}.${chars(r, 64, HEX)}` },
  { name: 'facebook', vars: ['FB_ACCESS_TOKEN'], make: (r) => `EAACEdEose0cBA${chars(r, 100, AN)}` },
  { name: 'perplexity', vars: ['PERPLEXITY_API_KEY'], make: (r) => `pplx-${chars(r, 48, AN)}` },
  { name: 'replicate', vars: ['REPLICATE_API_TOKEN'], make: (r) => `r8_${chars(r, 37, AN)}` },
  { name: 'langsmith', vars: ['LANGCHAIN_API_KEY'], make: (r) => `lsv2_pt_${chars(r, 32, HEX)}_${chars(r, 10, HEX)}` },
  { name: 'supabase', vars: ['SUPABASE_ACCESS_TOKEN'], make: (r) => `sbp_${chars(r, 40, HEX)}` },
  { name: 'buildkite', vars: ['BUILDKITE_API_TOKEN'], make: (r) => `bkua_${chars(r, 40, HEX)}` },
  { name: 'sourcegraph', vars: ['SRC_ACCESS_TOKEN'], make: (r) => `sgp_${chars(r, 16, HEX)}_${chars(r, 40, HEX)}` },
  { name: 'nuget', vars: ['NUGET_API_KEY'], make: (r) => `oy2${chars(r, 43, L + D)}` },
  { name: 'artifactory', vars: ['ARTIFACTORY_API_KEY'], make: (r) => `AKCp${chars(r, 69, AN)}` },
  { name: 'fcm', vars: ['FCM_SERVER_KEY'], make: (r) => `AAAA${chars(r, 7, URLSAFE)}:APA91b${chars(r, 134, URLSAFE)}` },
  {
    name: 'mapbox',
    vars: ['MAPBOX_SECRET_TOKEN'],
    make: (r) => `sk.eyJ1Ijoi${chars(r, 50, AN)}.${chars(r, 22, URLSAFE)}`,
  },
  { name: 'plaid', vars: ['PLAID_ACCESS_TOKEN'], make: (r) => `access-production-${uuid(r)}` },
  { name: 'launchdarkly', vars: ['LD_SDK_KEY'], make: (r) => `sdk-${uuid(r)}` },
  { name: 'octopus', vars: ['OCTOPUS_API_KEY'], make: (r) => `API-${chars(r, 26, U + D)}` },
  { name: 'telnyx', vars: ['TELNYX_API_KEY'], make: (r) => `KEY${chars(r, 32, `${D}ABCDEF`)}_${chars(r, 22, AN)}` },
  {
    name: 'discord-bot',
    vars: ['DISCORD_BOT_TOKEN'],
    make: (r) => `M${chars(r, 23, AN)}.${chars(r, 6, URLSAFE)}.${chars(r, 38, URLSAFE)}`,
  },
  {
    name: 'azure-entra',
    vars: ['AZURE_CLIENT_SECRET'],
    make: (r) => `${chars(r, 3, AN)}8Q~${chars(r, 34, `${AN}_.~-`)}`,
  },
  {
    name: 'braintree',
    vars: ['BRAINTREE_TOKEN'],
    make: (r) => `access_token$production$${chars(r, 16, L + D)}$${chars(r, 32, HEX)}`,
  },
  { name: 'okta', vars: ['OKTA_API_TOKEN'], make: (r) => `00${chars(r, 40, URLSAFE)}` },
  { name: 'datadog', vars: ['DD_API_KEY', 'DATADOG_API_KEY'], make: (r) => chars(r, 32, HEX) },
  {
    name: 'jwt',
    vars: ['ID_TOKEN', 'SESSION_TOKEN'],
    make: (r) =>
      `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: chars(r, 6, D), iat: 1700000000 })}.${chars(r, 43, URLSAFE)}`,
  },
];
