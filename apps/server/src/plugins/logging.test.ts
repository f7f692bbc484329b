import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadEnv } from '../config/env.js';
import { DeploymentSchema } from '../config/deployment.js';
import { createTestDatabase } from '../test/test-database.js';
import { redactUrl } from './logging.js';

describe('redactUrl', () => {
  it('hides tokens in query strings', () => {
    expect(redactUrl('/oidc/auth?client_id=web&sessionToken=abc123&state=xyz')).toBe(
      '/oidc/auth?client_id=web&sessionToken=[redacted]&state=[redacted]',
    );
  });
  it('hides tokens in path segments', () => {
    expect(redactUrl('/verifyEmail/secret-token')).toBe('/verifyEmail/[redacted]');
    expect(redactUrl('/resetpassword/abc?x=1')).toBe('/resetpassword/[redacted]?x=1');
  });
  it('leaves ordinary URLs alone', () => {
    expect(redactUrl('/api/information/news?limit=3&page=2')).toBe('/api/information/news?limit=3&page=2');
  });
});

/** The app logging at `level` into memory. */
async function loggingApp(level: string) {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: level }),
    deployment: DeploymentSchema.parse({}),
    database: await createTestDatabase(),
    logStream: stream,
  });
  return { app, lines };
}

describe('request logs', () => {
  it('carry a request id and never the token or password of a request', async () => {
    const { app, lines } = await loggingApp('info');
    await app.inject({
      url: '/oidc/auth?sessionToken=SECRET-SESSION&code=SECRET-CODE',
      headers: { authorization: 'Bearer SECRET-TOKEN', cookie: '_session=SECRET-COOKIE' },
    });
    await app.inject({ method: 'POST', url: '/api/health', payload: { password: 'SECRET-PASSWORD' } });
    await app.close();
    const all = lines.join('\n');
    expect(all).toContain('"reqId"');
    expect(all).not.toMatch(/SECRET-(SESSION|CODE|TOKEN|COOKIE|PASSWORD)/);
  });
});

describe('request logs at the production level (warn)', () => {
  it("leave out Fastify's info lines, and every line written carries its request's id and hides secrets", async () => {
    const { app, lines } = await loggingApp('warn');
    app.get('/api/test-failure', async (req) => {
      req.log.debug('not written at warn');
      req.log.warn({ attempt: { password: 'SECRET-PASSWORD', token: 'SECRET-TOKEN' } }, 'suspicious attempt');
      throw new Error('boom');
    });
    const ok = await app.inject({ url: '/api/health' });
    const failed = await app.inject({ url: '/api/test-failure' });
    await app.close();
    expect(failed.statusCode).toBe(500);
    const written = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string });
    expect(written.map((line) => line.msg)).toEqual(['suspicious attempt', 'unhandled error']);
    for (const line of written) expect(line.reqId).toBe(failed.headers['x-request-id']);
    expect(written.some((line) => line.reqId === ok.headers['x-request-id'])).toBe(false);
    expect(lines.join('\n')).toContain('[redacted]');
    expect(lines.join('\n')).not.toMatch(/SECRET-(PASSWORD|TOKEN)/);
  });
});
