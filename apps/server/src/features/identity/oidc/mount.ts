import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import {
  ErrorResponseSchema,
  SECOND_FACTOR_ERROR_CODES,
  SECOND_FACTOR_MESSAGES,
  SECOND_FACTOR_SIGN_IN_PATH,
  SecondFactorSignInResultSchema,
  SecondFactorSignInSchema,
} from '@aatd/contract';
import { ACR_PASSWORD, ACR_SECOND_FACTOR, createProvider, OIDC_PREFIX, SUPPORTED_SCOPES } from './provider.js';
import { interactionErrorPage, LOGOUT_SCRIPT, LOGOUT_SCRIPT_PATH } from './pages.js';
import { consumeLoginToken } from '../login.repository.js';
import { decorateSignInLimits, isInternalCall } from '../identity-limits.js';
import { endSecondFactorWait, findSecondFactorWait, startSecondFactorWait } from '../second-factor-wait.repository.js';
import { hasSecondFactor } from '../../../core/second-factor/check-code.js';
import { proveSecondFactor } from '../../../core/second-factor/code-attempts.js';
import { AppError } from '../../../lib/app-error.js';
import { PASSKEY_AMR, SECOND_FACTOR_AMRS } from '../../../core/access-policy.js';
import { hijackWithHeaders } from '../../../core/hijack.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenID Provider mounted at /oidc. */
    oidc: Provider;
  }
}

const INTERACTION = `${OIDC_PREFIX}/interaction/`;
const ASSETS = `${OIDC_PREFIX}/assets/`;

/**
 * The sign-in limit of a provider path (after the prefix), or null for its other endpoints. The
 * provider's router ignores case, dot segments and a trailing slash, so the match must too.
 */
const limitOf = (rawPath: string) => {
  const path = new URL(rawPath, 'http://provider').pathname.toLowerCase().replace(/\/+$/, '');
  if (path === '/token') return 'token' as const;
  if (path === '/token/revocation') return 'revoke' as const;
  if (path === '/auth' || path.startsWith('/auth/')) return 'authorize' as const;
  return null;
};

/** Requests the provider answers itself: everything under /oidc but our interaction and assets. */
const isProviderUrl = (url: string) =>
  (url === OIDC_PREFIX || url.startsWith(`${OIDC_PREFIX}/`) || url.startsWith(`${OIDC_PREFIX}?`)) &&
  !url.startsWith(INTERACTION) &&
  !url.startsWith(ASSETS);

/**
 * Mounts the OpenID Provider at /oidc. Fastify's wildcard routes do not serve it well (long query
 * strings 404), so an onRequest hook hands the raw request to the provider's Koa app. originalUrl
 * keeps the prefix so the provider builds its endpoint URLs under /oidc. Registered after the
 * security headers, so the site's CSP applies to the provider's pages too.
 */
