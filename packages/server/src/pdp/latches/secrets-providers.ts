/**
 * Vendor credential formats beyond the core set in secrets-vendors.ts, at the breadth of the open
 * rule sets (gitleaks, trufflehog, secretlint, detect-secrets). Only formats with a fixed prefix or
 * marker are here: a bare 32-hex or UUID key is found by its name (`HEROKU_API_KEY = …`) in the
 * assignment pass instead, as a prefix-less shape alone would flag every hash. Same conventions as
 * the core rules: `at` is the trigger, `re` is sticky with bounded runs and its own right boundary.
 */
import type { TokenRule } from './secrets-vendors.js';

const LETTER = /[A-Za-z]/;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const uuidAfter = (prefix: string) => new RegExp(`${prefix}${UUID}(?![\\w-])`, 'y');
/** Random bodies mix cases or digits; a run of one letter class is a word, not a key. */
const mixed = (t: string) => /\d/.test(t) || (/[a-z]/.test(t) && /[A-Z]/.test(t));
const hexish = (t: string) => /\d/.test(t) && /[a-f]/i.test(t);

const r = (type: string, at: string, re: RegExp, more: Partial<TokenRule> = {}): TokenRule => ({
  type,
  at,
  re,
  ...more,
});

export const PROVIDER_RULES: readonly TokenRule[] = [
  r('MAILGUN_API_KEY', 'key-', /key-[0-9a-f]{32}(?![\w-])/y, { valid: hexish }),
  r('MAILCHIMP_API_KEY', '-us\\d', /[0-9a-f]{32}-us\d{1,2}(?![\w-])/y, { back: 32, valid: hexish }),
  r('DROPBOX_TOKEN', 'sl\\.', /sl\.(?:u\.)?[\w=-]{130,1000}(?![\w=-])/y, { valid: mixed }),
  // Long-lived Dropbox tokens carry ten `A`s after an 11-character app part.
  r('DROPBOX_TOKEN', 'AAAAAAAAAA', /[a-zA-Z0-9]{11}AAAAAAAAAA[\w=-]{43}(?![\w=-])/y, { back: 11 }),
  r('TWITTER_BEARER_TOKEN', 'AAAAAAAAAA', /A{20,24}[A-Za-z0-9%]{30,200}(?![A-Za-z0-9%])/y, {
    valid: (t) => t.includes('%'),
  }),
  r('HEROKU_API_KEY', 'HRKU-AA', /HRKU-AA[\w-]{58}(?![\w-])/y),
  r('SENTRY_TOKEN', 'sntry[us]_', /sntry(?:u_[a-f0-9]{64}|s_eyJ[\w=+/-]{60,800})(?![\w=+/-])/y),
  r('NOTION_TOKEN', 'secret_', /secret_[A-Za-z0-9]{43}(?![\w-])/y, { valid: mixed }),
  r('POSTMAN_API_KEY', 'PMAK-', /PMAK-[a-f0-9]{24}-[a-f0-9]{34}(?![\w-])/y),
  // Square access tokens and Facebook/Meta tokens share `EAA`; Square's are 64 characters exactly.
  r('SQUARE_TOKEN', 'EAA[A-Z]', /EAAA[\w-]{60}(?![\w-])/y, { valid: mixed }),
  r('FACEBOOK_TOKEN', 'EAA[A-Z]', /EAA[A-Z][A-Za-z0-9]{90,400}(?![\w-])/y, { valid: mixed }),
  r('TELEGRAM_BOT_TOKEN', ':AA', /\d{8,10}:AA[\w-]{33}(?![\w-])/y, { back: /\d/ }),
  r('FIREBASE_FCM_KEY', ':APA91b', /AAAA[\w-]{7}:APA91b[\w-]{130,140}(?![\w-])/y, { back: 11 }),
  r('NEW_RELIC_KEY', 'NR(?:AK|JS|II)-', /NR(?:AK-[A-Z0-9]{27}|JS-[a-f0-9]{19}|II-[\w-]{32})(?![\w-])/y),
  r(
    'DOPPLER_TOKEN',
    'dp\\.(?:pt|st|ct|sa|scim|audit)\\.',
    /dp\.(?:pt|st|ct|sa|scim|audit)\.[A-Za-z0-9]{40,44}(?![\w-])/y,
  ),
  r('DYNATRACE_TOKEN', 'dt0c01\\.', /dt0c01\.[A-Z0-9]{24}\.[A-Z0-9]{64}(?![\w-])/y),
  r('AGE_SECRET_KEY', 'AGE-SECRET-KEY-1', /AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}(?![\w-])/y),
  r('PULUMI_TOKEN', 'pul-', /pul-[a-f0-9]{40}(?![\w-])/y),
  r('PLANETSCALE_TOKEN', 'pscale_(?:pw|tkn|oauth)_', /pscale_(?:pw|tkn|oauth)_[\w=.-]{32,64}(?![\w=.-])/y),
  r('TERRAFORM_TOKEN', 'atlasv1\\.', /[a-z0-9]{14}\.atlasv1\.[\w=-]{60,70}(?![\w=-])/y, { back: 15 }),
  r('RUBYGEMS_TOKEN', 'rubygems_', /rubygems_[a-f0-9]{48}(?![\w-])/y),
  r('BREVO_API_KEY', 'xkeysib-', /xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}(?![\w-])/y),
  r('CONTENTFUL_TOKEN', 'CFPAT-', /CFPAT-[\w-]{43}(?![\w-])/y),
  r('EASYPOST_API_KEY', 'EZ[AT]K', /EZ[AT]K[a-z0-9]{54}(?![\w-])/y),
  r('FLUTTERWAVE_KEY', 'FLW(?:SECK|PUBK)_TEST-', /FLWSECK_TEST-[a-h0-9]{12,32}(?:-X)?(?![\w-])/y),
  r('PREFECT_API_KEY', 'pnu_', /pnu_[a-z0-9]{36}(?![\w-])/y),
  r('README_API_KEY', 'rdme_', /rdme_[a-z0-9]{70}(?![\w-])/y),
  r('SHIPPO_TOKEN', 'shippo_(?:live|test)_', /shippo_(?:live|test)_[a-f0-9]{40}(?![\w-])/y),
  r('TYPEFORM_TOKEN', 'tfp_', /tfp_[\w=.-]{59}(?![\w=.-])/y),
  r('DUFFEL_TOKEN', 'duffel_(?:live|test)_', /duffel_(?:live|test)_[\w=-]{43}(?![\w=-])/y),
  r('FRAMEIO_TOKEN', 'fio-u-', /fio-u-[\w=-]{64}(?![\w=-])/y),
  r('INFRACOST_API_KEY', 'ico-', /ico-[A-Za-z0-9]{32}(?![\w-])/y, { valid: mixed }),
  r('CLOJARS_TOKEN', 'CLOJARS_', /CLOJARS_[a-z0-9]{60}(?![\w-])/y),
  r('ALIBABA_ACCESS_KEY_ID', 'LTAI', /LTAI[A-Za-z0-9]{20}(?![\w-])/y, { valid: mixed }),
  r('ADAFRUIT_IO_KEY', 'aio_', /aio_[A-Za-z0-9]{28}(?![\w-])/y, { valid: mixed }),
  r('ADOBE_CLIENT_SECRET', 'p8e-', /p8e-[A-Za-z0-9]{32}(?![\w-])/y, { valid: mixed }),
  // Airtable personal access tokens and Harness tokens both start `pat`.
  r('AIRTABLE_TOKEN', 'pat', /pat[A-Za-z0-9]{14}\.[a-f0-9]{64}(?![\w-])/y),
  r('HARNESS_TOKEN', 'pat', /pat\.[\w-]{22}\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{20}(?![\w-])/y),
  r('PERPLEXITY_API_KEY', 'pplx-', /pplx-[A-Za-z0-9]{48}(?![\w-])/y),
  r('XAI_API_KEY', 'xai-', /xai-[A-Za-z0-9]{80}(?![\w-])/y),
  r('REPLICATE_TOKEN', 'r8_', /r8_[A-Za-z0-9]{37}(?![\w-])/y, { valid: mixed }),
  r('LANGSMITH_API_KEY', 'lsv2_(?:pt|sk)_', /lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}(?![\w-])/y),
  r('SUPABASE_TOKEN', 'sb(?:p|_secret)_', /sb(?:p_[a-f0-9]{40}|_secret_[\w-]{31,40})(?![\w-])/y),
  r('BUILDKITE_TOKEN', 'bkua_', /bkua_[a-f0-9]{40}(?![\w-])/y),
  r('CIRCLECI_TOKEN', 'CCIPAT_', /CCIPAT_[A-Za-z0-9]{22}_[a-f0-9]{40}(?![\w-])/y),
  r('SOURCEGRAPH_TOKEN', 'sgp_', /sgp_(?:[a-f0-9]{16}_)?[a-f0-9]{40}(?![\w-])/y),
  r('SONARQUBE_TOKEN', 'sq[pua]_', /sq[pua]_[a-f0-9]{40}(?![\w-])/y),
  r('NUGET_API_KEY', 'oy2', /oy2[a-z0-9]{43}(?![\w-])/y),
  r('ARTIFACTORY_TOKEN', 'AKCp', /AKCp[A-Za-z0-9]{69}(?![\w-])/y),
  r('ARTIFACTORY_TOKEN', 'cmVmdGtu', /cmVmdGtuOjAxOj[A-Za-z0-9]{50}(?![\w-])/y),
  r('MAPBOX_SECRET_TOKEN', 'sk\\.eyJ', /sk\.eyJ[\w-]{50,300}\.[\w-]{22}(?![\w-])/y),
  r(
    'PLAID_TOKEN',
    'access-(?:sandbox|development|production)-',
    uuidAfter('access-(?:sandbox|development|production)-'),
  ),
  r('LAUNCHDARKLY_KEY', '(?:api|sdk)-[0-9a-f]', uuidAfter('(?:api|sdk)-'), { notAfter: LETTER }),
  r('AMAZON_MWS_TOKEN', 'amzn\\.mws\\.', uuidAfter('amzn\\.mws\\.')),
  r('WAKATIME_KEY', 'waka_', uuidAfter('waka_')),
  r('OCTOPUS_API_KEY', 'API-[A-Z0-9]', /API-[A-Z0-9]{26}(?![\w-])/y, {
    valid: (t) => /\d/.test(t.slice(4)) && /[A-Z]/.test(t.slice(4)),
  }),
  r('TELNYX_API_KEY', 'KEY[0-9A-F]', /KEY[0-9A-F]{32}_[A-Za-z0-9]{22}(?![\w-])/y),
  r(
    'BRAINTREE_TOKEN',
    'access_token\\$production\\$',
    /access_token\$production\$[0-9a-z]{16}\$[0-9a-f]{32}(?![\w-])/y,
  ),
  r('GOOGLE_REFRESH_TOKEN', '1//0', /1\/\/0[\w-]{40,400}(?![\w-])/y, { valid: mixed }),
  r('BITBUCKET_APP_PASSWORD', 'ATBB', /ATBB[A-Za-z0-9_=.-]{32}(?![\w=.-])/y),
  r('DENO_TOKEN', 'dd[pw]_', /dd[pw]_[A-Za-z0-9]{36}(?![\w-])/y, { valid: mixed }),
  r('DEFINED_NETWORKING_KEY', 'dnkey-', /dnkey-[\w=-]{26}-[\w=-]{52}(?![\w=-])/y),
  r('SCALINGO_TOKEN', 'tk-us-', /tk-us-[\w-]{48}(?![\w-])/y),
  r('RENDER_API_KEY', 'rnd_', /rnd_[A-Za-z0-9]{32}(?![\w-])/y, { valid: mixed }),
  r('NETLIFY_TOKEN', 'nfp_', /nfp_[A-Za-z0-9]{36}(?![\w-])/y, { valid: mixed }),
  r('PINECONE_API_KEY', 'pcsk_', /pcsk_[A-Za-z0-9]{5,7}_[A-Za-z0-9]{60,70}(?![\w-])/y),
  r('FLY_TOKEN', 'fo1_', /fo1_[\w-]{43}(?![\w-])/y),
  r(
    'ONEPASSWORD_SECRET_KEY',
    'A3-',
    /A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}(?![\w-])/y,
  ),
  r('CLOUDFLARE_ORIGIN_CA_KEY', 'v1\\.0-', /v1\.0-[a-f0-9]{24}-[a-f0-9]{146}(?![\w-])/y),
  r('GITLAB_TOKEN', 'GR1348941', /GR1348941[\w-]{20}(?![\w-])/y),
  r('OPENSHIFT_TOKEN', 'sha256~', /sha256~[\w-]{43}(?![\w-])/y),
  r('MAXMIND_LICENSE_KEY', '_mmk', /[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk(?![\w-])/y, { back: 36 }),
  r('INTRA42_SECRET', 's-s4t2(?:ud|af)-', /s-s4t2(?:ud|af)-[a-f0-9]{64}(?![\w-])/y),
  r('ASANA_TOKEN', '[012]/\\d{15}', /[012]\/\d{15,16}\/\d{15,16}:[a-f0-9]{32}(?![\w-])/y),
  r('YANDEX_KEY', 'AQVN', /AQVN[\w-]{35,38}(?![\w-])/y, { valid: mixed }),
  r('TEAMS_WEBHOOK', 'webhook\\.office\\.com/webhookb2/', /webhook\.office\.com\/webhookb2\/[\w@/-]{60,300}/y),
  r(
    'ZAPIER_WEBHOOK',
    'hooks\\.zapier\\.com/hooks/catch/',
    /hooks\.zapier\.com\/hooks\/catch\/\d{3,12}\/[a-z0-9]{4,12}/y,
  ),
];
