import { countQueries } from '../../test/query-count.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember } from '../../test/factories.js';
import { insertPosts } from '../../core/posts/posts.repository.js';
import { type TestMember } from '../../test/messaging.js';

let app: FastifyInstance;
let me: TestMember;
const long = (topic: string) =>
  `<p>${'Background on lung function and liver disease in adults. '.repeat(10)}Emphysema ${topic} findings. ${'More context on care pathways. '.repeat(40)}</p>`;

beforeAll(async () => {
  app = await buildTestApp();
  me = await createMember(app, { firstName: 'Searcher', lastName: 'Self' });
  await createMember(app, { firstName: 'Alice', lastName: 'Jones' });
  await createMember(app, { firstName: 'Alicia', lastName: 'Brown' });
  const hidden = await createMember(app, { firstName: 'Alice', lastName: 'Hidden' });
  await app.db.updateTable('users').set({ opted_out: true }).where('id', '=', hidden.user.id).execute();
  await insertPosts(app.db, [
    ...[1, 2, 3, 4].map((i) => ({
      kind: 'article' as const,
      tags: ['information', 'clinical-news'],
      title: `Emphysema news ${i}`,
      html: long(`news ${i}`),
    })),
    {
      kind: 'article',
      tags: ['information', 'aatd-information-journal-watch'],
      title: 'Watch item',
      html: '<p>Emphysema case with FEV1 &lt; 30% &amp; a ratio &gt; 0.7 &lt;b&gt; for this case</p>',
    },
    {
      kind: 'therapy',
      tags: ['oncology'],
      title: 'Oncology and emphysema',
      html: long('oncology'),
      pdfLink: 'sample/onco.pdf',
      embedVideoLink: 'sample/onco.mp4',
    },
    { kind: 'therapy', tags: ['rarehaematology', 'immunology'], title: 'Shared area post', html: long('shared') },
    { kind: 'conference', tags: ['conference-highlights'], title: 'Emphysema conference', html: long('conference') },
  ]);
});
afterAll(() => app?.close());

const search = (query: string, who: TestMember = me) => app.inject({ url: `/api/search?${query}`, headers: who.auth });

