import { describe, expect, it } from 'vitest';
import { FIXTURE_IMAGES, FIXTURE_TITLES, ghostExportFixture } from '../../test/ghost-export.js';
import { exportBytes, planExport } from '../../test/ghost-plan.js';
import { GHOST_TAG_TARGETS, ghostDate, indexGhostExport, remoteImageRef } from './ghost-export.js';

const plan = async () => planExport(ghostExportFixture());
const byTitle = async (title: string) => (await plan()).find((p) => p.title === title)!;

describe('reading a Ghost export', () => {
  it('refuses what is not an export, with a message that says why', async () => {
    await expect(planExport([])).rejects.toThrow(/not a Ghost JSON export/);
    await expect(planExport({ db: [{ data: { tags: [] } }] })).rejects.toThrow(/no list of posts/);
    // The first pass refuses it, before any post is planned.
    await expect(indexGhostExport(exportBytes({ db: [{ data: { posts: [{ title: 'no id' }] } }] }))).rejects.toThrow(
      /data\.posts\.0\.id/,
    );
  });

  it('reads old Ghost date formats as UTC', () => {
    expect(ghostDate('2021-06-01 08:00:00')).toBe('2021-06-01T08:00:00.000Z');
    expect(ghostDate('1622534400000')).toBe('2021-06-01T08:00:00.000Z');
    expect(ghostDate('not a date')).toBeNull();
  });
});

