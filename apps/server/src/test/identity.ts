import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import type { AltchaChallenge } from '@aatd/contract';
import { SECOND_FACTOR_SIGN_IN_PATH } from '@aatd/contract';
import { hashPassword } from '../lib/passwords.js';
import { createUser, type CreateUserInput } from '../core/users/users.repository.js';
import { newRecoveryCodes, newTotpSecret, totpCode } from '../lib/totp.js';
import { sealSecret } from '../core/second-factor/secret-box.js';
import { replaceRecoveryCodes } from '../core/second-factor/second-factor.repository.js';

export const PASSWORD = 'Correct-Horse-9';
let passwordHash: Promise<string> | undefined;

/** A member who can sign in with PASSWORD (verified unless told otherwise). */
export async function createLoginUser(app: FastifyInstance, overrides: Partial<CreateUserInput> = {}) {
  passwordHash ??= hashPassword(PASSWORD);
  return createUser(app.db, {
    email: `login-${randomBytes(4).toString('hex')}@example.test`,
    passwordHash: await passwordHash,
    title: 'Dr.',
    firstName: 'Lena',
    lastName: 'Login',
    region: 'US',
    verified: true,
    // Members of the tests have accepted the versions in force unless a test says otherwise.
    acceptedVersions: { terms: app.deployment.legal.terms.version, privacy: app.deployment.legal.privacy.version },
    ...overrides,
  });
}

/** Fetches and solves an ALTCHA challenge like the widget does; the result goes in x-altcha. */
export async function solveAltcha(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject({ url: '/api/auth/altcha' })).json<AltchaChallenge>();
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('ALTCHA challenge not solved');
  const payload = { ...challenge, number: solution.number, took: solution.took };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

export async function postLogin(
  app: FastifyInstance,
  body: { email: string; password: string },
  opts: { remoteAddress?: string; altcha?: string | null } = {},
) {
  const altcha = opts.altcha === undefined ? await solveAltcha(app) : opts.altcha;
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: body,
    headers: altcha ? { 'x-altcha': altcha } : {},
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
  });
}

/** A PKCE pair (RFC 7636, S256). */
export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Minimal cookie jar for following the provider's redirects with app.inject. */
export function cookieJar() {
  const jar = new Map<string, string>();
  return {
    header: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    store(res: LightMyRequestResponse) {
      const raw = res.headers['set-cookie'];
      for (const line of Array.isArray(raw) ? raw : raw ? [raw] : []) {
        const [pair] = line.split(';');
        const eq = pair!.indexOf('=');
        const name = pair!.slice(0, eq);
        const value = pair!.slice(eq + 1);
        if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
        else jar.set(name, value);
      }
    },
  };
}

/** The test app's PUBLIC_URL is the default http://localhost:3000; requests say they come from there. */
export const HOST = 'localhost:3000';
export const CALLBACK = `http://${HOST}/callback`;

/** Where the browser's part of sign-in ended: back at /callback, or at the code page. */
export type SignInStop = { callback: URLSearchParams; interaction?: never } | { interaction: string; callback?: never };

