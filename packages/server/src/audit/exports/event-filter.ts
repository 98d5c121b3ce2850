import type { AuditLogEntry } from '@latchkey/contract';

export interface ExportFilter {
  eventTypes: string[];
  projects: string[] | null;
}

/** `*` matches any run of characters (dots included); everything else is literal. */
export function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}$`);
}

/** The predicate an export applies to each entry: an event type pattern matches, and the project when given. */
export function compileFilter(f: ExportFilter): (entry: Pick<AuditLogEntry, 'event_type' | 'resource'>) => boolean {
  const all = f.eventTypes.includes('*');
  const res = all ? [] : f.eventTypes.map(patternToRegExp);
  const projects = f.projects ? new Set(f.projects) : null;
  return (entry) => {
    if (!all && !res.some((re) => re.test(entry.event_type))) return false;
    if (projects) return entry.resource.project !== null && projects.has(entry.resource.project);
    return true;
  };
}
