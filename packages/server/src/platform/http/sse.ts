import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';

/** A live stream behind one SSE response: its body, and how to end it on shutdown. */
export interface SseSession {
  readonly body: Readable;
  end(): void;
}

/** The spec requires `Accept: text/event-stream`; anything else (even a bare `*` + `/*`) is refused. */
export function acceptsEventStream(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((part) => part.split(';')[0]!.trim().toLowerCase() === 'text/event-stream');
}

/** An endless answer only to a client that asked for one (EventSource does). */
export function requireEventStream(request: FastifyRequest): void {
  if (!acceptsEventStream(request.headers.accept)) {
    throw new AppError('invalid_value', 'This endpoint streams Server-Sent Events: send Accept: text/event-stream', {
      param: 'Accept',
    });
  }
}

/**
 * The open SSE responses of one plugin. app.close() waits for every connection to end before
 * onClose runs, and a stream never ends on its own: they are ended before the server starts
 * closing, and their sockets dropped once the end is written (an idle keep-alive socket would
 * otherwise hold the close for keepAliveTimeout).
 */
export class SseConnections {
  private readonly open = new Map<SseSession, { res: ServerResponse; socket: Socket }>();

  constructor(app: FastifyInstance) {
    app.addHook('preClose', (done) => {
      for (const [session, { res, socket }] of this.open) {
        // An injected request (light-my-request) has a socket stand-in without destroy().
        const drop = () => (typeof socket.destroy === 'function' ? socket.destroy() : undefined);
        res.once('finish', drop);
        // A client that stopped reading never lets the end be written.
        setTimeout(drop, 1_000).unref();
        session.end();
      }
      done();
    });
  }

  /** Sends `session.body` as the response and tracks it until its body closes. */
  send<R extends FastifyReply>(request: FastifyRequest, reply: R, session: SseSession): R {
    this.open.set(session, { res: reply.raw, socket: request.raw.socket });
    session.body.once('close', () => this.open.delete(session));
    // A streamed payload keeps the key's concurrency slot until the socket closes (eval-api.ts).
    reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      .send(session.body);
    return reply;
  }
}