describe('mapping tags to kinds', () => {
  it("maps the spec's slugs to news groups, education categories and kinds", () => {
    expect(GHOST_TAG_TARGETS['clinical-news']).toEqual({
      kind: 'news',
      newsGroup: 'CLINICAL_NEWS',
      educationCategory: null,
    });
    expect(GHOST_TAG_TARGETS['journal-watch']!.newsGroup).toBe('JOURNAL_WATCH');
    expect(GHOST_TAG_TARGETS['aatd-information-journal-watch']!.newsGroup).toBe('JOURNAL_WATCH');
    expect(GHOST_TAG_TARGETS['aatd-information-key-review-articles']!.newsGroup).toBe('KEY_REVIEW_ARTICLES');
    expect(GHOST_TAG_TARGETS['other-resources']!.newsGroup).toBe('OTHER_RESOURCES');
    expect(GHOST_TAG_TARGETS['oncology']).toEqual({ kind: 'therapy', newsGroup: null, educationCategory: 'oncology' });
    expect(GHOST_TAG_TARGETS['aatd-useful-links-lung-liver-organizations']!.kind).toBe('link');
    expect(GHOST_TAG_TARGETS['aatd-useful-resources-downloadable-resources']!.kind).toBe('resource');
    expect(GHOST_TAG_TARGETS['aatd-education-augmented-reality']).toEqual({
      kind: 'ar',
      newsGroup: null,
      educationCategory: null,
    });
  });

  it('plans each fixture post: fields, original dates, authors, images, unknown tags', async () => {
    const lexical = await byTitle(FIXTURE_TITLES.lexical);
    expect(lexical.target).toEqual({ kind: 'news', newsGroup: 'CLINICAL_NEWS', educationCategory: null });
    expect(lexical.fields).toMatchObject({
      title: FIXTURE_TITLES.lexical,
      excerpt: 'A sample excerpt written in Ghost.',
      // An image elsewhere is never hot-linked: left out, to upload.
      featureImage: null,
      authors: 'Sample Author',
      publishedAt: '2023-03-14T09:30:00.000Z',
    });
    expect(lexical.fields.html).toContain('<h2>What is new</h2>');
    expect(lexical.images.map((i) => [i.url, i.archivePath])).toEqual([
      [FIXTURE_IMAGES.lexicalFeature.replace('__GHOST_URL__', ''), null],
      [FIXTURE_IMAGES.lexicalBody, null],
    ]);
    // The body image on another site is planned for the import to fetch, never as a link to it.
    expect(lexical.fields.html).toContain(`<img src="${remoteImageRef(FIXTURE_IMAGES.lexicalBody)}"`);
    expect(lexical.fields.html).not.toMatch(/<img src="https?:/);
    expect(lexical.unknownTags).toEqual([{ slug: 'hash-featured', name: '#featured' }]);
    expect(lexical.problems.join(' ')).toContain('Images on other sites, fetched into the media library');
    // The feature image is relative without the old site's address: to upload.
    expect(lexical.problems.join(' ')).toContain('Images to upload');

    const mobiledoc = await byTitle(FIXTURE_TITLES.mobiledoc);
    expect(mobiledoc.target).toEqual({
      kind: 'therapy',
      newsGroup: null,
      educationCategory: 'aatd-education-understanding-aatd',
    });
    expect(mobiledoc.fields.publishedAt).toBe('2021-06-01T08:00:00.000Z');
    // Authors are not a field of education posts: left out rather than refused.
    expect(mobiledoc.fields.authors).toBeNull();
    // Without the old site's address, Ghost's own address stays relative.
    expect(mobiledoc.images.map((i) => i.url)).toContain('/content/images/2022/05/sample-diagram.png');
    expect(mobiledoc.problems.join(' ')).toContain('Images to upload');

    const html = await byTitle(FIXTURE_TITLES.html);
    expect(html.target!.newsGroup).toBe('JOURNAL_WATCH');
    expect(html.fields.articleUrl).toBe('https://journal.example.org/sample-article');
    expect(html.fields.excerpt).toBe('A sample summary of an article.');
    expect(html.problems).toContain('No custom excerpt: the excerpt is the start of the body.');
  });

  it('skips pages and posts whose tags map to nothing, keeping their unknown tags', async () => {
    expect((await byTitle(FIXTURE_TITLES.page)).skip).toMatch(/Ghost page/);
    const unmapped = await byTitle(FIXTURE_TITLES.unmapped);
    expect(unmapped.skip).toMatch(/None of its tags/);
    expect(unmapped.unknownTags).toEqual([{ slug: 'webinar-recordings', name: 'Webinars' }]);
  });

  it('takes a feature image from the ZIP when it is there, whatever address form Ghost wrote', async () => {
    const file = ghostExportFixture();
    (file.db[0]!.data.posts[0] as { feature_image: string | null }).feature_image =
      '__GHOST_URL__/content/images/size/w600/2024/x.jpg';
    const [first] = await planExport(file, { archiveImages: new Set(['2024/x.jpg']) });
    expect(first!.featureArchivePath).toBe('2024/x.jpg');
  });

  it('names each author once, and an author the export does not hold in the problems', async () => {
    const file = ghostExportFixture();
    const data = file.db[0]!.data;
    const first = data.posts[0]!.id;
    data.users.push({ id: 'u2', name: 'Second Author', slug: 'second-author' });
    data.posts_authors.push(
      { id: 'pa3', post_id: first, author_id: 'u1', sort_order: 1 },
      { id: 'pa4', post_id: first, author_id: 'gone', sort_order: 2 },
      { id: 'pa5', post_id: first, author_id: 'u2', sort_order: 3 },
    );
    const [lexical] = await planExport(file);
    expect(lexical!.fields.authors).toBe('Sample Author, Second Author');
    expect(lexical!.problems).toContain('Authors not in the export, left out: gone.');
  });

  it('plans a second post with the same uuid as skipped, with the reason', async () => {
    const file = ghostExportFixture();
    const posts = file.db[0]!.data.posts as Array<Record<string, unknown>>;
    posts.push({ ...posts[0]!, id: 'another-id', title: 'SAMPLE copy' });
    const planned = await planExport(file);
    expect(planned.find((p) => p.title === FIXTURE_TITLES.lexical)!.skip).toBeNull();
    expect(planned.find((p) => p.title === 'SAMPLE copy')!.skip).toBe(
      'The export holds another post with the same uuid; the first one is imported.',
    );
  });

  it("takes Ghost 0.x's `image` as the feature image", async () => {
    const file = ghostExportFixture();
    const posts = file.db[0]!.data.posts as Array<Record<string, unknown>>;
    const { feature_image: _, ...rest } = posts[0]!;
    posts[0] = { ...rest, image: '/content/images/2017/05/old.jpg' };
    const [first] = await planExport(file, { archiveImages: new Set(['2017/05/old.jpg']) });
    expect(first!.featureArchivePath).toBe('2017/05/old.jpg');
  });
});
