import { mask, type SecretBox } from '../../platform/crypto/secret-box.js';

/** Config fields that are credentials: sealed at rest, masked on every read. */
const SECRET_FIELDS: Record<string, readonly string[]> = { llm_judge: ['api_key'] };

export interface StoredEvaluator {
  name: string;
  type: string;
  /** The config without its secret fields. */
  config: Record<string, unknown>;
  sealed: Record<string, string>;
  masked: Record<string, string>;
}

export function sealEvaluators(
  specs: Array<{ name: string; type: string; config: object }>,
  secrets: SecretBox,
): StoredEvaluator[] {
  return specs.map(({ name, type, config }) => {
    const plain: Record<string, unknown> = { ...config };
    const sealed: Record<string, string> = {};
    const masked: Record<string, string> = {};
    for (const field of SECRET_FIELDS[type] ?? []) {
      const value = plain[field];
      if (typeof value !== 'string') continue;
      sealed[field] = secrets.seal(value);
      masked[field] = mask(value);
      delete plain[field];
    }
    return { name, type, config: plain, sealed, masked };
  });
}

/** The full config, secrets opened: only for the runner, never for a response. */
export function openConfig(e: StoredEvaluator, secrets: SecretBox): Record<string, unknown> {
  const config: Record<string, unknown> = { ...e.config };
  for (const [field, value] of Object.entries(e.sealed)) config[field] = secrets.open(value);
  return config;
}

/** What readers see: the config with secrets masked. */
export const publicEvaluator = (e: StoredEvaluator) => ({
  name: e.name,
  type: e.type,
  config: { ...e.config, ...e.masked },
});
