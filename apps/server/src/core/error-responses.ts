import { ErrorResponseSchema } from '@aatd/contract';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429;

/** The error answers a route documents, each in the one error shape: `...errorResponses(400, 401)`. */
export const errorResponses = <S extends ErrorStatus>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema])) as Record<S, typeof ErrorResponseSchema>;
