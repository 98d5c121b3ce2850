import type { AuditLogEntry } from '@latchkey/contract';

export interface ExportFilter {
  eventTypes: string[];
  projects: string[] | null;
}

/**
 * `*` matches any run of characters (dots included); everything else is literal. A two-pointer
 * match, not a RegExp: `a*a*a*…` patterns would make a backtracking RegExp take exponential time on
 * every entry the worker filters, which one admin request could use to stall the process.
 */
export function globMatch(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let mark = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] !== '*' && pattern[p] === text[t]) {
      p += 1;
      t += 1;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p;
      mark = t;
      p += 1;
    } else if (star >= 0) {
      p = star + 1;
      mark += 1;
      t = mark;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p += 1;
  return p === pattern.length;
}

/** The predicate an export applies to each entry: an event type pattern matches, and the project when given. */
export function compileFilter(f: ExportFilter): (entry: Pick<AuditLogEntry, 'event_type' | 'resource'>) => boolean {
  const all = f.eventTypes.includes('*');
  const patterns = all ? [] : f.eventTypes;
  const projects = f.projects ? new Set(f.projects) : null;
  return (entry) => {
    if (!all && !patterns.some((pattern) => globMatch(pattern, entry.event_type))) return false;
    if (projects) return entry.resource.project !== null && projects.has(entry.resource.project);
    return true;
  };
}
