import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/app-error.js';
import { findMemberByAccessToken } from '../core/users/access-token.repository.js';
import { bearerToken, mediaCookieToken } from '../core/request-token.js';
import { accessGates, activeSuspension, suspendedError } from '../core/access-policy.js';
import type { Member } from '../types/fastify.js';

const MAX_TOKENS_HELD = 10_000;

/**
 * One place decides who is calling: the access token (issued by our OpenID Provider) is looked up
 * together with its member in a single query. Revoked, expired or unknown tokens answer 401.
 * Tokens recently checked are held in memory for as long as the database's announcements of
 * access changes are heard (core/announced-cache.ts, decision 0057), so sign-out, suspension and
 * a change of role take effect on every instance at once. The access gates are worked out with the
 * token's member, once; the one that closes by itself (the HCP verification's end) is checked against
 * the time on each request. Routes run it onRequest (before validation); what the member may do
 * is the services' access policy (core/access-policy.ts), never a route hook.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('member', null);
  const tokens = app.announcedCache<{ member: Member; closesAt: number | null }>(
    'access_changes',
    MAX_TOKENS_HELD,
    'access-tokens',
  );
  // Migration 0045 announces 't<token>' when that token changes, 'm<id>' when what it reads of the member does.
  const load = async (token: string) => {
    const found = await findMemberByAccessToken(app.db, token);
    if (!found) return null;
    const { tokenExpiresAt, facts, ...member } = found;
    const { gates, closesAt } = accessGates(member, facts, app.deployment, new Date());
    // One object serves every request of this token: frozen, so none can change it for the next.
    Object.freeze(gates.consent);
    const value = { member: Object.freeze({ ...member, gates: Object.freeze(gates) }), closesAt };
    return { value, tags: [`t${token}`, `m${found.id}`], expiresAt: tokenExpiresAt.getTime() };
  };
  const signIn = async (req: FastifyRequest, token: string | null) => {
    if (!token) throw unauthorized();
    const held = await tokens.lookup(token, () => load(token));
    if (!held) throw unauthorized();
    // A suspended member keeps their token but is told why and until when on every call.
    const suspension = activeSuspension(held.member);
    if (suspension) throw suspendedError(suspension);
    req.member =
      held.closesAt !== null && Date.now() >= held.closesAt
        ? { ...held.member, gates: { ...held.member.gates!, verificationExpired: true } }
        : held.member;
  };
  app.decorate('authenticate', async (req: FastifyRequest) => signIn(req, bearerToken(req)));
  // Members-only files: the API's header, or the media cookie of a page's <img>/<video>/PDF load.
  app.decorate('authenticateMedia', async (req: FastifyRequest) =>
    signIn(req, bearerToken(req) ?? mediaCookieToken(req)),
  );
}
