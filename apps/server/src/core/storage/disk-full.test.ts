import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember, createStaff } from '../../test/factories.js';
import { multipart } from '../../test/flows.js';

/**
 * DATA_DIR on a real, small disk (a 4 MB tmpfs) that the test fills: uploads and exports fail with
 * a clear 503 that says to come back, the process keeps serving everything that needs no disk,
 * readiness names the full disk, no half-written file is left behind, and the next upload after
 * space is freed works at once. Mounting needs root (CI runs as root on its machine).
 */
function mountSmallDisk(at: string, size: string): boolean {
  try {
    fs.mkdirSync(at, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', at], { stdio: 'ignore' });
    return true;
  } catch {
    fs.rmSync(at, { recursive: true, force: true });
    return false;
  }
}
function unmount(at: string) {
  execFileSync('umount', [at], { stdio: 'ignore' });
  fs.rmSync(at, { recursive: true, force: true });
}
/** Writes to `file` until the disk holding it has no block left. */
function fillDisk(file: string) {
  const fd = fs.openSync(file, 'w');
  const block = Buffer.alloc(64 * 1024);
  try {
    for (;;) fs.writeSync(fd, block);
  } catch (err) {
    expect((err as NodeJS.ErrnoException).code).toBe('ENOSPC');
  } finally {
    fs.closeSync(fd);
  }
}
const mountPoint = path.join('/tmp', `aatd-small-disk-${process.pid}`);
const mounted = mountSmallDisk(mountPoint, '4m');
if (!mounted) console.warn('disk-full.test: cannot mount a tmpfs here (needs root); the full-disk faults are skipped');

describe.skipIf(!mounted)('a full disk under DATA_DIR', () => {
  let app: FastifyInstance;
  let editor: { authorization: string };
  let member: { authorization: string };
  const filler = path.join(mountPoint, 'filler');
  let image: Buffer;

  beforeAll(async () => {
    app = await buildTestApp({ env: { DATA_DIR: mountPoint } });
    editor = (await createStaff(app, 'editor')).auth;
    member = (await createMember(app)).auth;
    // Random pixels do not compress: about 600 KB as PNG, several hundred KB re-encoded.
    image = await sharp(Buffer.from(Array.from({ length: 400 * 400 * 3 }, () => Math.floor(Math.random() * 256))), {
      raw: { width: 400, height: 400, channels: 3 },
    })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await app?.close();
    unmount(mountPoint);
  });

  async function upload() {
    const body = await multipart(
      { alt: 'A noisy test chart' },
      { bytes: image, type: 'image/png', name: 'noise.png', field: 'file' },
    );
    return app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { ...editor, ...body.headers },
      payload: body.payload,
    });
  }

  const incoming = () => {
    const dir = path.join(mountPoint, 'incoming');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  /** Temporary files go once the response is sent (an onResponse hook): wait for it, bounded. */
  async function incomingEmptied(): Promise<string[]> {
    for (let i = 0; i < 100 && incoming().length > 0; i++) await new Promise((r) => setTimeout(r, 20));
    return incoming();
  }
  /** Every file under uploads/ that is not a whole stored image (a .part left by a failed write). */
  const partials = () =>
    (fs.readdirSync(path.join(mountPoint, 'uploads'), { recursive: true }) as string[]).filter((f) =>
      f.endsWith('.part'),
    );

  it('stores an upload while there is room', async () => {
    expect((await upload()).statusCode).toBe(201);
  });

  it('answers an upload on a full disk with 503 and Retry-After, and leaves no partial file', async () => {
    fillDisk(filler);
    const res = await upload();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.json()).toMatchObject({
      errors: 'serviceUnavailable',
      message: expect.stringMatching(/no room to store files/i),
    });
    expect(await incomingEmptied()).toEqual([]);
    expect(partials()).toEqual([]);
    // Only the first upload's three sizes: a failed one leaves none of its own.
    expect(fs.readdirSync(path.join(mountPoint, 'uploads', 'library'))).toHaveLength(3);
  });

  it('keeps serving what needs no disk, and readiness names the full disk', async () => {
    const write = await app.inject({
      method: 'POST',
      url: '/api/user/feedback',
      headers: member,
      payload: { feedbackText: 'Still works while the disk is full.' },
    });
    expect(write.statusCode).toBeLessThan(300);
    expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    // The refused upload freed its temporary file: fill that room too, so the disk is full now.
    const topUp = path.join(mountPoint, 'filler-top-up');
    fillDisk(topUp);
    const ready = await app.inject({ url: '/api/health/ready' });
    fs.rmSync(topUp);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'degraded', checks: { disk: { status: 'degraded' } } });
    // Any 4 MB disk is "low" (the threshold is 1 GiB); a full one also says it has no room left.
    expect((ready.json() as { checks: { disk: { freeBytes: number } } }).checks.disk.freeBytes).toBeLessThan(64 * 1024);
  });

  it('takes the next upload as soon as space is freed', async () => {
    fs.rmSync(filler);
    const res = await upload();
    expect(res.statusCode).toBe(201);
    const { url } = res.json() as { url: string };
    expect((await app.inject({ url, headers: member })).statusCode).toBe(200);
    expect(await incomingEmptied()).toEqual([]);
  });
});
