import type { FastifyInstance } from 'fastify';
import { V1_MAX_DEPTH } from './json-body.js';

type Doc = Record<string, unknown> & { paths?: Record<string, unknown>; components?: Record<string, unknown> };

const INFO = {
  pdp: {
    title: 'Latchkey policy decision API',
    version: '1.0.0',
    description: 'Authorize every step of an AI agent; evidence feed; signed verification records.',
  },
  eval: {
    title: 'Latchkey review, audit and usage API',
    version: '1.0.0',
    description:
      'Datasets, evaluations, human review, audit log, compliance reports, rate limits and quotas.\n\n' +
      'Request limits: bodies are JSON, at most LATCHKEY_BODY_LIMIT bytes (1 MiB by default; 413 above). ' +
      `Arrays and objects nest at most ${V1_MAX_DEPTH} levels below each top-level field, the field's own value ` +
      'being level 1 (free-form JSON: sample input, output, expected and metadata, call content, project settings, ' +
      'task metadata); deeper is a 400 `invalid_value` naming the field. Times are RFC 3339 date-times that name a ' +
      'real instant: a leap second (`:60`), a day past the end of its month or hour 24 is a 400 naming the field. ' +
      'Every response to a valid key carries X-RateLimit-Limit, -Remaining, -Reset (unix seconds) and -Window (seconds).',
  },
};

const cache = new WeakMap<FastifyInstance, { pdp: Doc; eval: Doc }>();

/** Splits the one generated document into the two surfaces' documents by path prefix. */
export function openapiDocuments(app: FastifyInstance): { pdp: Doc; eval: Doc } {
  const hit = cache.get(app);
  if (hit) return hit;
  const full = app.swagger() as unknown as Doc;
  const pick = (prefix: string, info: (typeof INFO)['pdp']): Doc => {
    const paths = Object.fromEntries(Object.entries(full.paths ?? {}).filter(([p]) => p.startsWith(prefix)));
    return { openapi: full.openapi, info, servers: [{ url: '/' }], paths, components: full.components ?? {} };
  };
  const docs = { pdp: pick('/api/', INFO.pdp), eval: pick('/v1/', INFO.eval) };
  cache.set(app, docs);
  return docs;
}
