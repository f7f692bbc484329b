import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { GhostImportJob, GhostImportReport } from '@aatd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { consoleApi } from '../../test/console-content.js';
import { createStaff } from '../../test/factories.js';
import { ghostZip, remoteImagesForTests, samplePng } from '../../test/ghost-zip.js';
import { runQueuedImports } from './ghost-import.service.js';

// Ghost's own exports (apps/server/test/fixtures/ghost, see its README): what an editor migrating
// a real Ghost site brings, imported through the route and the background job as the console does.

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../test/fixtures/ghost/${name}`, import.meta.url), 'utf8'));

const OLD = 'https://old.example.org';
type Auth = { authorization: string };
let app: FastifyInstance;
let editor: Auth;

beforeAll(async () => {
  remoteImagesForTests();
  app = await buildTestApp();
  editor = (await createStaff(app, 'editor')).auth;
});
afterAll(() => app?.close());

const post = (body: unknown, dryRun: boolean, choices: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/content/import?dryRun=${dryRun}${choices}`,
    headers: { ...editor, 'content-type': Buffer.isBuffer(body) ? 'application/zip' : 'application/json' },
    payload: Buffer.isBuffer(body) ? body : JSON.stringify(body),
  });

/** A dry run, then the import itself; both reports. */
async function importBoth(body: unknown, choices: string) {
  const dry = await post(body, true, choices);
  expect(dry.statusCode).toBe(200);
  const queued = await post(body, false, choices);
  expect(queued.statusCode).toBe(202);
  expect(await runQueuedImports(app)).toBe(1);
  const job = (
    await app.inject({
      method: 'GET',
      url: `/api/admin/content/import/${queued.json<GhostImportJob>().id}`,
      headers: editor,
    })
  ).json<GhostImportJob>();
  expect(job).toMatchObject({ state: 'done', error: null });
  return { dry: dry.json<GhostImportReport>(), real: job.report! };
}

const itemOf = (r: GhostImportReport, title: string) => {
  const found = r.items.find((i) => i.title === title);
  if (!found) throw new Error(`No item "${title}" in ${r.items.map((i) => i.title).join(', ')}`);
  return found;
};

async function fieldsOf(r: GhostImportReport, title: string) {
  const item = itemOf(r, title);
  expect(item.outcome).toBe('created');
  const res = await consoleApi(app).get(editor, item.contentId!);
  expect(res.status).toBe(200);
  return res.body.working.fields as Record<string, string | null>;
}

describe("Ghost 2.9's export (mobiledoc, page: 0, relative links)", () => {
  it('imports both posts with their bodies, authors, dates and excerpts; the script card is removed', async () => {
    const { dry, real } = await importBoth(
      fixture('ghost-2.9-export.json'),
      `&defaultKind=news%3AOTHER_RESOURCES&siteUrl=${encodeURIComponent(OLD)}`,
    );
    const totals = { posts: 2, pages: 0, imported: 2, duplicates: 0, skipped: 0 };
    expect(dry.totals).toMatchObject(totals);
    expect(real.totals).toMatchObject(totals);
    expect(real.byKind).toEqual({ news: 2 });
    expect(real.unknownTags).toEqual([
      { slug: 'getting-started', name: 'Getting Started', posts: ['Apps & integrations'] },
    ]);
    expect(real.images).toContainEqual({
      url: 'https://static.ghost.org/v2.0.0/images/app-integrations.jpg',
      posts: ['Apps & integrations'],
      outcome: 'upload',
    });

    const apps = await fieldsOf(real, 'Apps & integrations');
    expect(apps).toMatchObject({
      newsGroup: 'OTHER_RESOURCES',
      title: 'Apps & integrations',
      excerpt:
        'There are three primary ways to work with third-party services in Ghost: using Zapier, editing your theme, or using the Ghost API.',
      authors: 'Ghost',
      publishedAt: '2021-03-24T05:57:57.000Z',
      featureImage: null,
    });
    expect(apps.html).toContain('<h2>Zapier</h2>');
    expect(apps.html).toContain('<blockquote><p><strong>Example</strong>: When someone new subscribes');
    expect(apps.html).toContain('<li>Implement <a href="https://help.ghost.org/article/89-mathjax"');
    expect(apps.html).not.toMatch(/<script|zapier\.com\/apps\/embed/);
    // "/themes/" on the old blog, not on this site.
    expect(apps.html).toContain(`<a href="${OLD}/themes/"`);

    const welcome = await fieldsOf(real, 'Welcome to Ghost');
    expect(welcome).toMatchObject({ authors: 'Ghost', publishedAt: '2021-03-24T05:58:02.000Z' });
    expect(welcome.html).toContain("<p>👋 Welcome, it's great to have you here.</p>");
    expect(welcome.html).toContain('<ol><li>Ghost is designed for ambitious, professional publishers');
    expect(welcome.html).toContain(`<a href="${OLD}/the-editor/"`);
    expect(itemOf(real, 'Welcome to Ghost').problems).toContain('No tag places it: it takes the default kind.');
  });
});

