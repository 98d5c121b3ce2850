import { makeApp } from './test/helpers.js';
import { startFakeUpstream } from './test/openai-upstream.js';
const up = await startFakeUpstream();
const C = `x ${'Stable on metformin 500 mg, BP 128/82, GCS 15, plan unchanged. '.repeat(16)}`.slice(0, 1024);
up.mode = { kind: 'say', content: C };
const t = await makeApp({ env: { LATCHKEY_ALLOW_INSECURE_DESTINATIONS: 'true', LATCHKEY_LOG_LEVEL: 'silent' } });
const agentId = (await t.call({ method: 'POST', url: '/api/agents', payload: { name: 'bench' } })).json().id;
const agentKey = (await t.call({ method: 'POST', url: `/api/agents/${agentId}/provision`, payload: { boundary: 'process' } })).json().apiKey;
await t.call({ method: 'PUT', url: `/api/agents/${agentId}/gateway`, payload: { upstreamUrl: up.url, upstreamApiKey: up.key } });
const xs: number[] = [];
for (let i = 0; i < 800; i++) {
  const t0 = performance.now();
  const r = await t.call({ method: 'POST', url: '/gateway/v1/chat/completions', key: agentKey, payload: { model: 'm', messages: [{ role: 'user', content: C }] } });
  if (r.statusCode !== 200) throw new Error(r.body);
  xs.push(performance.now() - t0);
}
const h = (globalThis as any).__h as number[];
xs.sort((a, b) => a - b); h.sort((a,b)=>a-b);
console.log('inject p50', xs[400].toFixed(3), 'handler p50', h[400].toFixed(3));
await t.close(); await up.close();
