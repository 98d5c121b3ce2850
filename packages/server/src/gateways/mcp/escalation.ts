import type { PdpClient } from '@latchkey/client';

export type Resolution = 'approved' | 'denied' | 'expired' | 'pending' | { failed: string };

/** How often a waiting call asks about its escalation: a person's approval takes seconds, not milliseconds. */
const POLL_MS = 1000;

/**
 * Waits until the escalation leaves `pending` or `deadline` (epoch ms) passes, reading it with the
 * agent's own key (ADR 0050). A read that fails ends the wait: the caller refuses the call.
 */
export async function awaitResolution(
  client: PdpClient,
  id: string,
  deadline: number,
  signal: AbortSignal,
): Promise<Resolution> {
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) return 'pending';
    if (!(await pause(Math.min(POLL_MS, left), signal))) return { failed: 'the client cancelled the call' };
    let status: string;
    try {
      status = (await client.getEscalation(id)).status;
    } catch (err) {
      return { failed: `could not read escalation ${id}: ${err instanceof Error ? err.message : String(err)}` };
    }
    if (status === 'approved' || status === 'denied' || status === 'expired') return status;
    if (status !== 'pending') return { failed: `escalation ${id} has an unknown status "${status.slice(0, 40)}"` };
  }
}

/** Resolves true after `ms`, false at once when the signal aborts. */
function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolve(ok);
    };
    const onAbort = () => done(false);
    const timer = setTimeout(() => done(true), ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