describe("Ghost 4.0's export (type post/page, __GHOST_URL__, paywall, code card)", () => {
  it('maps its tag, skips its pages as chosen, and converts the cards; images elsewhere are fetched into the library', async () => {
    // The site serves two of the post's images; the third cannot be had.
    remoteImagesForTests({
      'https://static.ghost.org/v4.0.0/images/brandsettings.png': await samplePng(10, 20, 30),
      'https://static.ghost.org/v4.0.0/images/publishing-options.png': await samplePng(30, 20, 10),
    });
    const { dry, real } = await importBoth(
      fixture('ghost-4.0-export.json'),
      `&map=getting-started%3Dnews%3AKEY_REVIEW_ARTICLES&pages=skip&siteUrl=${encodeURIComponent(OLD)}`,
    );
    const totals = { posts: 4, pages: 2, imported: 2, duplicates: 0, skipped: 2 };
    expect(dry.totals).toMatchObject(totals);
    expect(real.totals).toMatchObject(totals);
    expect(real.byKind).toEqual({ news: 2 });
    for (const page of ['Contact', 'Privacy']) {
      expect(itemOf(real, page)).toMatchObject({ outcome: 'skipped', contentId: null });
      expect(itemOf(real, page).problems[0]).toBe('A Ghost page: pages are skipped, as chosen.');
    }

    const design = await fieldsOf(real, 'Customizing your brand and design settings');
    expect(design).toMatchObject({
      newsGroup: 'KEY_REVIEW_ARTICLES',
      authors: 'Ghost',
      publishedAt: '2021-03-24T04:34:14.000Z',
      excerpt:
        'How to tweak a few settings in Ghost to transform your site from a generic template to a custom brand with style and personality.',
    });
    expect(design.html).toContain(`<a href="${OLD}/welcome/"`);
    expect(design.html).not.toContain('__GHOST_URL__');
    expect(design.html).toContain('<h2>Installing Ghost themes</h2>');
    // The code card keeps its lines as a paragraph; its caption follows it.
    expect(design.html).toContain('<p>{{#post}}<br />&lt;article class="article {{post_class}}"&gt;<br />');
    expect(design.html).toContain('<p>A snippet from a post template</p>');
    // Its screenshots are on Ghost's own host: fetched into the library once, never hot-linked;
    // the one that cannot be had is left out and named with its address.
    expect(design.html).not.toContain('static.ghost.org');
    expect(design.html).toMatch(
      /<img src="\/api\/media\/library\/[\w-]+\.webp" alt="Customizing your brand and design settings"/,
    );
    expect(design.featureImage).toMatch(/^library\/[\w-]+\.webp$/);
    const designProblems = itemOf(real, 'Customizing your brand and design settings').problems.join(' ');
    expect(designProblems).toContain(
      'The image https://static.ghost.org/v4.0.0/images/themesettings.png could not be fetched and was left out',
    );
    expect(real.images).toContainEqual({
      url: 'https://static.ghost.org/v4.0.0/images/brandsettings.png',
      posts: ['Customizing your brand and design settings'],
      outcome: 'library',
    });
    expect(real.images).toContainEqual({
      url: 'https://static.ghost.org/v4.0.0/images/themesettings.png',
      posts: ['Customizing your brand and design settings'],
      outcome: 'upload',
    });
    const fetchedFile = await app.db
      .selectFrom('media_files')
      .select(['alt', 'review_note', 'mime'])
      .where('path', '=', design.featureImage)
      .executeTakeFirstOrThrow();
    expect(fetchedFile).toMatchObject({ mime: 'image/webp', alt: 'Customizing your brand and design settings' });
    expect(fetchedFile.review_note).toMatch(/check the alt text/);
    remoteImagesForTests();

    const sell = await fieldsOf(real, 'Selling premium memberships with recurring revenue');
    // Everything after the paywall is kept: every reader here is a member.
    expect(sell.html).toContain('<p>Hold back some of the best bits for paying members only! </p>');
    expect(sell.html).not.toMatch(/<p>\s*<\/p>/);
    expect(sell.excerpt).toMatch(/^For creators and aspiring entrepreneurs/);
    expect(itemOf(real, 'Selling premium memberships with recurring revenue').problems.join(' ')).toMatch(
      /paywall marker/,
    );
  });
});

