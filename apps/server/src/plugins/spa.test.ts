import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa.js';

const ASSET = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let app: FastifyInstance;
beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>spa</title>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), ASSET);
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(ASSET));
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), zlib.gzipSync(ASSET));
  app = Fastify({ logger: false });
  app.decorate('drawnPages', {});
  await registerSpa(app, dist);
});
afterAll(() => app?.close());

describe('GET of a page address', () => {
  it('answers 200 with the app for every kind of route in the table, deep links included', async () => {
    for (const url of [
      '/',
      '/community/news/clinicalnews',
      '/community/news/journalwatch/12?from=mail',
      '/community/education/oncology/3',
      '/casestudy/news',
      '/cs-2',
      '/resetpassword/abc-DEF_123',
      '/search/profiles?q=ada',
      '/Community/News/',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>spa</title>');
    }
  });

  it('answers 404 with the app (its not-found page) for an address no page has', async () => {
    for (const url of ['/no/such/page', '/community/news/clinicalnews/1/extra', '/cs-9', '/loginx?x=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<title>spa</title>');
    }
  });

  it('keeps API and identity-provider misses as JSON 404s', async () => {
    const res = await app.inject({ url: '/api/no-such-endpoint' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errors: 'notFound' });
  });
});

describe('GET of a built asset', () => {
  it('sends the brotli or gzip copy the build made, as the browser accepts, cached for a year', async () => {
    const br = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);
    const gz = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(ASSET);
    const plain = await app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });
});
