import { type DestinationKind, json } from './destinations.js';

/** A bare `https://host:8088` means the JSON event endpoint of that collector. */
export function splunkUrl(endpoint: string): URL {
  const url = new URL(endpoint);
  if (url.pathname === '/' || url.pathname === '') url.pathname = '/services/collector/event';
  return url;
}

// Splunk's `host` names the system events come from: the service, not an internal machine name
// a third party has no use for.
const HOST = 'latchkey';

/**
 * Splunk HTTP Event Collector: `Authorization: Splunk <token>`, a body of concatenated
 * `{time, host, source, sourcetype, index, event}` objects (one per line, which HEC accepts as
 * concatenation). `time` is epoch seconds with milliseconds; `index` is left out when not
 * configured, so the token's default index applies.
 */
export const splunk: DestinationKind = {
  secretFields: ['hec_token'],
  defaultBatchSize: 100,
  maxItems: 1000,
  // HEC's default max_content_length is 1,000,000 bytes.
  maxBytes: 1_000_000,
  urls: (config) => [{ param: 'config.hec_endpoint', url: config.hec_endpoint as string }],
  item: (entry, target) =>
    JSON.stringify({
      time: Date.parse(entry.timestamp) / 1000,
      host: HOST,
      source: 'latchkey:audit',
      sourcetype: (target.config.source_type as string | undefined) ?? '_json',
      ...(target.config.index !== undefined ? { index: target.config.index } : {}),
      event: entry,
    }),
  frame: (items) => items.join('\n'),
  async prepare(target) {
    return {
      url: splunkUrl(target.config.hec_endpoint as string),
      headers: json({ authorization: `Splunk ${target.secrets.hec_token as string}` }),
    };
  },
};
