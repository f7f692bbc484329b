import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import type { AltchaChallenge } from '@aatd/contract';
import { hashPassword } from '../lib/passwords.js';
import { createUser, type CreateUserInput } from '../core/users/users.repository.js';

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

/**
 * The browser's part of sign-in, through app.inject: authorize with the session token, follow the
 * interaction back to /callback, and return the fragment's parameters.
 */
export async function authorize(
  app: FastifyInstance,
  sessionToken: string | undefined,
  challenge: string,
  jar = cookieJar(),
) {
  const query = new URLSearchParams({
    client_id: 'web',
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid',
    redirect_uri: CALLBACK,
    state: 'state-123',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...(sessionToken ? { sessionToken } : {}),
  });
  let url = `/oidc/auth?${query}`;
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
    if (location.startsWith(CALLBACK)) return new URLSearchParams(new URL(location).hash.slice(1));
    url = location.startsWith('http') ? new URL(location).pathname + new URL(location).search : location;
  }
  throw new Error('too many redirects');
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
