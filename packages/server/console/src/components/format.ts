import type { InboxEscalation } from '../api';

/** Small formatting helpers shared by the pages. */

export function relative(ms: number, now = Date.now()): string {
  const diff = Math.round((ms - now) / 1000);
  const abs = Math.abs(diff);
  const [n, unit] =
    abs < 60
      ? [abs, 's']
      : abs < 3600
        ? [Math.floor(abs / 60), 'min']
        : abs < 86400
          ? [Math.floor(abs / 3600), 'h']
          : [Math.floor(abs / 86400), 'd'];
  return diff < 0 ? `${n} ${unit} ago` : `in ${n} ${unit}`;
}

/** How long ago: clocks of browser and server differ a little, so a fresh one is "just now", never "in 1 s". */
export function age(ms: number, now = Date.now()): string {
  return now - ms < 10_000 ? 'just now' : relative(Math.min(ms, now), now);
}

export function when(iso: string | number): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function score(v: number | null | undefined): string {
  return v === null || v === undefined ? '—' : v.toFixed(2);
}

/** What is at stake, without content: the amount of a spending rule, else the finding types. */
export function stake(e: InboxEscalation): string {
  if (e.amount !== null) return e.amount.toLocaleString();
  if (e.findings.length) return e.findings.map((f) => `${f.type} ×${f.count}`).join(', ');
  return '—';
}

/** `smp_…G981J0`: the type prefix and the random tail, enough to tell the rows of one task apart. */
export function shortId(id: string): string {
  const cut = id.indexOf('_');
  return id.length <= cut + 8 ? id : `${id.slice(0, cut + 1)}…${id.slice(-6)}`;
}

/** The first line of a value, for a glance: text as it is, anything else as compact JSON. */
export function firstLine(value: unknown, max = 100): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  const line = text.split('\n', 1)[0]!.trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line || '(empty)';
}

/** A score beside its label: `exact_match 0.00 · pii_leak 1.00`. */
export function scoreList(scores: Record<string, number> | undefined): string {
  const entries = Object.entries(scores ?? {});
  return entries.length ? entries.map(([name, v]) => `${name} ${score(v)}`).join(' · ') : '—';
}
