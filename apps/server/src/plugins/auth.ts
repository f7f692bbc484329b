import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized, forbidden } from '../lib/app-error.js';
import { findMemberByAccessToken } from '../features/identity/access-token.repository.js';

const bearer = (req: FastifyRequest): string | null => {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length < 512 ? token : null;
};

/**
 * One place decides who is calling: the access token (issued by our OpenID Provider) is looked up
 * together with its member in a single query. Revoked, expired or unknown tokens answer 401.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('member', null);
  app.decorate('authenticate', async (req: FastifyRequest) => {
    const token = bearer(req);
    if (!token) throw unauthorized();
    const member = await findMemberByAccessToken(app.db, token);
    if (!member) throw unauthorized();
    req.member = member;
  });
  app.decorate('requireAdmin', async (req: FastifyRequest, reply) => {
    await app.authenticate(req, reply);
    if (!req.member?.isAdmin) throw forbidden('Only administrators may do this.');
  });
}
