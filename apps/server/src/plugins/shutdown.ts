import type { FastifyInstance } from 'fastify';

export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops taking new work (Fastify answers 503 while closing), lets in-flight requests finish, then
 * closes the database through the onClose hooks. Exits non-zero if that takes longer than the grace.
 */
export async function closeGracefully(
  app: FastifyInstance,
  graceMs = SHUTDOWN_GRACE_MS,
): Promise<'closed' | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), graceMs);
    timer.unref();
  });
  const result = await Promise.race([app.close().then(() => 'closed' as const), timeout]);
  clearTimeout(timer);
  return result;
}
