// latch-2's modes through authorize (app.inject, SQLite, no network): what pseudonym and tokenize
// add over mask (ADR 0040). Usage: npx tsx bench/redaction-modes.ts [--n 2000]
import { parseArgs } from 'node:util';
import { makeApp } from '../packages/server/test/helpers.js';

const { values } = parseArgs({ options: { n: { type: 'string', default: '2000' } } });
const n = Number(values.n);
const NOTE = `Jane Roe, MRN 00482913, DOB 03/04/1962, phone (217) 555-0142, jane.roe@example.org. ${'Stable on metformin 500 mg, BP 128/82, GCS 15. '.repeat(18)}`;

const t = await makeApp();
const agentId = (await t.call({ method: 'POST', url: '/api/agents', payload: { name: 'bench' } })).json().id;
const authorize = async (payload: Record<string, unknown>) =>
  (await t.call({ method: 'POST', url: '/api/policy/authorize', payload: { agentId, ...payload } })).json();
const setMode = (piiMode: string) =>
  t.call({ method: 'PUT', url: '/api/latches/latch-2/settings', payload: { piiMode } });

async function measure(label: string, body: (i: number) => Record<string, unknown>) {
  for (let i = 0; i < 200; i++) await authorize(body(-1 - i)); // warm up
  const us: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = process.hrtime.bigint();
    await authorize(body(i));
    us.push(Number(process.hrtime.bigint() - t0) / 1000);
  }
  us.sort((a, b) => a - b);
  const q = (p: number) => us[Math.min(us.length - 1, Math.floor(us.length * p))]!.toFixed(0);
  console.log(`| ${label} | ${q(0.5)} | ${q(0.99)} |`);
}

console.log(`node ${process.version}, ${n} authorize calls per row, ${NOTE.length} bytes\n`);
console.log('| mode, stage | median µs | p99 µs |\n|---|---|---|');
await measure('mask, context_egress', () => ({ stage: 'context_egress', session: 's', content: NOTE }));
await setMode('pseudonym');
await measure('pseudonym, context_egress, known values', () => ({
  stage: 'context_egress',
  session: 's',
  content: NOTE,
}));
await setMode('tokenize');
await measure('tokenize, context_egress, 4 new tokens', (i) => ({
  stage: 'context_egress',
  session: `s${i}`,
  content: NOTE,
}));
const sent = (await authorize({ stage: 'context_egress', session: 'r', content: NOTE })).transformedContent;
await measure('tokenize, delivery, 4 tokens restored', () => ({ stage: 'delivery', session: 'r', content: sent }));
await t.close();
