import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenExchange, TokenResponse } from '@aatd/contract';
import { AppError } from '../../lib/app-error.js';
import { OIDC_PREFIX, WEB_CLIENT_ID, webOrigins } from './oidc/provider.js';
import { findMemberByAccessToken } from './access-token.repository.js';
import { recordSignIn, recordSignOut } from '../reporting/sessions.repository.js';

/**
 * The callback URI the browser used: its own origin when that origin is registered (dev servers,
 * 127.0.0.1 vs localhost), else the public one.
 */
function callbackUri(app: FastifyInstance, req: FastifyRequest): string {
  const origin = `${req.protocol}://${req.host}`;
  return `${webOrigins(app.env).includes(origin) ? origin : app.env.publicUrl}/callback`;
}

/** Calls one of the provider's own endpoints in-process, exactly as an outside client would. */
async function callProvider(app: FastifyInstance, path: string, form: Record<string, string>) {
  const res = await app.inject({
    method: 'POST',
    url: `${OIDC_PREFIX}${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  const body = (res.body ? JSON.parse(res.body) : {}) as Record<string, unknown>;
  return { status: res.statusCode, body };
}

/** POST /api/user/token: the code and PKCE verifier go to the provider's token endpoint. */
export async function exchangeCode(
  app: FastifyInstance,
  req: FastifyRequest,
  input: TokenExchange,
): Promise<TokenResponse> {
  const { status, body } = await callProvider(app, '/token', {
    grant_type: 'authorization_code',
    client_id: WEB_CLIENT_ID,
    code: input.code,
    code_verifier: input.code_verifier,
    redirect_uri: callbackUri(app, req),
  });
  if (status !== 200 || typeof body.access_token !== 'string' || typeof body.id_token !== 'string') {
    const description =
      typeof body.error_description === 'string' ? body.error_description : 'Error in getting the tokens #1';
    throw new AppError(400, typeof body.error === 'string' ? body.error : 'invalid_grant', description);
  }
  // A sign-in is the strictly necessary session the reporting overview counts without consent.
  const member = await findMemberByAccessToken(app.db, body.access_token);
  if (member) await recordSignIn(app.db, member.id);
  return {
    access_token: body.access_token,
    id_token: body.id_token,
    ...(typeof body.expires_in === 'number' ? { expires_in: body.expires_in } : {}),
  };
}

/** POST /api/user/revoke-access-token (RFC 7009: unknown tokens are not an error). */
export async function revokeToken(app: FastifyInstance, token: string, hint?: string): Promise<void> {
  const member = await findMemberByAccessToken(app.db, token);
  const { status, body } = await callProvider(app, '/token/revocation', {
    client_id: WEB_CLIENT_ID,
    token,
    ...(hint ? { token_type_hint: hint } : {}),
  });
  if (status !== 200) {
    throw new AppError(
      400,
      typeof body.error === 'string' ? body.error : 'invalid_request',
      'The token could not be revoked.',
    );
  }
  if (member) await recordSignOut(app.db, member.id);
}
