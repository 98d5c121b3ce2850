import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { DB } from '../../db/schema.js';
import {
  hasCheckpointsBy,
  insertKeyCheck,
  readKeyCheck,
  registeredKids,
  replaceKeyCheck,
  retireSigningKey,
  sampleSealedSecrets,
} from './key-check.repository.js';
import type { SecretBox } from './secret-box.js';
import type { SigningKey } from './signing-keys.js';

// ADR 0036. Instances on one database must hold the same secret key (else one cannot open what
// another sealed: an export pauses, a webhook goes unsigned) and sign audit checkpoints with keys
// every one of them believes (else verification is valid on one and `checkpoint_mismatch` on the
// other, since checkpoints are believed only under keys from the instance's own configuration).
// A starting instance proves both against the database, or refuses to start.

/** Sealed under the secret key at first start; an instance whose key cannot open it has another key. */
const KNOWN = 'latchkey key check v1';

export interface InstanceKeys {
  secrets: SecretBox;
  signingKey: Pick<SigningKey, 'kid'>;
  /** kid → PEM of the keys whose checkpoints this instance believes: its own and the retired ones. */
  trusted: ReadonlyMap<string, string>;
  /** Where each key came from, for the messages: the variable, or the data dir's file. */
  secretKeyFrom: string;
  signingKeyFrom: string;
}

export function instanceKeys(
  config: Pick<Config, 'secretKey' | 'signingKeyPem' | 'dataDir'>,
  keys: Pick<InstanceKeys, 'secrets' | 'signingKey' | 'trusted'>,
): InstanceKeys {
  const from = (variable: string, set: unknown, file: string) =>
    set ? variable : `${join(config.dataDir, file)}, as ${variable} is not set`;
  return {
    ...keys,
    secretKeyFrom: from('LATCHKEY_SECRET_KEY', config.secretKey, 'secret.key'),
    signingKeyFrom: from('LATCHKEY_SIGNING_KEY', config.signingKeyPem, 'signing-key.pem'),
  };
}

/**
 * A serving instance's check, before it does anything else: writes the checks on the first start,
 * and makes this instance's signing key the installation's after a rotation (the old key listed in
 * LATCHKEY_TRUSTED_PUBLIC_KEYS). Throws, naming the variables, when the keys do not fit.
 */
export async function claimKeys(db: Kysely<DB>, keys: InstanceKeys): Promise<void> {
  await checkSecretKey(db, keys);
  await checkCheckpointSigners(db, keys);
  const mine = keys.signingKey.kid;
  await insertKeyCheck(db, 'signing_kid', mine);
  let current = (await readKeyCheck(db, 'signing_kid'))!;
  if (current === mine) return;
  if (!keys.trusted.has(current)) throw foreignSigner(keys, current);
  // A rotation: this instance believes the old key, so the installation moves to the new one.
  // Instances still holding the old key refuse to start from now on (they do not believe this one).
  if (!(await replaceKeyCheck(db, 'signing_kid', current, mine))) {
    current = (await readKeyCheck(db, 'signing_kid'))!;
    if (current !== mine) throw foreignSigner(keys, current);
    return;
  }
  await retireSigningKey(db, current);
}

/**
 * For a verification that signs nothing (the CLI): every checkpoint signer, and the key the
 * installation signs with now, must be believed. Writes nothing.
 */
export async function checkVerifyingKeys(db: Kysely<DB>, keys: InstanceKeys): Promise<void> {
  await checkCheckpointSigners(db, keys);
  const current = await readKeyCheck(db, 'signing_kid');
  if (current !== null && !keys.trusted.has(current)) throw foreignSigner(keys, current);
}

async function checkSecretKey(db: Kysely<DB>, keys: InstanceKeys): Promise<void> {
  let sealed = await readKeyCheck(db, 'secret_key');
  if (sealed === null) {
    // First start since 019: the secrets already stored must open before the check is written.
    for (const s of await sampleSealedSecrets(db)) {
      if (!opens(keys.secrets, s.sealed, null)) throw wrongSecretKey(keys, `a secret stored in ${s.where}`);
    }
    await insertKeyCheck(db, 'secret_key', keys.secrets.seal(KNOWN));
    sealed = (await readKeyCheck(db, 'secret_key'))!;
  }
  if (!opens(keys.secrets, sealed, KNOWN))
    throw wrongSecretKey(keys, "the database's key check (written at its first start)");
}

/** Probes each registered key this instance does not believe (usually none) for checkpoints it signed. */
async function checkCheckpointSigners(db: Kysely<DB>, keys: InstanceKeys): Promise<void> {
  for (const kid of await registeredKids(db)) {
    if (!keys.trusted.has(kid) && (await hasCheckpointsBy(db, kid))) throw foreignSigner(keys, kid);
  }
}

/** True when `sealed` opens (to `expected`, when given). */
function opens(box: SecretBox, sealed: string, expected: string | null): boolean {
  try {
    const plain = box.open(sealed);
    return expected === null || plain === expected;
  } catch {
    return false;
  }
}

function wrongSecretKey(keys: InstanceKeys, what: string): Error {
  return new Error(
    `LATCHKEY_SECRET_KEY: this instance's secret key (${keys.secretKeyFrom}) cannot open ${what}, ` +
      'sealed under another key. Every instance on one database needs the same LATCHKEY_SECRET_KEY.',
  );
}

function foreignSigner(keys: InstanceKeys, kid: string): Error {
  return new Error(
    `LATCHKEY_SIGNING_KEY: the database's audit checkpoints are signed with key ${kid}, which this ` +
      `instance does not believe (it signs with ${keys.signingKey.kid}, from ${keys.signingKeyFrom}), so ` +
      'its audit verification would fail where the others pass. Every instance on one database needs the ' +
      'same LATCHKEY_SIGNING_KEY; after a rotation, list the old public key in LATCHKEY_TRUSTED_PUBLIC_KEYS.',
  );
}
