import type { FastifyInstance } from 'fastify';

type Headers = Record<string, string>;

/**
 * get/post/send against the test app's /api, for the My Account security tests. The app is read
 * at each call, so a test file may build it in beforeAll.
 */
export function apiCalls(appOf: () => FastifyInstance) {
  const get = (url: string, headers: Headers = {}) => appOf().inject({ url: `/api${url}`, headers });
  const send = (method: 'POST' | 'PUT', url: string, headers: Headers = {}, payload?: object) =>
    appOf().inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const post = (url: string, headers: Headers = {}, payload?: object) => send('POST', url, headers, payload);
  return { get, send, post };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The claims of an ID token (its signature is the provider's business, checked elsewhere). */
export const claimsOf = (idToken: string) =>
  JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as { amr?: string[]; acr?: string };

/** A member's audit rows whose action starts with one of the prefixes, oldest first. */
export const factorAuditOf = (app: FastifyInstance, userId: number, prefixes: string[]) =>
  app.db
    .selectFrom('audit_log')
    .select(['actor_id', 'action', 'from_state', 'to_state'])
    .where('target_type', '=', 'user')
    .where('target_id', '=', String(userId))
    .where((eb) => eb.or(prefixes.map((prefix) => eb('action', 'like', `${prefix}%`))))
    .orderBy('id')
    .execute();
