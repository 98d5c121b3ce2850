import { monotonicFactory } from 'ulid';

export const ID_PREFIXES = [
  'org', 'usr', 'key', 'agt', 'pol', 'dec', 'evt', 'pmt', 'esc', 'prj', 'ds', 'smp', 'call', 'eval',
  'rub', 'task', 'rev', 'rvr', 'log', 'rpt', 'exp', 'alrt', 'req', 'lreq',
] as const;
export type IdPrefix = (typeof ID_PREFIXES)[number];

// Monotonic so ids minted in the same millisecond still sort in creation order (cursors rely on it).
const next = monotonicFactory();

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${next()}`;
}

const ID_SHAPE = /^[a-z]{2,5}_[0-9A-HJKMNP-TV-Z]{26}$/;

/** True for ids this server mints; cursors and path ids are checked against it before any query. */
export function isId(value: string, prefix?: IdPrefix): boolean {
  return ID_SHAPE.test(value) && (prefix === undefined || value.startsWith(`${prefix}_`));
}
