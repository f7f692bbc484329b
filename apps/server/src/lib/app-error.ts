/** A failure a service raises on purpose: it becomes `{ errors: code, message, ... }` with this status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: {
      fields?: Record<string, string>;
      categories?: string[];
      objectedWords?: string[];
      sanction?: { until: string | null; reason: string | null };
      safetyCaseOpened?: boolean;
    } = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'The requested item') => new AppError(404, 'notFound', `${what} was not found.`);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError(403, 'forbidden', message);
export const unauthorized = (message = 'Invalid access token. Please log back again') =>
  new AppError(401, 'unauthorized', message);
/** Valid request, wrong moment: the thing's current state does not allow it. */
export const conflict = (message: string) => new AppError(409, 'conflict', message);
