import type { FastifyInstance } from 'fastify';
import { createMember } from '../apps/server/src/test/factories.js';

export interface BenchTarget {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

/** Member-only endpoints to measure; features add theirs here. A member token is minted once. */
export async function benchTargets(app: FastifyInstance): Promise<BenchTarget[]> {
  const { auth } = await createMember(app);
  return [{ name: 'GET /api/user', path: '/api/user', headers: auth }];
}