describe("A Ghost 5 export (lexical) with Ghost's golden post and its ZIP", () => {
  it('imports the posts with both authors and the feature image from the ZIP; every card is converted or named', async () => {
    const zip = ghostZip(fixture('ghost-5-export.json'), { '2024/12/golden-feature.png': await samplePng() });
    const { dry, real } = await importBoth(zip, '&defaultKind=news%3ACLINICAL_NEWS&pages=skip');
    const totals = { posts: 3, pages: 1, imported: 2, duplicates: 0, skipped: 1 };
    expect(dry.totals).toMatchObject(totals);
    expect(real.totals).toMatchObject(totals);
    expect(real.unknownTags.map((t) => t.slug).sort()).toEqual(['hash-internal', 'news']);

    const golden = await fieldsOf(real, 'Golden post (every card)');
    expect(golden).toMatchObject({
      authors: 'Fixture Ghosty, Second Author',
      publishedAt: '2024-12-06T12:00:00.000Z',
      excerpt: expect.stringMatching(/^This is just a simple paragraph, no frills\./),
      featureImage: expect.stringMatching(/^library\/[\w-]+\.webp$/),
    });
    const html = golden.html!;
    for (const part of [
      '<p>This is just a simple paragraph, no frills.</p>',
      '<blockquote><p>This is block quote</p></blockquote>',
      '<blockquote><p>This is a...different block quote</p></blockquote>',
      '<h2>This is a heading!</h2>',
      "<h3>Here's a smaller heading.</h3>",
      '<h2>A heading</h2>',
      '<p>A paragraph inside an HTML card.</p>',
      '<hr />',
      '<p>A gallery.</p>',
      '<a href="https://ghost.org" rel="noopener noreferrer" target="_blank">Ghost: Independent technology for modern publishing</a>',
      '<p>My favorite website.</p>',
      "Click me, I'm a button!",
      '<blockquote><p>💡 I had an idea...</p></blockquote>',
      '<h3>Spoiler alert!</h3><p>Just kidding</p>',
      '<h2>Good news everyone!</h2>',
      'src="https://www.youtube-nocookie.com/embed/jfKfPfyJRdk"',
      "<p>console.log('Hello world!');</p><p>A tiny little script.</p>",
      '<a href="https://main.ghost.org/content/files/2023/11/test.txt" rel="noopener noreferrer" target="_blank">test</a> — A tiny text file.',
    ]) {
      expect(html).toContain(part);
    }
    // No empty paragraph or nested caption left where an image or a wrapper was.
    expect(html).not.toMatch(/<p>\s*<\/p>/);
    // Images on other hosts are left out and listed.
    expect(html).not.toMatch(/upload\.wikimedia\.org|unsplash\.com/);
    const problems = itemOf(real, 'Golden post (every card)').problems.join(' ');
    for (const card of ['email', 'email-cta', 'audio', 'video', 'product', 'signup', 'call-to-action']) {
      expect(problems).toContain(`the ${card} card`);
    }
    expect(problems).toContain('upload.wikimedia.org');

    const draft = itemOf(real, 'A draft in progress');
    expect(draft.problems).toContain('It was draft in Ghost.');
    expect(await fieldsOf(real, 'A draft in progress')).toMatchObject({
      authors: 'Second Author',
      publishedAt: null,
      excerpt: 'Still being written.',
      html: '<p>Not finished yet.</p>',
    });
    expect(itemOf(real, 'About this site')).toMatchObject({ outcome: 'skipped' });
  });
});

