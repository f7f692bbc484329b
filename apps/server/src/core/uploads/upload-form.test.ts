import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../test/build-test-app.js';
import { multipart } from '../../test/flows.js';
import { acceptUploadForms, readUploadForm } from './upload-form.js';

/** A route of its own on the real app (its error handler, its DATA_DIR), reading through the seam. */
let app: FastifyInstance;
let seen: { path: string; size: number; fileName: string; existed: boolean } | null = null;
const incoming = () => path.join(app.env.dataDir, 'incoming');
const leftovers = () => (fs.existsSync(incoming()) ? fs.readdirSync(incoming()) : []);

beforeAll(async () => {
  app = await buildTestApp({
    setup: (a) =>
      void a.register(
        async (scope) => {
          await acceptUploadForms(scope);
          scope.post('/seam', async (req) => {
            const form = await readUploadForm(req, {
              notMultipart: 'Send it as multipart/form-data.',
              file: { field: 'image', maxBytes: 1000 },
              fields: z.object({ firstName: z.string().min(1, 'Give a name'), note: z.string().optional() }),
            });
            seen = form.file && { ...form.file, existed: fs.existsSync(form.file.path) };
            return { fields: form.fields, size: form.file?.size ?? null };
          });
        },
        { prefix: '/api' },
      ),
  });
});
afterAll(async () => {
  if (app) fs.rmSync(app.env.dataDir, { recursive: true, force: true });
  await app?.close();
});

const send = async (fields: Record<string, string>, image?: Buffer) => {
  const body = await multipart(fields, image && { bytes: image, type: 'image/png', name: '../../evil/me.png' });
  return app.inject({ method: 'POST', url: '/api/seam', ...body });
};

describe('the upload seam', () => {
  it('streams the file to a temporary file, checks the named fields, and removes the file after the response', async () => {
    const res = await send({ firstName: 'Ada', note: 'hi', extra: 'dropped' }, Buffer.alloc(1000, 1));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fields: { firstName: 'Ada', note: 'hi' }, size: 1000 });
    expect(seen).toMatchObject({ size: 1000, fileName: 'me.png', existed: true });
    expect(path.dirname(seen!.path)).toBe(incoming());
    // Removed once the response is out (onResponse runs just after inject has it).
    await vi.waitFor(() => expect(fs.existsSync(seen!.path)).toBe(false));
  });

  it('takes a file of exactly the limit', async () => {
    expect((await send({ firstName: 'Ada' }, Buffer.alloc(1000, 1))).json()).toMatchObject({ size: 1000 });
  });

  it('refuses a file one byte over the limit with 413 in the product’s error shape, leaving nothing behind', async () => {
    const res = await send({ firstName: 'Ada' }, Buffer.alloc(1001, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ errors: 'payloadTooLarge', message: 'The file is larger than 1000 bytes.' });
    await vi.waitFor(() => expect(leftovers()).toEqual([]));
  });

  it('answers a field the schema refuses with 400 naming the field', async () => {
    const res = await send({ firstName: '' }, Buffer.alloc(10, 1));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: 'validationError',
      message: 'Give a name',
      fields: { firstName: 'Give a name' },
    });
    await vi.waitFor(() => expect(leftovers()).toEqual([]));
  });

  it('answers a body that is not multipart with 415', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/seam', payload: { firstName: 'Ada' } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ errors: 'unsupportedMediaType', message: 'Send it as multipart/form-data.' });
  });
});
