import type { FastifyInstance } from 'fastify';
import type { TokenExchange, TokenResponse } from '@aatd/contract';
import type { ServiceContext } from '../../core/service-context.js';
import { AppError } from '../../lib/app-error.js';
import { OIDC_PREFIX, WEB_CLIENT_ID, webOrigins } from './oidc/provider.js';
import { internalCallHeaders } from './identity-limits.js';
import { findMemberByAccessToken } from '../../core/users/access-token.repository.js';
import { recordSignIn, recordSignOut } from '../../core/sessions/member-sessions.repository.js';
import { cancelErasureOnSignIn } from '../../core/users/erase-account.js';

/**
 * The sign-in services call the provider's own endpoints in-process, so their context is the app
 * (which can inject a request) as well as the usual service context. Visitors call them: holding
 * the code or the token is the credential, so they have no access policy.
 */
export type ProviderContext = ServiceContext & Pick<FastifyInstance, 'inject'>;

/**
 * The callback URI the browser used: its own origin when that origin is registered (dev servers,
 * 127.0.0.1 vs localhost), else the public one.
 */
function callbackUri(ctx: ProviderContext, origin: string): string {
  return `${webOrigins(ctx.env).includes(origin) ? origin : ctx.env.publicUrl}/callback`;
}

/** Calls one of the provider's own endpoints in-process, exactly as an outside client would. */
async function callProvider(ctx: ProviderContext, path: string, form: Record<string, string>) {
  const res = await ctx.inject({
    method: 'POST',
    url: `${OIDC_PREFIX}${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...internalCallHeaders() },
    payload: new URLSearchParams(form).toString(),
  });
  const body = (res.body ? JSON.parse(res.body) : {}) as Record<string, unknown>;
  return { status: res.statusCode, body };
}

/**
 * POST /api/user/token: the code and PKCE verifier go to the provider's token endpoint. `origin`
 * is the browser's (`protocol://host` of the request).
 */
export async function exchangeCode(ctx: ProviderContext, input: TokenExchange, origin: string): Promise<TokenResponse> {
  const { status, body } = await callProvider(ctx, '/token', {
    grant_type: 'authorization_code',
    client_id: WEB_CLIENT_ID,
    code: input.code,
    code_verifier: input.code_verifier,
    redirect_uri: callbackUri(ctx, origin),
  });
  if (status !== 200 || typeof body.access_token !== 'string' || typeof body.id_token !== 'string') {
    const description =
      typeof body.error_description === 'string' ? body.error_description : 'Error in getting the tokens #1';
    throw new AppError(400, typeof body.error === 'string' ? body.error : 'invalid_grant', description);
  }
  // A sign-in is the strictly necessary session the reporting overview counts without consent.
  const member = await findMemberByAccessToken(ctx.db, body.access_token);
  if (member) await recordSignIn(ctx.db, member.id);
  // Signing in during the cooling-off period cancels a requested erasure.
  const erasureCancelled = member ? await cancelErasureOnSignIn(ctx.db, member.id) : false;
  return {
    access_token: body.access_token,
    id_token: body.id_token,
    ...(typeof body.expires_in === 'number' ? { expires_in: body.expires_in } : {}),
    ...(erasureCancelled ? { erasureCancelled: true as const } : {}),
  };
}

/** POST /api/user/revoke-access-token (RFC 7009: unknown tokens are not an error). */
export async function revokeToken(ctx: ProviderContext, token: string, hint?: string): Promise<void> {
  const member = await findMemberByAccessToken(ctx.db, token);
  const { status, body } = await callProvider(ctx, '/token/revocation', {
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
  if (member) await recordSignOut(ctx.db, member.id);
}