/** The posts of a fixture file, whichever form it has ({ db: [{ data }] } or a bare { data }). */
const postsOf = (file: unknown): Array<{ id: string | number; title: string }> => {
  const f = file as { db?: Array<{ data: { posts: [] } }>; data?: { posts: [] } };
  return (f.db?.[0]?.data ?? f.data!).posts;
};

/** Every post of the file has an item, and every item not created says why. */
function nothingSilentlyDropped(file: unknown, r: GhostImportReport) {
  expect(r.items.map((i) => i.ghostId).sort()).toEqual(
    postsOf(file)
      .map((p) => String(p.id))
      .sort(),
  );
  expect(r.totals.posts).toBe(postsOf(file).length);
  expect(r.totals.imported + r.totals.duplicates + r.totals.skipped).toBe(r.totals.posts);
  for (const i of r.items.filter((i) => i.outcome !== 'created' && i.outcome !== 'create')) {
    expect(i.problems[0], `${i.title} has no reason`).toMatch(/\w/);
  }
}

const byGhostId = (r: GhostImportReport, id: string) => r.items.find((i) => i.ghostId === id)!;

describe("Ghost 0.11's export (bare { meta, data }, numeric ids, page: 1, the feature image as `image`) in a ZIP", () => {
  it('imports its posts with the feature image from the ZIP, skips its page as chosen, and names every outcome', async () => {
    const file = fixture('ghost-0.11-lts-export.json');
    const zip = ghostZip(file, { '2017/05/post-image.jpg': await samplePng() });
    const { dry, real } = await importBoth(zip, `&defaultKind=news%3AOTHER_RESOURCES&pages=skip`);
    const totals = { posts: 5, pages: 1, imported: 4, duplicates: 0, skipped: 1 };
    expect(dry.totals).toMatchObject(totals);
    expect(real.totals).toMatchObject(totals);
    nothingSilentlyDropped(file, dry);
    nothingSilentlyDropped(file, real);
    expect(real.byKind).toEqual({ news: 4 });
    expect(byGhostId(real, '4752')).toMatchObject({ title: 'About', outcome: 'skipped' });
    expect(byGhostId(real, '4752').problems[0]).toBe('A Ghost page: pages are skipped, as chosen.');
    const long = 'Welcome to this test import. This post has a long title.';
    expect(real.unknownTags).toEqual([{ slug: 'tag1', name: 'tag1', posts: [long] }]);
    expect(real.images).toEqual([{ url: 'content/images/2017/05/post-image.jpg', posts: [long], outcome: 'library' }]);

    expect(await fieldsOf(real, long)).toMatchObject({
      newsGroup: 'OTHER_RESOURCES',
      authors: "Joe Blogg's Brother",
      publishedAt: null,
      excerpt: long,
      html: `<p>${long}</p>`,
      featureImage: expect.stringMatching(/^library\/[\w-]+\.webp$/),
    });
    expect(itemOf(real, long).problems).toContain('It was draft in Ghost.');
    expect(await fieldsOf(real, 'Scheduled post')).toMatchObject({ publishedAt: '2017-08-24T10:41:00.000Z' });
    expect(itemOf(real, 'Scheduled post').problems).toContain('It was scheduled in Ghost.');
    expect(await fieldsOf(real, 'Welcome')).toMatchObject({
      publishedAt: '2017-05-23T10:41:09.000Z',
      html: '<p>This is a published static page</p>',
    });
  });
});