export async function registerOidc(app: FastifyInstance): Promise<void> {
  const provider = await createProvider(app.db, app.env, app.log);
  const handle = provider.callback();
  app.decorate('oidc', provider);
  decorateSignInLimits(app);
  // The provider answers its own 500s; make sure they reach our log (no tokens are in `err`).
  provider.on('server_error', (_ctx, err) => app.log.error({ err }, 'oidc provider error'));

  const handOver = async (req: FastifyRequest, reply: FastifyReply, url: string) => {
    // Hijacked requests skip route hooks, so the provider's endpoints are limited here, before
    // hijacking: a 429 still leaves through the error handler with Retry-After.
    const limit = limitOf(url.slice(OIDC_PREFIX.length).split('?')[0]!);
    if (limit && !isInternalCall(req)) await app.signInLimits[limit](req, reply);
    (req.raw as typeof req.raw & { originalUrl?: string }).originalUrl = url;
    req.raw.url = url.slice(OIDC_PREFIX.length) || '/';
    hijackWithHeaders(reply);
    await handle(req.raw, reply.raw);
  };
  // Runs for every request of the site: the others pass straight on, without a promise each.
  app.addHook('onRequest', (req, reply, done) => {
    const url = req.raw.url ?? '';
    if (!isProviderUrl(url)) return done();
    handOver(req, reply, url).then(() => done(), done);
  });

  app.get(LOGOUT_SCRIPT_PATH, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(LOGOUT_SCRIPT),
  );

  /**
   * The login interaction: the member proved their password in POST /api/auth/login (or a passkey
   * in POST /api/auth/passkey/verify), which gave the browser a one-time sessionToken. Consuming it here signs them in at the provider; the
   * first-party client gets its grant without a consent screen.
   */
  app.get(`${INTERACTION}:uid`, { onRequest: app.signInLimits.authorize }, async (req, reply) => {
    let details;
    try {
      details = await provider.interactionDetails(req.raw, reply.raw);
    } catch {
      return reply.code(400).type('text/html; charset=utf-8').send(interactionErrorPage());
    }
    const { sessionToken } = details.params;
    const proved = typeof sessionToken === 'string' ? await consumeLoginToken(app.db, sessionToken) : null;
    if (proved === null) {
      const returnTo = await provider.interactionResult(req.raw, reply.raw, {
        error: 'access_denied',
        error_description: 'Your sign-in has expired. Please sign in again.',
      });
      return reply.redirect(returnTo, 303);
    }
    const { userId } = proved;
    // A passkey with user verification is both factors at once: no code step follows.
    if (proved.method === 'passkey') {
      return reply.redirect(await finishSignIn(req, reply, userId, details, [...PASSKEY_AMR]), 303);
    }
    // With a second factor the password does not finish the sign-in: the web app's code page asks
    // for a code and posts it to the route below, inside this same interaction.
    if (await hasSecondFactor(app.db, userId)) {
      await startSecondFactorWait(app.db, details.uid, userId);
      const query = new URLSearchParams({ interaction: details.uid });
      return reply.redirect(`${SECOND_FACTOR_SIGN_IN_PATH}?${query}`, 303);
    }
    return reply.redirect(await finishSignIn(req, reply, userId, details, ['pwd']), 303);
  });

  /**
   * The code step: the interaction's cookie proves this browser started the sign-in,
   * the wait row says whose password it proved. A right code (or an unused recovery code) ends
   * the interaction with amr ["pwd","otp"]; wrong codes count towards the same growing wait as
   * passwords. Answers JSON: the web app then follows `redirectTo` back into the provider.
   */
  app.post(
    `${INTERACTION}:uid/second-factor`,
    {
      onRequest: app.signInLimits.authorize,
      schema: {
        body: SecondFactorSignInSchema,
        response: { 200: SecondFactorSignInResultSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const expired = () =>
        new AppError(
          400,
          SECOND_FACTOR_ERROR_CODES.secondFactorSignInExpired,
          SECOND_FACTOR_MESSAGES.secondFactorSignInExpired,
        );
      let details;
      try {
        details = await provider.interactionDetails(req.raw, reply.raw);
      } catch {
        throw expired();
      }
      const { uid } = req.params as { uid: string };
      const userId = details.uid === uid ? await findSecondFactorWait(app.db, uid) : null;
      if (userId === null) throw expired();
      await proveSecondFactor(app, userId, (req.body as { code: string }).code);
      await endSecondFactorWait(app.db, uid);
      return { redirectTo: await finishSignIn(req, reply, userId, details, ['pwd', 'otp']) };
    },
  );

  /** Signs the member in at the provider with a fresh grant; answers where the browser resumes. */
  async function finishSignIn(
    req: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    details: Awaited<ReturnType<Provider['interactionDetails']>>,
    amr: string[],
  ): Promise<string> {
    const { client_id: clientId, scope } = details.params;
    const accountId = String(userId);
    // Always a fresh grant: one left in the browser's session may belong to another member.
    const grant = new provider.Grant({ accountId, clientId: String(clientId) });
    const requested = String(scope ?? 'openid').split(' ');
    grant.addOIDCScope(SUPPORTED_SCOPES.filter((s) => requested.includes(s)).join(' '));
    const grantId = await grant.save();
    const acr = amr.some((m) => SECOND_FACTOR_AMRS.includes(m)) ? ACR_SECOND_FACTOR : ACR_PASSWORD;
    return provider.interactionResult(
      req.raw,
      reply.raw,
      { login: { accountId, remember: true, amr, acr }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }
}
