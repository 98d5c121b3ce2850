// Baseline for bench/http-overhead.ts and bench/authorize.ts: a bare Fastify 5 app answering the same JSON as GET /v1/me,
// with no auth, rate limit, request id or metrics. Port from BENCH_PORT.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = {
  object: 'principal',
  key: 'key_01JAAAAAAAAAAAAAAAAAAAAAAA',
  role: 'admin',
  org: { id: 'org_01JAAAAAAAAAAAAAAAAAAAAAAA', slug: 'default', plan: 'enterprise' },
  user: null,
  agent: null,
  reviewer: null,
};
app.get('/v1/me', async () => body);
// bench/authorize.ts: the same JSON body back, parsed and serialized, nothing decided or stored.
app.post('/api/policy/authorize', async (request) => request.body);
await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT) });
process.once('SIGINT', () => process.exit(0));
process.stdout.write('ready\n');