describe("Ghost 1.8's export (markdown cards, repeated author links, one post twice under a uuid)", () => {
  it('imports each post once with each author once; the copy is skipped with the reason', async () => {
    const file = fixture('ghost-1.8-authors-export.json');
    const { dry, real } = await importBoth(
      file,
      `&defaultKind=news%3ACLINICAL_NEWS&siteUrl=${encodeURIComponent(OLD)}`,
    );
    // The dry run already counts the copy as skipped: both reports agree.
    const totals = { posts: 3, pages: 0, imported: 2, duplicates: 0, skipped: 1 };
    expect(dry.totals).toMatchObject(totals);
    expect(real.totals).toMatchObject(totals);
    nothingSilentlyDropped(file, dry);
    nothingSilentlyDropped(file, real);
    expect(real.unknownTags).toEqual([{ slug: 'tag1', name: 'tag1', posts: ['Setting up your own Ghost theme'] }]);

    const copy = byGhostId(real, '59a952be7d79ed06b0d21129');
    expect(copy).toMatchObject({ title: 'Advanced Markdown tips', outcome: 'skipped', contentId: null });
    expect(copy.problems[0]).toBe('The export holds another post with the same uuid; the first one is imported.');

    const theme = await fieldsOf(real, 'Setting up your own Ghost theme');
    expect(theme).toMatchObject({
      newsGroup: 'CLINICAL_NEWS',
      // Its links name the mother twice, then the brother and the father, in their order.
      authors: "Joe Blogg's Mother, Joe Blogg's Brother, Joe Blogg's Father",
      publishedAt: '2017-09-01T12:29:50.000Z',
      excerpt: expect.stringMatching(/^Creating a totally custom design for your publication Ghost comes with/),
      featureImage: null,
    });
    expect(theme.html).toMatch(/<blockquote>\s*<p>Anyone can write a completely custom Ghost theme/);
    // Articles have no code style: inline code keeps its text.
    expect(theme.html).toContain('<li>default.hbs is the main template file');
    // The linked image that could not be fetched leaves no empty link behind.
    expect(theme.html).not.toMatch(/<a [^>]*>\s*<\/a>|<p>\s*<\/p>/);
    // The images are on Ghost's demo host, which the tests do not reach: left out and named.
    expect(theme.html).not.toContain('casper.ghost.org');
    const themeProblems = itemOf(real, 'Setting up your own Ghost theme').problems.join(' ');
    expect(themeProblems).toContain(
      'The image https://casper.ghost.org/v1.0.0/images/marketplace.jpg could not be fetched',
    );
    expect(themeProblems).toContain(
      'The feature image https://casper.ghost.org/v1.0.0/images/design.jpg could not be fetched',
    );

    const tips = await fieldsOf(real, 'Advanced Markdown tips');
    expect(tips).toMatchObject({ authors: "Joe Blogg's", publishedAt: '2017-09-01T12:29:51.000Z' });
    expect(tips.html).toContain('<h2>Special formatting</h2>');
    expect(tips.html).toContain(`<a href="${OLD}/the-editor/"`);
    // Strike-through and code have no style here: their text stays.
    expect(tips.html).toContain('<li>strike through</li>');
    expect(tips.html).toContain('<p>.my-link {<br />    text-decoration: underline;<br />}<br /></p>');
    // Ghost's footnotes are a markdown extension the import does not know: kept as written.
    expect(tips.html).toContain('Foxes are red');
    expect(tips.html).not.toMatch(/casper\.ghost\.org|<a [^>]*>\s*<\/a>|<p>\s*<\/p>/);
  });
});