describe('GET /api/search', () => {
  it('answers 401 without a token', async () => {
    expect((await app.inject({ url: '/api/search?q=emphysema' })).statusCode).toBe(401);
  });

  it('answers 401, not 400, to a visitor whose query is invalid too', async () => {
    const res = await app.inject({ url: '/api/search?q=' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toBe('unauthorized');
    expect((await app.inject({ url: '/api/search/articles?q=&page=0' })).statusCode).toBe(401);
  });

  it('refuses an empty query and an unknown category with 400', async () => {
    for (const q of ['q=', 'q=%20%20', '']) {
      const res = await search(q);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter a search term.');
    }
    expect((await search('q=x&category=nope')).statusCode).toBe(400);
  });

  it('answers every group in order, 3 hits each, within 3 queries', async () => {
    const { result: res, queries } = await countQueries(app, () => search('q=emphysema'));
    expect(queries).toBeLessThanOrEqual(3);
    const body = res.json();
    expect(body.groups.map((g: { label: string }) => g.label)).toEqual([
      'Articles',
      'Rare Haematology',
      'Rare Genetic Diseases',
      'Oncology',
      'Immunology',
      'Gastroenterology',
      'Profiles',
    ]);
    const group = (key: string) => body.groups.find((g: { key: string }) => g.key === key);
    expect(group('articles').hits).toHaveLength(3);
    expect(group('oncology').hits).toEqual([
      expect.objectContaining({ title: 'Oncology and emphysema', tags: ['oncology'] }),
    ]);
    // A post tagged with two areas counts in both; conference posts are in no group.
    expect(group('rarehaematology').hits[0].title).toBe('Shared area post');
    expect(group('immunology').hits[0].title).toBe('Shared area post');
    expect(group('gastroenterology')).toMatchObject({ hits: [] });
    expect(JSON.stringify(body)).not.toContain('conference');
  });

  it('highlights the matched words in snippets of at most 570 characters, escaping the rest', async () => {
    const body = (await search('q=emphysema&category=articles')).json();
    const [articles] = body.groups;
    for (const hit of articles.hits) {
      expect(hit.snippet).toContain('<mark>Emphysema</mark>');
      expect(hit.snippet.replace(/<\/?mark>/g, '').replace(/&[a-z0-9#]+;/g, '_').length).toBeLessThanOrEqual(570);
    }
    const watch = (await search('q=ratio%20case&category=articles')).json().groups[0].hits[0];
    expect(watch.tags).toContain('aatd-information-journal-watch');
    expect(watch.snippet).toContain('<mark>case</mark> with FEV1 &lt; 30% &amp; a <mark>ratio</mark> &gt; 0.7');
    expect(watch.snippet).not.toContain('<b>');
    expect(watch.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/<|>/);
  });

  it('gives stored files as links of the media route', async () => {
    const body = (await search('q=emphysema&category=oncology')).json();
    expect(body.groups[0].hits[0]).toMatchObject({
      title: 'Oncology and emphysema',
      pdf_link: '/api/media/sample/onco.pdf',
      embed_video_link: '/api/media/sample/onco.mp4',
    });
  });

  it('searches only the category when one is given, including the old area names', async () => {
    const body = (await search('q=emphysema&category=haematology')).json();
    expect(body.groups).toHaveLength(1);
    expect(body.groups[0]).toMatchObject({ key: 'rarehaematology', label: 'Rare Haematology' });
    expect(body.groups[0].hits).toHaveLength(1);
  });

  it("counts each group's matches and pages a category by 10 without repeating a hit", async () => {
    await insertPosts(
      app.db,
      Array.from({ length: 12 }, (_, i) => ({
        kind: 'therapy' as const,
        tags: ['gastroenterology'],
        title: `Bronchiectasis review ${i + 1}`,
        html: `<p>Bronchiectasis and the liver, part ${i + 1}.</p>`,
      })),
    );
    const overview = (await search('q=bronchiectasis')).json();
    const gastro = overview.groups.find((g: { key: string }) => g.key === 'gastroenterology');
    expect(gastro.hits).toHaveLength(3);
    expect(gastro.total).toBe(12);
    expect(overview.groups.find((g: { key: string }) => g.key === 'articles').total).toBe(0);
    expect(overview.pagination).toBeUndefined();

    const first = (await search('q=bronchiectasis&category=gastroenterology')).json();
    expect(first.groups[0].hits).toHaveLength(10);
    expect(first.pagination).toMatchObject({ page: 1, pages: 2, total: 12, next: 2, prev: null, limit: 10 });
    const second = (await search('q=bronchiectasis&category=gastroenterology&page=2')).json();
    expect(second.groups[0].hits).toHaveLength(2);
    expect(second.pagination).toMatchObject({ page: 2, pages: 2, total: 12, next: null, prev: 1 });
    const ids = [...first.groups[0].hits, ...second.groups[0].hits].map((h: { id: number }) => h.id);
    expect(new Set(ids).size).toBe(12);
    const past = (await search('q=bronchiectasis&category=gastroenterology&page=5')).json();
    expect(past.groups[0].hits).toEqual([]);
    expect(past.pagination).toMatchObject({ page: 5, pages: 2, total: 12 });
    const pastProfiles = (await search('q=alice&category=profiles&page=3')).json();
    expect(pastProfiles.pagination).toMatchObject({ page: 3, pages: 1, total: 2 });
  });

  it('counts matching profiles and pages them as a category', async () => {
    const overview = (await search('q=alice')).json();
    expect(overview.groups.find((g: { key: string }) => g.key === 'profiles').total).toBe(2);
    const profiles = (await search('q=alice&category=profiles')).json();
    expect(profiles.pagination).toMatchObject({ page: 1, pages: 1, total: 2 });
  });

  it('refuses a page below 1 with 400', async () => {
    expect((await search('q=emphysema&category=articles&page=0')).statusCode).toBe(400);
  });

  it('finds profiles by name despite a typo, never opted-out members or the searcher', async () => {
    const names = async (q: string) =>
      (await search(`q=${encodeURIComponent(q)}&category=profiles`))
        .json()
        .groups[0].hits.map((h: { firstName: string; lastName: string }) => `${h.firstName} ${h.lastName}`);
    expect(await names('Alise')).toEqual(expect.arrayContaining(['Alice Jones']));
    expect(await names('Alise')).not.toContain('Alice Hidden');
    expect(await names('alice jnes')).toEqual(['Alice Jones']);
    expect(await names('Ali')).toEqual(expect.arrayContaining(['Alice Jones', 'Alicia Brown']));
    expect(await names('Searcher')).toEqual([]);
    expect(await names('100%_')).toEqual([]);
  });

  it('finds nothing for a query of stop words without failing', async () => {
    const body = (await search('q=the')).json();
    expect(body.groups.every((g: { hits: unknown[] }) => g.hits.length === 0)).toBe(true);
  });
});

describe('GET /api/search, held answers (decision 0058)', () => {
  const group = (
    body: { groups: { key: string; total: number; hits: { id: number; lastName?: string }[] }[] },
    key: string,
  ) => body.groups.find((g) => g.key === key)!;

  it('answers a repeated search from memory, in fewer statements', async () => {
    const first = await countQueries(app, () => search('q=emphysema'));
    const again = await countQueries(app, () => search('q=emphysema'), { held: true });
    expect(again.result.json()).toEqual(first.result.json());
    expect(again.queries).toBeLessThan(first.queries);
  });

  it('drops a withdrawn post from a held answer at once, and shows a new one', async () => {
    const [postId] = await insertPosts(app.db, [
      {
        kind: 'article',
        tags: ['information', 'clinical-news'],
        title: 'Panlobular heldcheck',
        html: '<p>A panlobular heldcheck note.</p>',
      },
    ]);
    const ids = async () => group((await search('q=heldcheck')).json(), 'articles').hits.map((h) => h.id);
    expect(await ids()).toEqual([postId!]);
    await app.db.updateTable('posts').set({ status: 'draft' }).where('id', '=', postId!).execute();
    expect(await ids()).toEqual([]);
    await app.db.updateTable('posts').set({ status: 'published' }).where('id', '=', postId!).execute();
    expect(await ids()).toEqual([postId!]);
  });

  it('shows a renamed or newly hidden member at once', async () => {
    const renamed = await createMember(app, { firstName: 'Odile', lastName: 'Plainname' });
    const names = async (q: string) => group((await search(`q=${q}`)).json(), 'profiles').hits.map((h) => h.lastName);
    expect(await names('Plainname')).toEqual(['Plainname']);
    expect(await names('Fancyname')).toEqual([]);
    await app.db.updateTable('users').set({ last_name: 'Fancyname' }).where('id', '=', renamed.user.id).execute();
    expect(await names('Plainname')).toEqual([]);
    expect(await names('Fancyname')).toEqual(['Fancyname']);
    await app.db.updateTable('users').set({ opted_out: true }).where('id', '=', renamed.user.id).execute();
    expect(await names('Fancyname')).toEqual([]);
  });

  it('leaves the searcher out of the hits and the count wherever they rank, the answer being shared', async () => {
    // Six namesakes; a searcher who sorts first, one who sorts after the held rows, and one who does not match.
    const others = [];
    for (const first of ['Bea', 'Cai', 'Dov', 'Eli', 'Fay', 'Gus']) {
      others.push((await createMember(app, { firstName: first, lastName: 'Quillfeather' })).user.id);
    }
    const firstRanked = await createMember(app, { firstName: 'Abe', lastName: 'Quillfeather' });
    const lastRanked = await createMember(app, { firstName: 'Zed', lastName: 'Quillfeather' });
    const stranger = await createMember(app, { firstName: 'Zed', lastName: 'Elsewhere' });
    // Read afresh, whether the searcher matches comes with the names: token, posts, names.
    const cold = await countQueries(app, () => search('q=Quillfeather', lastRanked));
    expect(group(cold.result.json(), 'profiles').total).toBe(7);
    expect(cold.queries).toBeLessThanOrEqual(3);
    for (const who of [firstRanked, lastRanked, stranger, firstRanked]) {
      const overview = group((await search('q=Quillfeather', who)).json(), 'profiles');
      const expectedTotal = who === stranger ? 8 : 7;
      expect(overview.total).toBe(expectedTotal);
      expect(overview.hits.map((h) => h.id)).not.toContain(who.user.id);
      expect(overview.hits).toHaveLength(3);
      const page = (await search('q=Quillfeather&category=profiles', who)).json();
      expect(page.pagination.total).toBe(expectedTotal);
      const seen = page.groups[0].hits.map((h: { id: number }) => h.id);
      expect(seen).toHaveLength(expectedTotal);
      expect(seen).not.toContain(who.user.id);
      expect(seen).toEqual(expect.arrayContaining(others));
    }
  });
});

describe('GET /api/search/articles', () => {
  it('answers 401 without a token and 400 for an empty query', async () => {
    expect((await app.inject({ url: '/api/search/articles?q=x' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/search/articles?q=', headers: me.auth })).statusCode).toBe(400);
  });

  it('pages news articles only, with 650-character highlighted snippets', async () => {
    const res = await app.inject({ url: '/api/search/articles?q=emphysema&limit=3', headers: me.auth });
    const body = res.json();
    expect(body.meta.pagination).toMatchObject({ total: 5, pages: 2, page: 1, limit: 3 });
    expect(body.data).toHaveLength(3);
    for (const hit of body.data) {
      expect(hit.snippet).toContain('<mark>');
      expect(hit.snippet.replace(/<\/?mark>/g, '').length).toBeLessThanOrEqual(650);
    }
    expect(body.data.some((h: { snippet: string }) => h.snippet.replace(/<\/?mark>/g, '').length > 570)).toBe(true);
    const page2 = (
      await app.inject({ url: '/api/search/articles?q=emphysema&limit=3&page=2', headers: me.auth })
    ).json();
    expect(page2.data).toHaveLength(2);
    const past = (await app.inject({ url: '/api/search/articles?q=emphysema&page=9', headers: me.auth })).json();
    expect(past).toMatchObject({ data: [], meta: { pagination: { total: 5 } } });
  });
});
