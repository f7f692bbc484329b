import type pg from 'pg';

/**
 * PostgreSQL going away (a restart, a failover, `pg_terminate_backend`, the network) reaches a
 * query as one of these: the socket's own errors, pg's words for a closed connection, or the
 * server's connection-exception (08…), shutdown (57P01-57P03) and too-many-connections (53300)
 * codes. Every one means "try again shortly", never "your request was wrong".
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const LOST_WORDS =
  /connection terminated|connection error and is not queryable|not queryable|terminating connection|the database system is (starting up|shutting down)/i;

export function isConnectionLoss(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) {
    return true;
  }
  return LOST_WORDS.test(String((err as { message?: unknown }).message ?? ''));
}

/** Raised when PostgreSQL cannot be reached; the error handler answers 503 with Retry-After. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DB_UNAVAILABLE';
  constructor(cause: unknown) {
    super('the database cannot be reached', { cause });
  }
}

/** A statement that only reads: running it a second time on another connection changes nothing. */
const READ_ONLY = /^\s*\(?\s*(select|with)\b/i;
const WRITES = /\b(insert|update|delete|merge|nextval|setval|pg_advisory|for\s+(update|share|no\s+key))\b/i;
const OPENS = /^\s*(begin|start\s+transaction)\b/i;
const CLOSES = /^\s*(commit|rollback|end|abort)\b/i;

type Query = (config: unknown, values?: unknown, ...rest: unknown[]) => Promise<pg.QueryResult>;
const GUARDED = Symbol('guarded against connection loss');

/**
 * Makes a pooled client's `query(text, values)` survive the loss of its connection where that is
 * safe: a read outside a transaction that failed because the backend went away is run once more on
 * a fresh connection from `fresh` (a terminated backend while PostgreSQL stays up costs the caller
 * nothing). Anything else that failed with a lost connection becomes DatabaseUnavailableError.
 */
export function guardConnectionLoss(
  client: pg.PoolClient,
  fresh: () => Promise<pg.PoolClient>,
  onLoss: (err: unknown) => void,
): pg.PoolClient {
  const patched = client as pg.PoolClient & { [GUARDED]?: { inTransaction: boolean } };
  if (patched[GUARDED]) return client;
  const state = { inTransaction: false };
  patched[GUARDED] = state;
  const query = client.query.bind(client) as Query;
  (client as unknown as { query: Query }).query = (config, values, ...rest) => {
    if (typeof config !== 'string' || rest.length > 0) return query(config, values, ...rest);
    if (OPENS.test(config)) state.inTransaction = true;
    else if (CLOSES.test(config)) state.inTransaction = false;
    const retryable = !state.inTransaction && READ_ONLY.test(config) && !WRITES.test(config);
    return query(config, values).catch(async (err: unknown) => {
      if (!isConnectionLoss(err)) throw err;
      onLoss(err);
      if (!retryable) throw new DatabaseUnavailableError(err);
      let other: pg.PoolClient;
      try {
        other = await fresh();
      } catch (again) {
        throw isConnectionLoss(again) ? new DatabaseUnavailableError(again) : again;
      }
      try {
        const result = await other.query(config, values as unknown[]);
        other.release();
        return result;
      } catch (again) {
        // A connection that broke is thrown away; one that answered an error goes back to the pool.
        other.release(isConnectionLoss(again) ? (again as Error) : undefined);
        throw isConnectionLoss(again) ? new DatabaseUnavailableError(again) : again;
      }
    });
  };
  return client;
}

/**
 * Runs a write that is the same however often it runs (it sets, never adds) once more when its
 * connection turned out to be lost: a pooled connection whose backend was just terminated can be
 * handed out before the pool has heard, and a job recording its own failure must not leave its
 * lease held until it runs out because of that.
 */
export async function againIfLost<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!(err instanceof DatabaseUnavailableError)) throw err;
    return write();
  }
}
