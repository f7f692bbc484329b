import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_DOCCHECK = {
  clientId: 'client-1',
  clientSecret: 'secret-1',
  code: 'good-code',
  uniqueId: 'dc-unique-42',
  loginId: '1234',
};

export interface FakeDocCheck {
  server: http.Server;
  base: string;
  /** "METHOD /path" of every call, to prove when DocCheck was (not) contacted. */
  calls: string[];
  /** The settings a deployment uses to talk to this fake. */
  settings: { clientId: string; clientSecret: string; authorizeUrl: string; tokenUrl: string; userInfoUrl: string };
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A local fake of DocCheck Login's OAuth2 endpoints as documented: the login page at
 * /de/authorize (here a single "Log in" link back to redirect_uri with code, state, login_id and
 * uniquekey), POST /token (form-encoded client_id, client_secret, grant_type, code, redirect_uri)
 * and GET /api/users/data with a Bearer token. Only the code 'good-code' and this client's secret
 * succeed. Used by the API tests and, as a separate site, by the browser tests.
 */
export function startFakeDocCheck(port = 0): Promise<FakeDocCheck> {
  const calls: string[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      calls.push(`${req.method} ${url.pathname}`);
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method === 'GET' && url.pathname === '/de/authorize') {
        const back = new URL(url.searchParams.get('redirect_uri') ?? 'http://invalid/');
        back.search = new URLSearchParams({
          code: FAKE_DOCCHECK.code,
          state: url.searchParams.get('state') ?? '',
          login_id: FAKE_DOCCHECK.loginId,
          uniquekey: FAKE_DOCCHECK.uniqueId,
        }).toString();
        return res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(
            `<!doctype html><html lang="en"><title>DocCheck (test)</title><p>Test DocCheck login</p><a href="${escape(back.toString())}">Log in</a></html>`,
          );
      }
      if (req.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(raw);
        const ok =
          req.headers['content-type']?.startsWith('application/x-www-form-urlencoded') &&
          form.get('grant_type') === 'authorization_code' &&
          form.get('client_id') === FAKE_DOCCHECK.clientId &&
          form.get('client_secret') === FAKE_DOCCHECK.clientSecret &&
          form.get('redirect_uri')?.endsWith('/api/auth/doccheck/return') &&
          form.get('code') === FAKE_DOCCHECK.code;
        return ok
          ? send(200, {
              token_type: 'Bearer',
              expires_in: 3600,
              access_token: 'dc-access',
              refresh_token: 'dc-refresh',
            })
          : send(400, { error: 'invalid_grant', error_description: 'The code is invalid' });
      }
      if (req.method === 'GET' && url.pathname === '/api/users/data') {
        if (req.headers.authorization !== 'Bearer dc-access') return send(401, { error: 'invalid_token' });
        return send(200, { unique_id: FAKE_DOCCHECK.uniqueId, profession_id: 1, address_country_iso: 'DE' });
      }
      return send(404, { error: 'not_found' });
    });
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve({
        server,
        base,
        calls,
        settings: {
          clientId: FAKE_DOCCHECK.clientId,
          clientSecret: FAKE_DOCCHECK.clientSecret,
          authorizeUrl: `${base}/de/authorize`,
          tokenUrl: `${base}/token`,
          userInfoUrl: `${base}/api/users/data`,
        },
      });
    }),
  );
}
