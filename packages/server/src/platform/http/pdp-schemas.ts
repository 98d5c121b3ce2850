import { PdpError } from '@latchkey/contract';

/** Error responses every PDP route documents: `{ error: string }`. */
export const pdpErrors = { '4xx': PdpError, '5xx': PdpError } as const;
