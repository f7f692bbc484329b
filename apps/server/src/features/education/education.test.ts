import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDUCATION_SLUGS, EducationListResponseSchema, EducationPostDetailSchema } from '@aatd/contract';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember } from '../../test/factories.js';
import { insertPosts } from '../../core/posts/posts.repository.js';

let app: FastifyInstance;
let alice: Awaited<ReturnType<typeof createMember>>;
let onco: number[];
let ar: number[];

const day = (n: number) => new Date(Date.UTC(2023, 0, n));

beforeAll(async () => {
  app = await buildTestApp();
  alice = await createMember(app);
  onco = await insertPosts(app.db, [
    {
      kind: 'therapy',
      tags: ['oncology'],
      title: 'Onco one',
      publishedAt: day(1),
      views: 30,
      pdfLink: 'sample/a.pdf',
      embedVideoLink: 'sample/clip.mp4',
    },
    { kind: 'therapy', tags: ['oncology'], title: 'Onco two', publishedAt: day(2), views: 10 },
    {
      kind: 'therapy',
      tags: ['oncology'],
      title: 'Onco three',
      publishedAt: day(3),
      views: 20,
      embedVideoLink: 'https://player.vimeo.com/video/1',
    },
    { kind: 'therapy', tags: ['oncology'], title: 'Onco four', publishedAt: day(4), views: 0 },
  ]);
  ar = await insertPosts(app.db, [
    {
      kind: 'ar',
      tags: ['aatd-education-augmented-reality'],
      title: 'Lung in 3D',
      articleUrl: 'https://example.org/ar/lung',
    },
    {
      kind: 'ar',
      tags: ['aatd-education-augmented-reality'],
      title: 'Liver in 3D',
      articleUrl: 'https://example.org/ar/liver',
      qrCodeImage: 'sample/qr.png',
    },
  ]);
  // Ratings for the "rating" and "recommended" orders (rating, then views).
  await app.db.updateTable('posts').set({ rating_avg: 4 }).where('id', 'in', [onco[1]!, onco[3]!]).execute();
});
afterAll(async () => app?.close());

const get = (url: string, auth: Record<string, string> = alice.auth) =>
  app.inject({ method: 'GET', url, headers: auth });
const titles = (body: { data: Array<{ title: string }> }) => body.data.map((p) => p.title);

describe('GET /api/education/:slug', () => {
  it('answers 401 without a token', async () => {
    expect((await get('/api/education/oncology', {})).statusCode).toBe(401);
  });
  it('answers 401, not 400, to a visitor whose query is invalid too', async () => {
    const res = await get('/api/education/oncology?sortBy=best&page=0', {});
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toBe('unauthorized');
    expect((await get('/api/education/oncology/abc', {})).statusCode).toBe(401);
  });
  it('answers 404 for a slug the spec does not name', async () => {
    const res = await get('/api/education/astrology');
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toBe('notFound');
  });
  it('lists 3 per page, newest first, with the category label as therapy area', async () => {
    const res = await get('/api/education/oncology');
    expect(res.statusCode).toBe(200);
    const body = EducationListResponseSchema.parse(res.json());
    expect(titles(body)).toEqual(['Onco four', 'Onco three', 'Onco two']);
    expect(body.meta.pagination).toMatchObject({ limit: 3, page: 1, pages: 2, total: 4, next: 2 });
    expect(body.data[0]).toMatchObject({ slug: 'oncology', therapyArea: 'Oncology', isSaved: false });
  });
  it('sorts by views, rating and recommended, in either order, and honours limit and page', async () => {
    expect(titles((await get('/api/education/oncology?sortBy=views&limit=4')).json())).toEqual([
      'Onco one',
      'Onco three',
      'Onco two',
      'Onco four',
    ]);
    expect(titles((await get('/api/education/oncology?sortBy=rating&limit=2')).json())).toEqual([
      'Onco four',
      'Onco two',
    ]);
    expect(titles((await get('/api/education/oncology?sortBy=recommended&limit=2')).json())).toEqual([
      'Onco two',
      'Onco four',
    ]);
    expect(titles((await get('/api/education/oncology?sortBy=added&orderBy=asc&page=2')).json())).toEqual([
      'Onco four',
    ]);
  });
  it('answers an empty page for a category without posts', async () => {
    const body = (await get('/api/education/immunology')).json();
    expect(body).toEqual({
      data: [],
      meta: { pagination: { limit: 3, page: 1, pages: 1, total: 0, next: null, prev: null } },
    });
  });
  it('answers 400 for a bad sort or page', async () => {
    expect((await get('/api/education/oncology?sortBy=best')).statusCode).toBe(400);
    expect((await get('/api/education/oncology?page=0')).statusCode).toBe(400);
  });
  it('accepts every slug of the spec', async () => {
    for (const slug of EDUCATION_SLUGS) expect((await get(`/api/education/${slug}`)).statusCode, slug).toBe(200);
  });
  it('makes a QR code for AR items without one and keeps a stored one', async () => {
    const body = (await get('/api/education/aatd-education-augmented-reality?orderBy=asc')).json();
    expect(body.data[0].qr_code_image).toMatch(/^data:image\/png;base64,/);
    expect(body.data[1].qr_code_image).toBe('/api/media/sample/qr.png');
  });
});

describe('GET /api/education/:slug/:id', () => {
  it('answers 401 without a token', async () => {
    expect((await get(`/api/education/oncology/${onco[0]}`, {})).statusCode).toBe(401);
  });
  it('returns the post with its media links and first comment page', async () => {
    const res = await get(`/api/education/oncology/${onco[0]}`);
    expect(res.statusCode).toBe(200);
    const body = EducationPostDetailSchema.parse(res.json());
    expect(body).toMatchObject({
      title: 'Onco one',
      pdf_link: '/api/media/sample/a.pdf',
      embed_video_link: '/api/media/sample/clip.mp4',
      therapyArea: 'Oncology',
      userRating: null,
    });
    expect(body.comments).toEqual({ comments: [], totalCommentsCount: 0 });
  });
  it('answers 404 for a post of another category, an unknown post or an unknown slug', async () => {
    expect((await get(`/api/education/immunology/${onco[0]}`)).statusCode).toBe(404);
    expect((await get('/api/education/oncology/999999')).statusCode).toBe(404);
    expect((await get(`/api/education/astrology/${onco[0]}`)).statusCode).toBe(404);
  });
  it('answers 400 for an id that is not a number', async () => {
    expect((await get('/api/education/oncology/abc')).statusCode).toBe(400);
  });
  it('gives an AR detail a QR code too', async () => {
    const body = (await get(`/api/education/aatd-education-augmented-reality/${ar[0]}`)).json();
    expect(body.qr_code_image).toMatch(/^data:image\/png;base64,/);
  });
});
