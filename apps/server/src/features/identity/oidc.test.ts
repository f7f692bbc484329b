import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { buildTestApp } from '../../test/build-test-app.js';
import { createLoginUser, postLogin } from '../../test/identity.js';

/**
 * The provider driven over real HTTP by openid-client, an independent certified client: discovery,
 * authorization code with PKCE and response_mode=fragment, token, userinfo, revocation, logout.
 */
let app: FastifyInstance;
let base: string;

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  app = await buildTestApp({ env: { PUBLIC_URL: base } });
  await app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => app?.close());

/** A browser's cookie handling, enough for the provider's session and interaction cookies. */
const jar = new Map<string, string>();
async function browse(url: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, ...value] = pair!.split('=');
    if (/expires=Thu, 01 Jan 1970/i.test(line) || value.join('=') === '') jar.delete(name!);
    else jar.set(name!, value.join('='));
  }
  return res;
}

describe('OpenID Provider at /oidc (openid-client)', () => {
  it('runs discovery → code + PKCE (fragment) → token → userinfo → revocation → logout', async () => {
    const config = await client.discovery(
      new URL(`${base}/oidc`),
      'web',
      { token_endpoint_auth_method: 'none' },
      client.None(),
      {
        execute: [client.allowInsecureRequests],
      },
    );
    const meta = config.serverMetadata();
    expect(meta.issuer).toBe(`${base}/oidc`);
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    expect(meta.revocation_endpoint).toBe(`${base}/oidc/token/revocation`);
    expect(meta.end_session_endpoint).toBe(`${base}/oidc/session/end`);

    const user = await createLoginUser(app, { firstName: 'Olive', lastName: 'Openid' });
    const { sessionToken } = (await postLogin(app, { email: user.email, password: 'Correct-Horse-9' })).json();
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const authUrl = client.buildAuthorizationUrl(config, {
      redirect_uri: `${base}/callback`,
      scope: 'openid email profile',
      response_mode: 'fragment',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      sessionToken,
    });

    let location = authUrl.href;
    for (let hop = 0; hop < 5 && !location.startsWith(`${base}/callback`); hop++) {
      const res = await browse(location);
      expect(res.status).toBeGreaterThanOrEqual(300);
      location = new URL(res.headers.get('location')!, location).href;
    }
    const callback = new URL(location);
    expect(callback.search).toBe('');
    const fragment = new URLSearchParams(callback.hash.slice(1));
    expect(fragment.get('state')).toBe(state);
    expect(fragment.get('iss')).toBe(`${base}/oidc`);

    // The web app reads the fragment; hand it to the client as query parameters.
    const tokens = await client.authorizationCodeGrant(config, new URL(`${base}/callback?${fragment}`), {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    expect(tokens.claims()?.sub).toBe(String(user.id));
    expect(tokens.expires_in).toBe(8 * 3600);

    const info = await client.fetchUserInfo(config, tokens.access_token, String(user.id));
    expect(info).toMatchObject({ sub: String(user.id), email: user.email, name: 'Olive Openid' });
    const auth = { authorization: `Bearer ${tokens.access_token}` };
    expect((await app.inject({ url: '/api/user', headers: auth })).statusCode).toBe(200);

    await client.tokenRevocation(config, tokens.access_token, { token_type_hint: 'access_token' });
    expect((await app.inject({ url: '/api/user', headers: auth })).statusCode).toBe(401);
    await expect(client.fetchUserInfo(config, tokens.access_token, String(user.id))).rejects.toThrow();

    // RP-initiated logout: the confirmation page needs no inline script under the site's CSP.
    const endUrl = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: `${base}/login`,
    });
    const page = await browse(endUrl.href);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy')!;
    expect(
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src')),
    ).toBe("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('<script src="/oidc/assets/logout.js" defer></script>');
    expect(html).not.toMatch(/<script>/);
    const script = await browse(`${base}/oidc/assets/logout.js`);
    expect(script.headers.get('content-type')).toContain('javascript');

    const form = /action="([^"]+)"><input type="hidden" name="xsrf" value="([^"]+)"/.exec(html)!;
    const done = await browse(form[1]!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: form[2]!, logout: 'yes' }).toString(),
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${base}/login`);
    const sessions = await app.db
      .selectFrom('oidc_payloads')
      .select('id')
      .where('type', '=', 'Session')
      .where('account_id', '=', user.id)
      .execute();
    expect(sessions).toEqual([]);
  });

  it('refuses an authorization request without PKCE', async () => {
    const res = await browse(
      `${base}/oidc/auth?${new URLSearchParams({ client_id: 'web', response_type: 'code', scope: 'openid', redirect_uri: `${base}/callback`, state: 's' })}`,
    );
    const location = new URL(res.headers.get('location')!);
    expect(new URLSearchParams(location.search || location.hash.slice(1)).get('error')).toBe('invalid_request');
  });

  it('keeps its signing key across restarts (stored in the database)', async () => {
    const jwks = (await (await fetch(`${base}/oidc/jwks`)).json()) as { keys: { kid: string; x: string }[] };
    const stored = await app.db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', 'oidc.jwks')
      .executeTakeFirstOrThrow();
    expect(stored.value.startsWith('v1.')).toBe(true);
    expect(stored.value).not.toContain(jwks.keys[0]!.x);
    const { loadSigningKeys } = await import('./oidc/keys.js');
    const again = await loadSigningKeys(app.db, app.env);
    expect(again.keys[0]!.kid).toBe(jwks.keys[0]!.kid);
  });
});
