import type { FastifyInstance } from 'fastify';

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
    description: 'Datasets, evaluations, human review, audit log, compliance reports, rate limits and quotas.',
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
