import { V1Error } from '@latchkey/contract';

/** Error responses every `/v1` route documents. */
export const v1Errors = { '4xx': V1Error, '5xx': V1Error } as const;

export const bearer = [{ bearerAuth: [] }];
