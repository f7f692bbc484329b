import type { Db } from '../../db/database.js';
import type { Member } from '../../types/fastify.js';

/**
 * Resolves an access token to its member. Placeholder until the OpenID Provider's PostgreSQL
 * adapter lands (issue: identity); it must become one query joining the stored token to its user.
 */
export async function findMemberByAccessToken(_db: Db, _token: string): Promise<Member | null> {
  return null;
}
