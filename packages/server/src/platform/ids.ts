import { randomBytes } from 'node:crypto';

export const ID_PREFIXES = [
  'org',
  'usr',
  'key',
  'agt',
  'pol',
  'dec',
  'evt',
  'pmt',
  'esc',
  'prj',
  'ds',
  'smp',
  'call',
  'eval',
  'rub',
  'task',
  'rev',
  'rvr',
  'log',
  'rpt',
  'exp',
  'alrt',
  'req',
  'lreq',
  'dlv',
  'ses',
  'inv',
  'esub',
] as const;
export type IdPrefix = (typeof ID_PREFIXES)[number];

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

// Randomness is drawn from a pooled buffer: every request mints at least one id, and a
// crypto call per id was measurable on the hot path.
let pool = randomBytes(4096);
let poolPos = 0;
let lastTime = -1;
const lastRand = new Uint8Array(16);
// The time part changes once a millisecond; encode it once.
let timeOf = -1;
let timePart = '';

function fillRandom(): void {
  if (poolPos + 16 > pool.length) {
    pool = randomBytes(4096);
    poolPos = 0;
  }
  for (let i = 0; i < 16; i++) lastRand[i] = pool[poolPos + i]! & 31;
  poolPos += 16;
}

/** The first 15 random characters, rebuilt only when one of them changes. */
let randHead = '';

/**
 * A ULID (48-bit ms time + 80 random bits, Crockford base32). Monotonic within a process: ids
 * minted in the same millisecond increment the random part, so they still sort in creation
 * order (cursors rely on it).
 */
export function ulid(now = Date.now()): string {
  let changed = 0; // the first random position that differs from the last id
  if (now <= lastTime) {
    let i = 15;
    while (i >= 0 && lastRand[i] === 31) lastRand[i--] = 0;
    if (i < 0) {
      lastTime += 1; // 2^80 ids in one ms cannot happen; keep order by borrowing the next ms
      fillRandom();
    } else {
      lastRand[i]! += 1;
      changed = i;
    }
    now = lastTime;
  } else {
    lastTime = now;
    fillRandom();
  }
  if (now !== timeOf) {
    timeOf = now;
    timePart = '';
    for (let i = 0, t = now; i < 10; i++, t = Math.floor(t / 32)) timePart = CROCKFORD[t % 32] + timePart;
  }
  // Most ids of a busy millisecond only step the last character: keep the other 15 as they were.
  if (changed < 15) {
    randHead = '';
    for (let i = 0; i < 15; i++) randHead += CROCKFORD[lastRand[i]!];
  }
  return timePart + randHead + CROCKFORD[lastRand[15]!];
}

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${ulid()}`;
}

const ID_SHAPE = /^[a-z]{2,5}_[0-9A-HJKMNP-TV-Z]{26}$/;

/** True for ids this server mints; cursors and path ids are checked against it before any query. */
export function isId(value: string, prefix?: IdPrefix): boolean {
  return ID_SHAPE.test(value) && (prefix === undefined || value.startsWith(`${prefix}_`));
}
