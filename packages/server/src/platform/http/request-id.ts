import type { IncomingMessage } from 'node:http';
import { newId } from '../ids.js';

const CALLER_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's X-Request-ID when it is a sane token, else a fresh `req_…`. */
export function genReqId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && CALLER_ID.test(given) ? given : newId('req');
}
