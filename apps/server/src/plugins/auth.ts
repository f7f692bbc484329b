import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/app-error.js';
import { findMemberByAccessToken } from '../core/users/access-token.repository.js';
import { bearerToken, mediaCookieToken } from '../core/request-token.js';
import { accessGates } from '../core/access-policy.js';

/**
 * One place decides who is calling: the access token (issued by our OpenID Provider) is looked up
 * together with its member in a single query. Revoked, expired or unknown tokens answer 401.
 * Routes run it onRequest (before validation); what the member may do is the services' access
 * policy (core/access-policy.ts), never a route hook.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('member', null);
  const signIn = async (req: FastifyRequest, token: string | null) => {
    if (!token) throw unauthorized();
    const found = await findMemberByAccessToken(app.db, token);
    if (!found) throw unauthorized();
    const { facts, ...member } = found;
    req.member = { ...member, gates: accessGates(member, facts, app.deployment, new Date()) };
  };
  app.decorate('authenticate', async (req: FastifyRequest) => signIn(req, bearerToken(req)));
  // Members-only files: the API's header, or the media cookie of a page's <img>/<video>/PDF load.
  app.decorate('authenticateMedia', async (req: FastifyRequest) =>
    signIn(req, bearerToken(req) ?? mediaCookieToken(req)),
  );
}
