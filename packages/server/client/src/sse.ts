// Server-Sent Events over fetch, for the audit stream of the SDK (no EventSource dependency).

export interface SseMessage {
  event: string;
  data: string;
  id: string | undefined;
  retry: number | undefined;
}

/**
 * Server-Sent Events over a fetch body (no EventSource needed): lines end in CRLF, LF or CR; a blank
 * line dispatches; `:` lines are comments (heartbeats). A message cut off by a dropped connection is
 * never dispatched, so it is read again after the resume.
 */
export async function* sseMessages(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buf = '';
  let data: string[] = [];
  let event = '';
  let id: string | undefined;
  let retry: number | undefined;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buf += decoder.decode(value, { stream: true });
      for (let nl = buf.search(/[\r\n]/); nl >= 0; nl = buf.search(/[\r\n]/)) {
        // A CR at the end of what has arrived may be the first half of a CRLF.
        if (buf[nl] === '\r' && nl === buf.length - 1) break;
        const line = buf.slice(0, nl);
        buf = buf.slice(buf[nl] === '\r' && buf[nl + 1] === '\n' ? nl + 2 : nl + 1);
        if (line === '') {
          if (data.length > 0 || retry !== undefined)
            yield { event: event || 'message', data: data.join('\n'), id, retry };
          data = [];
          event = '';
          retry = undefined;
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const val = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'data') data.push(val);
        else if (field === 'event') event = val;
        else if (field === 'id' && !val.includes('\0')) id = val;
        else if (field === 'retry' && /^\d+$/.test(val)) retry = Number(val);
      }
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}

/** Waits `ms`, or less when `signal` aborts. */
export const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
