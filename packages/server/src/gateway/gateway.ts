import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import type { AuthorizeService } from '../pdp/authorize/authorize.service.js';
import type { AuditWriter } from '../platform/audit/audit-writer.js';
import type { SecretBox } from '../platform/crypto/secret-box.js';
import { GatewayService } from './gateway.service.js';
import { GatewaySettingsService } from './gateway-settings.service.js';

/** The OpenAI-compatible model gateway's services (ADR 0049). */
export interface Gateway {
  settings: GatewaySettingsService;
  completions: GatewayService;
}

export function createGateway(p: {
  db: Kysely<DB>;
  audit: AuditWriter;
  secrets: SecretBox;
  authorize: AuthorizeService;
  config: Pick<Config, 'allowInsecureDestinations' | 'gatewayTimeoutMs'>;
}): Gateway {
  const allowInsecure = p.config.allowInsecureDestinations;
  const settings = new GatewaySettingsService(p.db, p.audit, p.secrets, allowInsecure);
  return {
    settings,
    completions: new GatewayService(p.authorize, settings, { timeoutMs: p.config.gatewayTimeoutMs, allowInsecure }),
  };
}
