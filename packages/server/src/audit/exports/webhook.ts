import { SIGNATURE_HEADER, signWebhook } from '../../platform/crypto/webhook-signature.js';
import { type DestinationKind, json } from './destinations.js';

/**
 * Webhook: `{object: "list", data, export_id, batch_id}` signed like every Latchkey webhook,
 * `X-Latchkey-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`.
 */
export const webhook: DestinationKind = {
  secretFields: ['headers', 'signing_secret'],
  defaultBatchSize: 100,
  maxItems: 1000,
  // Receivers commonly refuse bodies past 1 MiB (Latchkey's own default among them).
  maxBytes: 1024 * 1024,
  urls: (config) => [{ param: 'config.url', url: config.url as string }],
  item: (entry) => JSON.stringify(entry),
  frame: (items, target, batchId) =>
    `{"object":"list","data":[${items.join(',')}],"export_id":${JSON.stringify(target.id)},"batch_id":${JSON.stringify(batchId)}}`,
  async prepare(target, body) {
    const extra = (target.secrets.headers as Record<string, string> | undefined) ?? {};
    return {
      url: new URL(target.config.url as string),
      headers: json({ ...extra, [SIGNATURE_HEADER]: signWebhook(target.secrets.signing_secret as string, body) }),
    };
  },
};
