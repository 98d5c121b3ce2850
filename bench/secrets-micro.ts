// latch-1's detector alone, CPU time per call (process.cpuUsage, so other load on the machine
// counts less than in wall time): 1 KB and 100 KB of prose and of generated config, and the
// pathological strings of secrets-linear.test.ts at 100 KB. Usage: npx tsx bench/secrets-micro.ts

import { detectSecrets } from '../packages/server/src/pdp/latches/secrets.js';
import { generateSecretFiles } from './detectors/secrets-files.js';

const prose =
  'The patient was admitted on Tuesday with a mild fever; the key points are rest, fluids and a follow-up in two weeks. Password resets go through the portal. ';
const config = generateSecretFiles(7, 200)
  .map((f) => f.text)
  .join('\n');
const cases: [string, string][] = [
  ['prose 1 KB', prose.repeat(8).slice(0, 1024)],
  ['config 1 KB', config.slice(0, 1024)],
  ['prose 100 KB', prose.repeat(700).slice(0, 100_000)],
  ['config 100 KB', config.repeat(3).slice(0, 100_000)],
  ...['a', ' -p "x --password ', 'value=', '1234567890:AAT3BlbkFJ-us1', 'LS0tLS1CRUdJTi', '\n  password '].map(
    (unit): [string, string] => [`${JSON.stringify(unit)} × 100 KB`, unit.repeat(Math.ceil(100_000 / unit.length))],
  ),
];

console.log(`node ${process.version}\n\n| input | median µs | p99 µs |\n|---|---|---|`);
for (const [name, text] of cases) {
  for (let i = 0; i < 5; i++) detectSecrets(text);
  const n = text.length > 10_000 ? 40 : 3000;
  const xs: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = process.cpuUsage();
    detectSecrets(text);
    const d = process.cpuUsage(t0);
    xs.push(d.user + d.system);
  }
  xs.sort((a, b) => a - b);
  console.log(`| ${name} | ${xs[n >> 1]} | ${xs[Math.floor(n * 0.99)]} |`);
}
