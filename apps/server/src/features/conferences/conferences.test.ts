import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConferenceDetailSchema, ConferenceListResponseSchema } from '@aatd/contract';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember } from '../../test/factories.js';
import { insertPosts } from '../../core/posts/posts.repository.js';

let app: FastifyInstance;
let alice: Awaited<ReturnType<typeof createMember>>;
let ids: number[];
let therapyId: number;

const day = (n: number) => new Date(Date.UTC(2023, 5, n));

beforeAll(async () => {
  app = await buildTestApp();
  alice = await createMember(app, { region: 'AE' });
  ids = await insertPosts(app.db, [
    {
      kind: 'conference',
      tags: ['conference-highlights'],
      title: 'Congress A',
      publishedAt: day(1),
      views: 3,
      embedVideoLink: 'https://www.youtube-nocookie.com/embed/xyz?autoplay=1',
      pdfLink: 'sample/c.pdf',
    },
    { kind: 'conference', tags: ['conference-highlights'], title: 'Congress B', publishedAt: day(2), views: 9 },
    { kind: 'conference', tags: ['conference-highlights'], title: 'Congress C', publishedAt: day(3), views: 1 },
    { kind: 'conference', tags: ['conference-highlights'], title: 'Congress D', publishedAt: day(4), views: 5 },
  ]);
  [therapyId] = await insertPosts(app.db, [{ kind: 'therapy', tags: ['oncology'], title: 'Not a conference' }]);
});
afterAll(async () => app?.close());

const get = (url: string, auth: Record<string, string> = alice.auth) =>
  app.inject({ method: 'GET', url, headers: auth });
const titles = (body: { data: Array<{ title: string }> }) => body.data.map((p) => p.title);

describe('GET /api/conference-highlights', () => {
  it('answers 401 without a token', async () => {
    expect((await get('/api/conference-highlights', {})).statusCode).toBe(401);
  });
  it('answers 401, not 400, to a visitor whose query is invalid too', async () => {
    const res = await get('/api/conference-highlights?sortBy=best', {});
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toBe('unauthorized');
    expect((await get('/api/information/conference/x', {})).statusCode).toBe(401);
  });
  it('lists conferences only, 3 per page, newest first', async () => {
    const res = await get('/api/conference-highlights');
    expect(res.statusCode).toBe(200);
    const body = ConferenceListResponseSchema.parse(res.json());
    expect(titles(body)).toEqual(['Congress D', 'Congress C', 'Congress B']);
    expect(body.meta.pagination).toMatchObject({ limit: 3, total: 4, pages: 2 });
  });
  it('sorts by views and pages on', async () => {
    expect(titles((await get('/api/conference-highlights?sortBy=views')).json())).toEqual([
      'Congress B',
      'Congress D',
      'Congress A',
    ]);
    expect(titles((await get('/api/conference-highlights?page=2')).json())).toEqual(['Congress A']);
  });
  it('answers 400 for an unknown sort', async () => {
    expect((await get('/api/conference-highlights?sortBy=best')).statusCode).toBe(400);
  });
});

describe('GET /api/information/conference/:conferenceId', () => {
  it('answers 401 without a token', async () => {
    expect((await get(`/api/information/conference/${ids[0]}`, {})).statusCode).toBe(401);
  });
  it('tags the video with autoplay off, the customer id and the tracking id', async () => {
    const res = await get(`/api/information/conference/${ids[0]}`);
    expect(res.statusCode).toBe(200);
    const body = ConferenceDetailSchema.parse(res.json());
    expect(body).toMatchObject({ title: 'Congress A', pdf_link: '/api/media/sample/c.pdf' });
    const video = new URL(body.embed_video_link!);
    expect(video.hostname).toBe('www.youtube-nocookie.com');
    expect(video.searchParams.get('autoplay')).toBe('0');
    expect(video.searchParams.get('customerId')).toBe(alice.user.customer_id);
    expect(video.searchParams.get('trackingId')).toBe(`AE-${alice.user.digital_id}`);
  });
  it('gives each member their own ids', async () => {
    const bob = await createMember(app, { region: 'KW' });
    const video = new URL((await get(`/api/information/conference/${ids[0]}`, bob.auth)).json().embed_video_link);
    expect(video.searchParams.get('customerId')).toBe(bob.user.customer_id);
    expect(video.searchParams.get('trackingId')).toBe(`KW-${bob.user.digital_id}`);
  });
  it('leaves a conference without video without one', async () => {
    expect((await get(`/api/information/conference/${ids[1]}`)).json().embed_video_link).toBeNull();
  });
  it('answers 404 for an unknown id or a post that is not a conference, 400 for a bad id', async () => {
    expect((await get('/api/information/conference/999999')).statusCode).toBe(404);
    expect((await get(`/api/information/conference/${therapyId}`)).statusCode).toBe(404);
    expect((await get('/api/information/conference/x')).statusCode).toBe(400);
  });
});
