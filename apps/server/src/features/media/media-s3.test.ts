import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember, createStaff } from '../../test/factories.js';
import { startLocalS3, type LocalS3 } from '../../test/s3-server.js';
import { fileStorage } from '../../core/storage/file-storage.js';

/**
 * Uploads and media with STORAGE=s3 against a real S3-compatible server: what the console stores
 * lands in the bucket (nothing under DATA_DIR/uploads), members read it back through
 * GET /api/media/*, and a video seeks with a ranged read of the object.
 */
let s3: LocalS3 | null;
let app: FastifyInstance;
let editor: { authorization: string };
let member: { authorization: string };
const video = fs.readFileSync(new URL('../../seed/education/assets/sample-video.mp4', import.meta.url));

beforeAll(async () => {
  s3 = await startLocalS3();
  app = await buildTestApp({ env: s3.env });
  editor = (await createStaff(app, 'editor')).auth;
  member = (await createMember(app)).auth;
});
afterAll(async () => {
  if (app) fs.rmSync(app.env.dataDir, { recursive: true, force: true });
  await app?.close();
  await s3?.close();
});

async function upload(file: Buffer, name: string, type: string, alt?: string) {
  const form = new FormData();
  if (alt) form.append('alt', alt);
  form.append('file', new Blob([new Uint8Array(file)], { type }), name);
  const encoded = new Response(form);
  return app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { ...editor, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

describe('the media library on an S3-compatible bucket', () => {
  it('stores an uploaded image in the bucket and serves it to members', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const res = await upload(png, 'chart.png', 'image/png', 'A blue chart');
    expect(res.statusCode).toBe(201);
    const { path: stored, url, thumbUrl } = res.json() as { path: string; url: string; thumbUrl: string };

    const inBucket = await fileStorage(app.env).get(`uploads/${stored}`);
    expect(inBucket?.subarray(8, 12).toString()).toBe('WEBP');
    expect(fs.existsSync(path.join(app.env.dataDir, 'uploads'))).toBe(false);

    const served = await app.inject({ method: 'GET', url, headers: member });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(inBucket!)).toBe(true);
    expect((await app.inject({ method: 'GET', url: thumbUrl, headers: member })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('stores a video and answers byte ranges from the object', async () => {
    const res = await upload(video, 'clip.mp4', 'video/mp4');
    expect(res.statusCode).toBe(201);
    const { url } = res.json() as { url: string };

    const whole = await app.inject({ method: 'GET', url, headers: member });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(video)).toBe(true);

    const part = await app.inject({ method: 'GET', url, headers: { ...member, range: 'bytes=100-1099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(100, 1100))).toBe(true);

    const tail = await app.inject({ method: 'GET', url, headers: { ...member, range: 'bytes=-16' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(video.length - 16))).toBe(true);

    const past = await app.inject({ method: 'GET', url, headers: { ...member, range: `bytes=${video.length}-` } });
    expect(past.statusCode).toBe(416);
  });

  it('answers 404 for a key the bucket does not hold', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/media/library/none.webp', headers: member });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errors: 'notFound' });
  });

  it('removes the file and its sizes from the bucket when the library item is deleted', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#aa0000' } })
      .png()
      .toBuffer();
    const created = (await upload(png, 'red.png', 'image/png', 'A red square')).json() as { id: number; path: string };
    const del = await app.inject({ method: 'DELETE', url: `/api/admin/media/${created.id}`, headers: editor });
    expect(del.statusCode).toBe(204);
    expect(await fileStorage(app.env).stat(`uploads/${created.path}`)).toBeNull();
    expect(await fileStorage(app.env).stat(`uploads/${created.path.replace('.webp', '-thumb.webp')}`)).toBeNull();
  });

  it('answers 503 with Retry-After while the bucket’s server does not answer, and readiness says degraded', async () => {
    const created = (await upload(video, 'clip.mp4', 'video/mp4')).json() as { url: string };
    const before = await app.inject({ url: '/api/health/ready' });
    expect(before.json()).toMatchObject({ status: 'ok', checks: { storage: { status: 'ok' } } });
    await s3!.close();
    s3 = null;
    const res = await app.inject({ method: 'GET', url: created.url, headers: member });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ errors: 'serviceUnavailable' });
    const after = await app.inject({ url: '/api/health/ready' });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({
      status: 'degraded',
      checks: { storage: { status: 'degraded', error: expect.stringContaining('does not answer') } },
    });
  });
});
