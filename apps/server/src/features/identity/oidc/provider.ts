import Provider, { interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { OIDC_PATH, OIDC_WEB_CLIENT_ID } from '@aatd/contract';
import type { Db } from '../../../db/database.js';
import type { Env } from '../../../config/env.js';
import { findUserById } from '../../../core/users/users.repository.js';
import { postgresAdapter } from './adapter.js';
import { cookieKeys, loadSigningKeys, SIGNING_ALG } from './keys.js';
import { logoutSource, postLogoutSuccessSource, renderError } from './pages.js';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../../core/users/access-token.repository.js';

/** The first-party web app: a public client (no secret) that must use PKCE. */
export const WEB_CLIENT_ID = OIDC_WEB_CLIENT_ID;
export const OIDC_PREFIX = OIDC_PATH;
export const SUPPORTED_SCOPES = ['openid', 'email', 'profile'] as const;

const HOUR = 3600;

export const ACR_PASSWORD = 'urn:aatd:acr:pwd';
export const ACR_SECOND_FACTOR = 'urn:aatd:acr:mfa';
const DAY = 24 * HOUR;

/**
 * Where the web app may receive codes and return after logout. Outside production the same port
 * is also accepted on the other loopback name (browsers and tests use 127.0.0.1 or localhost) and
 * the Vite dev server's port.
 */
export function webOrigins(env: Env): string[] {
  const origins = new Set([env.publicUrl]);
  if (env.NODE_ENV !== 'production') {
    const url = new URL(env.publicUrl);
    for (const host of ['localhost', '127.0.0.1']) {
      origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
      origins.add(`http://${host}:5173`);
    }
  }
  return [...origins];
}

/** A new password sign-in (the login page's one-time token) always runs the login interaction,
 * even over an existing provider session: otherwise a second member on the same browser would
 * silently receive the first member's tokens. */
function policy() {
  const { Check, base } = interactionPolicy;
  const prompts = base();
  prompts
    .get('login')
    ?.checks.add(
      new Check('session_token', 'a new sign-in was requested', (ctx: KoaContextWithOIDC) =>
        ctx.oidc.params?.sessionToken !== undefined && !ctx.oidc.result?.login
          ? Check.REQUEST_PROMPT
          : Check.NO_NEED_TO_PROMPT,
      ),
    );
  return prompts;
}

export async function createProvider(db: Db, env: Env, log?: { warn: (msg: string) => void }): Promise<Provider> {
  const origins = webOrigins(env);
  const configuration: Configuration = {
    adapter: postgresAdapter(db),
    jwks: await loadSigningKeys(db, env, log),
    cookies: { keys: cookieKeys(env), long: { signed: true }, short: { signed: true } },
    clients: [
      {
        client_id: WEB_CLIENT_ID,
        client_name: 'AATD HCP Community',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        id_token_signed_response_alg: SIGNING_ALG,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        scope: SUPPORTED_SCOPES.join(' '),
        redirect_uris: origins.map((o) => `${o}/callback`),
        post_logout_redirect_uris: origins.flatMap((o) => [`${o}/login`, `${o}/`]),
      },
    ],
    clientDefaults: { id_token_signed_response_alg: SIGNING_ALG },
    scopes: [...SUPPORTED_SCOPES],
    // acr and amr go into every ID token: they say how the member signed in.
    claims: {
      openid: ['sub', 'acr', 'amr'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    responseTypes: ['code'],
    pkce: { required: () => true },
    extraParams: ['sessionToken'],
    // Assurance levels: a password alone, or a password and the second factor.
    acrValues: [ACR_PASSWORD, ACR_SECOND_FACTOR],
    // Opaque access tokens keep the sign-in's amr, so the API can tell a session with the second
    // factor from one without (core/users/access-token.repository.ts).
    extraTokenClaims(ctx) {
      const amr = ctx.oidc.entities.AuthorizationCode?.amr;
      return { amr: Array.isArray(amr) ? amr : ['pwd'] };
    },
    features: {
      devInteractions: { enabled: false },
      // Holding the token is the proof (RFC 7009); it must have been issued to the calling client.
      revocation: { enabled: true, allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
    },
    interactions: { policy: policy(), url: (_ctx, interaction) => `${OIDC_PREFIX}/interaction/${interaction.uid}` },
    renderError,
    ttl: {
      // Revocation and password changes still end a token at once.
      AccessToken: () => ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: () => 60,
      IdToken: () => HOUR,
      Interaction: () => 10 * 60,
      Grant: () => 14 * DAY,
      Session: () => 14 * DAY,
    },
    async findAccount(_ctx, sub) {
      const user = /^\d{1,9}$/.test(sub) ? await findUserById(db, Number(sub)) : undefined;
      // An account that lost its verification (or was deleted) gets no further tokens.
      if (!user || user.hcp_status !== 'verified') return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: user.email,
          email_verified: user.email_verified_at !== null,
          name: `${user.first_name} ${user.last_name}`,
          given_name: user.first_name,
          family_name: user.last_name,
        }),
      };
    },
  };
  const provider = new Provider(`${env.publicUrl}${OIDC_PREFIX}`, configuration);
  // Behind a TLS-terminating proxy in production, as Fastify's trustProxy.
  provider.proxy = env.NODE_ENV === 'production';
  return provider;
}
