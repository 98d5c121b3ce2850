import { type DestinationKind, json } from './destinations.js';

export function datadogUrl(config: Record<string, unknown>): string {
  if (typeof config.intake_url === 'string') return config.intake_url;
  return `https://http-intake.logs.${(config.site as string | undefined) ?? 'datadoghq.com'}/api/v2/logs`;
}

// The service, not an internal machine name a third party has no use for.
const HOST = 'latchkey';

/**
 * Datadog Logs API v2: `DD-API-KEY`, a JSON array (at most 1,000 items and 5 MB) of
 * `{ddsource, service, ddtags, hostname, message}`. `message` is the entry as JSON, which Datadog
 * parses into attributes; the tags carry the org, event type and project for facets.
 */
export const datadog: DestinationKind = {
  secretFields: ['api_key'],
  defaultBatchSize: 500,
  maxItems: 1000,
  maxBytes: 5_000_000,
  urls: (config) => [
    { param: config.intake_url !== undefined ? 'config.intake_url' : 'config.site', url: datadogUrl(config) },
  ],
  item: (entry, target) => {
    const tags = [
      `org_id:${entry.org_id}`,
      `event_type:${entry.event_type}`,
      ...(entry.resource.project ? [`project:${entry.resource.project}`] : []),
      ...((target.config.tags as string[] | undefined) ?? []),
    ];
    return JSON.stringify({
      ddsource: 'latchkey',
      service: (target.config.service as string | undefined) ?? 'latchkey',
      ddtags: tags.join(','),
      hostname: HOST,
      message: JSON.stringify(entry),
    });
  },
  frame: (items) => `[${items.join(',')}]`,
  async prepare(target) {
    return {
      url: new URL(datadogUrl(target.config)),
      headers: json({ 'dd-api-key': target.secrets.api_key as string }),
    };
  },
};
