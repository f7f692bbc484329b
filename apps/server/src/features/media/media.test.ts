import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app.js';
import { resolveUpload } from './media.routes.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  const dir = path.join(app.env.dataDir, 'uploads', 'sample');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'pic.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  fs.writeFileSync(path.join(dir, 'x.svg'), '<svg onload="alert(1)"/>');
  fs.writeFileSync(path.join(dir, 'clip.mp4'), Buffer.from(Array.from({ length: 100 }, (_, i) => i)));
});
afterAll(async () => {
  fs.rmSync(app.env.dataDir, { recursive: true, force: true });
  await app.close();
});

describe('GET /api/media/*', () => {
  it('serves an upload with its type', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/media/sample/pic.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
  it('serves a byte range of a video, and refuses a range past its end', async () => {
    const full = await app.inject({ method: 'GET', url: '/api/media/sample/clip.mp4' });
    expect(full.statusCode).toBe(200);
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(full.rawPayload.length).toBe(100);

    const part = await app.inject({
      method: 'GET',
      url: '/api/media/sample/clip.mp4',
      headers: { range: 'bytes=10-19' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['content-range']).toBe('bytes 10-19/100');
    expect([...part.rawPayload]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);

    const tail = await app.inject({ method: 'GET', url: '/api/media/sample/clip.mp4', headers: { range: 'bytes=-3' } });
    expect([...tail.rawPayload]).toEqual([97, 98, 99]);

    const past = await app.inject({
      method: 'GET',
      url: '/api/media/sample/clip.mp4',
      headers: { range: 'bytes=100-' },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */100');
    expect(past.json()).toMatchObject({ errors: 'rangeNotSatisfiable' });
  });
  it('refuses other types, missing files and paths out of the folder', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/media/sample/x.svg' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/media/sample/none.png' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/media/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/media/sample' })).statusCode).toBe(404);
  });
  it('resolves only inside the folder', () => {
    expect(resolveUpload('/data/uploads', '../secret.png')).toBeNull();
    expect(resolveUpload('/data/uploads', '/etc/passwd')).toBeNull();
    expect(resolveUpload('/data/uploads', 'a/b.png')).toBe('/data/uploads/a/b.png');
  });
});
