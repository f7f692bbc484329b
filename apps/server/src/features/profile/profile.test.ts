import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember } from '../../test/factories.js';

/** Request headers as the factories give them ({ authorization }), or none. */
type AuthHeaders = Record<string, string>;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();

const profile = {
  title: 'Mr.',
  firstName: 'Omar',
  lastName: 'Haddad',
  region: 'KW',
  imageStatus: 'IMAGE_UNCHANGED',
};

/** The browser's multipart body: every field a string part, the photo a file part named image. */
const form = (fields: Record<string, string>, image?: { data: Buffer; name: string; type: string }) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (image) fd.append('image', new Blob([new Uint8Array(image.data)], { type: image.type }), image.name);
  return fd;
};
const put = (auth: AuthHeaders, payload: FormData) =>
  app.inject({ method: 'PUT', url: '/api/user', headers: auth, payload });
const stored = (url: string) =>
  path.join(app.env.dataDir, 'uploads', decodeURIComponent(url.replace('/api/media/', '')));

describe('GET /api/user/profile', () => {
  it('answers 401 without a token', async () => {
    expect((await app.inject({ url: '/api/user/profile' })).statusCode).toBe(401);
  });

  it('gives the owner their unmasked profile with the opt-out flag', async () => {
    const m = await createMember(app, { mobileNumber: '+96550012345' });
    const res = await app.inject({ url: '/api/user/profile', headers: m.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: m.user.id,
      email: m.user.email,
      mobileNumber: '+96550012345',
      optOut: false,
    });
  });
});

