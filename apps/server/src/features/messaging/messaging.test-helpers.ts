import type { FastifyInstance } from 'fastify';
import { createMember } from '../../test/factories.js';

export type TestMember = Awaited<ReturnType<typeof createMember>>;

export const send = (app: FastifyInstance, from: TestMember, to: TestMember | number, messageText: string) =>
  app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: from.auth,
    payload: { receiverId: typeof to === 'number' ? to : to.user.id, messageText },
  });

/** Counts the SQL statements a piece of work runs (the budget is 3 per request, auth included). */
export async function countQueries<T>(
  app: FastifyInstance,
  work: () => Promise<T>,
): Promise<{ result: T; queries: number }> {
  const executor = app.db.getExecutor();
  const original = executor.executeQuery.bind(executor);
  let queries = 0;
  executor.executeQuery = ((...args: Parameters<typeof original>) => {
    queries += 1;
    return original(...args);
  }) as typeof executor.executeQuery;
  try {
    return { result: await work(), queries };
  } finally {
    executor.executeQuery = original;
  }
}
