import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember } from '../../test/factories.js';
import { uploadKey } from './media.service.js';

let app: FastifyInstance;
let member: Awaited<ReturnType<typeof createMember>>;
const get = (url: string, headers: Record<string, string> = member.auth) => app.inject({ method: 'GET', url, headers });
beforeAll(async () => {
  app = await buildTestApp();
  member = await createMember(app);
  fs.mkdirSync(path.join(app.env.dataDir, 'uploads', 'public'), { recursive: true });
  fs.writeFileSync(path.join(app.env.dataDir, 'uploads', 'public', 'hero.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const dir = path.join(app.env.dataDir, 'uploads', 'sample');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'pic.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  fs.writeFileSync(path.join(dir, 'x.svg'), '<svg onload="alert(1)"/>');
  fs.writeFileSync(path.join(dir, 'leaflet.pdf'), '%PDF-1.7\n%%EOF\n');
  fs.writeFileSync(path.join(dir, 'clip.mp4'), Buffer.from(Array.from({ length: 100 }, (_, i) => i)));
});
afterAll(async () => {
  fs.rmSync(app.env.dataDir, { recursive: true, force: true });
  await app.close();
});

describe('GET /api/media/*', () => {
  it('serves an upload with its type', async () => {
    const res = await get('/api/media/sample/pic.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
  it('serves a PDF as a file to save, sandboxed should a browser render it, ranges included', async () => {
    for (const headers of [member.auth, { ...member.auth, range: 'bytes=0-3' }]) {
      const res = await get('/api/media/sample/leaflet.pdf', headers);
      expect(res.statusCode).toBeLessThan(300);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="leaflet.pdf"');
      expect(res.headers['content-security-policy']).toBe('sandbox');
    }
    // Other files keep the page's own policy.
    expect((await get('/api/media/sample/pic.png')).headers['content-disposition']).toBeUndefined();
  });
  it('serves a byte range of a video, and refuses a range past its end', async () => {
    const full = await get('/api/media/sample/clip.mp4');
    expect(full.statusCode).toBe(200);
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(full.rawPayload.length).toBe(100);

    const part = await get('/api/media/sample/clip.mp4', { ...member.auth, range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['content-range']).toBe('bytes 10-19/100');
    expect([...part.rawPayload]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);

    const tail = await get('/api/media/sample/clip.mp4', { ...member.auth, range: 'bytes=-3' });
    expect([...tail.rawPayload]).toEqual([97, 98, 99]);

    const past = await get('/api/media/sample/clip.mp4', { ...member.auth, range: 'bytes=100-' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */100');
    expect(past.json()).toMatchObject({ errors: 'rangeNotSatisfiable' });
  });
  it('refuses other types, missing files and paths out of the folder', async () => {
    expect((await get('/api/media/sample/x.svg')).statusCode).toBe(404);
    expect((await get('/api/media/sample/none.png')).statusCode).toBe(404);
    expect((await get('/api/media/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
    expect((await get('/api/media/sample')).statusCode).toBe(404);
  });
  it('resolves only inside the folder', () => {
    expect(uploadKey('../secret.png')).toBeNull();
    expect(uploadKey('a/../../secret.png')).toBeNull();
    expect(uploadKey('/etc/passwd')).toBeNull();
    expect(uploadKey('a/b.png')).toBe('uploads/a/b.png');
    expect(uploadKey('a/./b.png')).toBe('uploads/a/b.png');
  });
});

describe('who may read media', () => {
  it('refuses members-only files to a visitor, with no file content', async () => {
    for (const url of ['/api/media/sample/pic.png', '/api/media/sample/clip.mp4', '/api/media/profile/x.webp']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });

  it('serves files under public/ to anyone', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/media/public/hero.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('opens a media session whose cookie lets <img>, <video> and PDF loads through until sign-out', async () => {
    const who = await createMember(app);
    const opened = await app.inject({ method: 'POST', url: '/api/media/session', headers: who.auth });
    expect(opened.statusCode).toBe(204);
    const setCookie = String(opened.headers['set-cookie']);
    expect(setCookie).toMatch(/^aatd_media=[^;]+; Path=\/api\/media; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    const cookie = setCookie.split(';')[0]!;

    const viaCookie = await app.inject({ method: 'GET', url: '/api/media/sample/pic.png', headers: { cookie } });
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.headers['cache-control']).toBe('private, max-age=3600');
    // The cookie is no access token anywhere else.
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);

    await app.inject({ method: 'POST', url: '/api/user/revoke-access-token', payload: { token: who.token } });
    expect(
      (await app.inject({ method: 'GET', url: '/api/media/sample/pic.png', headers: { cookie } })).statusCode,
    ).toBe(401);

    const closed = await app.inject({ method: 'DELETE', url: '/api/media/session' });
    expect(String(closed.headers['set-cookie'])).toMatch(/^aatd_media=; Path=\/api\/media; Max-Age=0/);
  });

  it('needs a signed-in member to open a media session', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/media/session' })).statusCode).toBe(401);
  });
});