describe('PUT /api/user', () => {
  it('answers 401 without a token', async () => {
    expect((await put({}, form(profile))).statusCode).toBe(401);
  });

  it('refuses missing required fields with the spec messages', async () => {
    const m = await createMember(app);
    for (const [field, message] of [
      ['title', 'Title is required'],
      ['firstName', 'First Name is required'],
      ['lastName', 'Last Name is required'],
      ['region', 'Region is required'],
    ] as const) {
      const res = await put(m.auth, form({ ...profile, [field]: '' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: 'validationError', fields: { [field]: message } });
    }
  });

  it('refuses a mobile number without country code', async () => {
    const m = await createMember(app);
    const res = await put(m.auth, form({ ...profile, mobileNumber: '5001234' }));
    expect(res.json()).toMatchObject({ fields: { mobileNumber: 'Please enter mobile number with country code' } });
  });

  it('saves every field, and clears optional ones that are not sent', async () => {
    const m = await createMember(app, { organisation: 'Old clinic' });
    const full = {
      ...profile,
      organisation: 'Kuwait Hospital',
      seniority: 'sen3',
      speciality: 'spec58',
      professionalNumber: 'KW-123',
      mobileNumber: '+96550012345',
    };
    const res = await put(m.auth, form(full));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Mr.',
      firstName: 'Omar',
      region: 'KW',
      organisation: 'Kuwait Hospital',
      seniority: 'sen3',
      speciality: 'spec58',
      professionalNumber: 'KW-123',
      mobileNumber: '+96550012345',
      optOut: false,
    });
    const cleared = (await put(m.auth, form(profile))).json().data;
    expect(cleared).toMatchObject({
      organisation: null,
      seniority: null,
      speciality: null,
      professionalNumber: null,
      mobileNumber: null,
    });
  });

  it('stores the opt-out flag', async () => {
    const m = await createMember(app);
    expect((await put(m.auth, form({ ...profile, optOut: 'true' }))).json().data.optOut).toBe(true);
    expect((await put(m.auth, form(profile))).json().data.optOut).toBe(false);
  });

  it('re-encodes an uploaded photo, keeps it when unchanged and deletes it when removed', async () => {
    const m = await createMember(app);
    const res = await put(
      m.auth,
      form({ ...profile, imageStatus: 'IMAGE_UPDATED' }, { data: await png(), name: 'me.png', type: 'image/png' }),
    );
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.image;
    expect(url).toMatch(/^\/api\/media\/profile\/[0-9a-f-]{36}\.webp$/);
    expect(fs.existsSync(stored(url))).toBe(true);

    const kept = await put(m.auth, form(profile, { data: await png(), name: 'ignored.png', type: 'image/png' }));
    expect(kept.json().data.image).toBe(url);

    const replaced = await put(
      m.auth,
      form({ ...profile, imageStatus: 'IMAGE_UPDATED' }, { data: await png(), name: 'new.png', type: 'image/png' }),
    );
    expect(replaced.json().data.image).not.toBe(url);
    expect(fs.existsSync(stored(url))).toBe(false);

    const deleted = await put(m.auth, form({ ...profile, imageStatus: 'IMAGE_DELETED' }));
    expect(deleted.json().data.image).toBeNull();
    expect(fs.existsSync(stored(replaced.json().data.image))).toBe(false);
  });

  it('deletes a photo that registration stored under avatars/ before it used the one photo storage', async () => {
    const legacy = `avatars/${randomUUID()}.webp`;
    fs.mkdirSync(path.join(app.env.dataDir, 'uploads', 'avatars'), { recursive: true });
    fs.writeFileSync(path.join(app.env.dataDir, 'uploads', legacy), await png());
    const m = await createMember(app, { imagePath: legacy });
    expect((await app.inject({ url: '/api/user/profile', headers: m.auth })).json().data.image).toBe(
      `/api/media/${legacy}`,
    );
    const replaced = await put(
      m.auth,
      form({ ...profile, imageStatus: 'IMAGE_UPDATED' }, { data: await png(), name: 'new.png', type: 'image/png' }),
    );
    expect(replaced.statusCode).toBe(200);
    expect(fs.existsSync(path.join(app.env.dataDir, 'uploads', legacy))).toBe(false);
    expect(fs.existsSync(stored(replaced.json().data.image))).toBe(true);
  });

  it('checks the photo by its content, not its name or declared type', async () => {
    const m = await createMember(app);
    const res = await put(
      m.auth,
      form(
        { ...profile, imageStatus: 'IMAGE_UPDATED' },
        { data: Buffer.from('<svg onload=alert(1)>'), name: 'me.png', type: 'image/png' },
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: 'unsupportedFormat', message: 'Uploaded file has unsupported format.' });
  });

  it('refuses a photo over 1 MB', async () => {
    const m = await createMember(app);
    const big = Buffer.concat([await png(), Buffer.alloc(1_048_577)]);
    const res = await put(
      m.auth,
      form({ ...profile, imageStatus: 'IMAGE_UPDATED' }, { data: big, name: 'big.png', type: 'image/png' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: 'fileTooBig', message: 'Uploaded file is too big.' });
  });

  it('needs a file when the status says the photo changed', async () => {
    const m = await createMember(app);
    const res = await put(m.auth, form({ ...profile, imageStatus: 'IMAGE_UPDATED' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toBe('unsupportedFormat');
  });
});

describe('PUT /api/user opt-out and the member directory', () => {
  it('hides an opted-out member from the directory, the search and their profile page, and shows them again on opt-in', async () => {
    const viewer = await createMember(app);
    const m = await createMember(app, { firstName: 'Zuhair', lastName: 'Quennell' });
    const visible = async () => {
      const all = (await app.inject({ url: '/api/user/all?limit=50', headers: viewer.auth })).json();
      const search = (await app.inject({ url: '/api/user/search?q=Quennell', headers: viewer.auth })).json();
      const one = await app.inject({ url: `/api/user/${m.user.id}`, headers: viewer.auth });
      return {
        list: all.users.some((u: { id: number }) => u.id === m.user.id),
        search: search.users.some((u: { id: number }) => u.id === m.user.id),
        profile: one.statusCode,
      };
    };
    expect(await visible()).toEqual({ list: true, search: true, profile: 200 });
    await put(m.auth, form({ ...profile, firstName: 'Zuhair', lastName: 'Quennell', optOut: 'true' }));
    expect(await visible()).toEqual({ list: false, search: false, profile: 404 });
    await put(m.auth, form({ ...profile, firstName: 'Zuhair', lastName: 'Quennell' }));
    expect(await visible()).toEqual({ list: true, search: true, profile: 200 });
  });
});