/** Follows the provider's redirects (and auto-submitting forms) from `url` as a browser would. */
async function follow(app: FastifyInstance, start: string, jar: ReturnType<typeof cookieJar>): Promise<SignInStop> {
  let url = start;
  let form: string | undefined;
  for (let hop = 0; hop < 8; hop++) {
    const res = await app.inject({
      url,
      method: form === undefined ? 'GET' : 'POST',
      headers: {
        cookie: jar.header(),
        host: HOST,
        ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(form === undefined ? {} : { payload: form }),
    });
    jar.store(res);
    form = undefined;
    // The provider's auto-submitting form (ending another member's session): submit it as a browser would.
    const autoPost =
      res.statusCode === 200 ? /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(res.body) : null;
    if (autoPost) {
      const inputs = [...autoPost[2]!.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map(([, k, v]): [string, string] => [
        k!,
        v!,
      ]);
      form = new URLSearchParams(inputs).toString();
      url = new URL(autoPost[1]!.replace(/&amp;/g, '&')).pathname;
      continue;
    }
    const location = res.headers.location;
    if (res.statusCode < 300 || res.statusCode >= 400 || typeof location !== 'string') {
      throw new Error(`unexpected ${res.statusCode} at ${url}: ${res.body.slice(0, 300)}`);
    }
    if (location.startsWith(CALLBACK)) return { callback: new URLSearchParams(new URL(location).hash.slice(1)) };
    // The second factor is asked on the web app's code page, inside this interaction.
    if (location.startsWith(`${SECOND_FACTOR_SIGN_IN_PATH}?`)) {
      return { interaction: new URLSearchParams(location.split('?')[1]).get('interaction')! };
    }
    url = location.startsWith('http') ? new URL(location).pathname + new URL(location).search : location;
  }
  throw new Error('too many redirects');
}

const authorizeUrl = (sessionToken: string | undefined, challenge: string) =>
  `/oidc/auth?${new URLSearchParams({
    client_id: 'web',
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid',
    redirect_uri: CALLBACK,
    state: 'state-123',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...(sessionToken ? { sessionToken } : {}),
  })}`;

/** The browser's part of sign-in up to /callback or the code page. */
export const startAuthorize = (
  app: FastifyInstance,
  sessionToken: string | undefined,
  challenge: string,
  jar = cookieJar(),
) => follow(app, authorizeUrl(sessionToken, challenge), jar);

/**
 * The browser's part of sign-in, through app.inject: authorize with the session token, follow the
 * interaction back to /callback, and return the fragment's parameters (for accounts without a
 * second factor).
 */
export async function authorize(
  app: FastifyInstance,
  sessionToken: string | undefined,
  challenge: string,
  jar = cookieJar(),
) {
  const stop = await startAuthorize(app, sessionToken, challenge, jar);
  if (!stop.callback) throw new Error(`the sign-in asked for a second factor (interaction ${stop.interaction})`);
  return stop.callback;
}

/** The code page's POST (same browser: the interaction cookie goes with it). */
export const postSecondFactor = (
  app: FastifyInstance,
  interaction: string,
  code: string,
  jar: ReturnType<typeof cookieJar>,
) =>
  app.inject({
    method: 'POST',
    url: `/oidc/interaction/${interaction}/second-factor`,
    headers: { cookie: jar.header(), host: HOST },
    payload: { code },
  });

/** After a right code: back into the provider, on to /callback. */
export async function resumeAfterCode(app: FastifyInstance, redirectTo: string, jar: ReturnType<typeof cookieJar>) {
  const url = redirectTo.startsWith('http') ? new URL(redirectTo).pathname + new URL(redirectTo).search : redirectTo;
  const stop = await follow(app, url, jar);
  if (!stop.callback) throw new Error('asked for a code twice');
  return stop.callback;
}

/** A confirmed TOTP factor with ten recovery codes, written straight to the database. */
export async function enrolTestTotp(app: FastifyInstance, userId: number) {
  const secret = newTotpSecret();
  await app.db
    .insertInto('user_totp')
    .values({
      user_id: userId,
      secret_box: sealSecret(app.env, secret),
      confirmed_at: new Date(),
      last_used_step: null,
    })
    .execute();
  const recoveryCodes = newRecoveryCodes();
  await replaceRecoveryCodes(app.db, userId, recoveryCodes);
  /** The code of the current step, or `offset` steps away (the window accepts ±1). */
  const code = (offset = 0) => totpCode(secret, Date.now() + offset * 30_000);
  return { secret, recoveryCodes, code };
}

/** Exchanges the callback's code for tokens. */
export async function exchange(app: FastifyInstance, params: URLSearchParams, verifier: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/token',
    headers: { host: HOST },
    payload: { code: params.get('code'), code_verifier: verifier },
  });
  return res.json<{ access_token: string; id_token: string; expires_in?: number }>();
}

/** Full sign-in: login, authorize, token exchange. */
export async function signInForTokens(app: FastifyInstance, email: string, password = PASSWORD) {
  const { sessionToken } = (await postLogin(app, { email, password })).json<{ sessionToken: string }>();
  const { verifier, challenge } = pkce();
  const params = await authorize(app, sessionToken, challenge);
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/token',
    headers: { host: HOST },
    payload: { code: params.get('code'), code_verifier: verifier },
  });
  return res.json<{ access_token: string; id_token: string; expires_in?: number }>();
}
