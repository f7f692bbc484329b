import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../sanitize-html.js';
import { SAMPLE_PNG_PATH, SITE, ghostExportOfVersion, versionTitles } from '../../test/ghost-versions.js';
import { exportBytes, planExport } from '../../test/ghost-plan.js';
import { indexGhostExport, type PlanOptions, remoteImageRef } from './ghost-export.js';

const plan = async (version: 2 | 3 | 4 | 5, options: PlanOptions = {}, bare = false) =>
  planExport(ghostExportOfVersion(version, { bare }), options);

describe.each([2, 3, 4, 5] as const)('an export of Ghost %i', (version) => {
  const titles = versionTitles(version);
  const of = (planned: Awaited<ReturnType<typeof plan>>, title: string) => planned.find((p) => p.title === title)!;

  it('without choices: tagged posts planned, the rest skipped with the reason', async () => {
    const planned = await plan(version);
    expect(of(planned, titles.rich)).toMatchObject({
      skip: null,
      target: { kind: 'news', newsGroup: 'CLINICAL_NEWS' },
    });
    expect(of(planned, titles.plain).skip).toBeNull();
    expect(of(planned, titles.untagged).skip).toMatch(/None of its tags \(getting-started\) maps to a kind/);
    expect(of(planned, titles.page)).toMatchObject({ isPage: true, skip: expect.stringMatching(/A Ghost page/) });
  });

  it('with a default kind, a tag mapping and a choice for pages, every post and page is planned', async () => {
    const planned = await plan(version, {
      choices: { defaultKind: 'news:OTHER_RESOURCES', pages: 'conference', map: {} },
    });
    expect(planned.filter((p) => p.skip)).toEqual([]);
    expect(of(planned, titles.untagged).target).toMatchObject({ kind: 'news', newsGroup: 'OTHER_RESOURCES' });
    expect(of(planned, titles.page).target).toMatchObject({ kind: 'conference' });

    const mapped = await plan(version, { choices: { map: { 'getting-started': 'category:oncology' } } });
    expect(of(mapped, titles.untagged).target).toEqual({
      kind: 'therapy',
      newsGroup: null,
      educationCategory: 'oncology',
    });
    const skipped = await plan(version, { choices: { map: { 'getting-started': 'skip' } } });
    expect(of(skipped, titles.untagged).skip).toBe('Skipped, as chosen for the tag "getting-started".');
  });

  it('converts the cards; images from the ZIP point at the library, the others are left out and listed', async () => {
    const planned = await plan(version, { choices: { siteUrl: SITE }, archiveImages: new Set([SAMPLE_PNG_PATH]) });
    const rich = of(planned, titles.rich);
    const html = rich.fields.html!;
    expect(rich.fields.authors).toBe('Sample Author One, Sample Author Two');
    expect(rich.featureArchivePath).toBe(SAMPLE_PNG_PATH);
    expect(html).toContain(`<img src="ghost-archive:${SAMPLE_PNG_PATH}" alt="SAMPLE chart of results">`);
    expect(html).toContain(`<img src="${remoteImageRef(`${SITE}/content/images/2024/05/only-on-the-old-blog.jpg`)}"`);
    expect(html).not.toMatch(/<img src="https?:/);
    expect(rich.problems.join(' ')).toContain(`${SITE}/content/images/2024/05/only-on-the-old-blog.jpg`);
    expect(html).toContain('https://www.youtube-nocookie.com/embed/SAMPLEvid01');
    expect(html).toContain('<a href="https://guidelines.example.org/sample">SAMPLE guideline page</a>');
    expect(html).not.toContain('__GHOST_URL__');
    const members = sanitizeArticleHtml(html);
    expect(members).toContain('<p>Sample HTML card.</p>');
    expect(members).toContain('<hr />');
    if (version >= 4) {
      expect(members).toContain('<h2>Sample heading</h2>');
      expect(members).toContain('<strong>markdown</strong>');
      expect(members).not.toMatch(/<script|alert\(/);
      expect(members).toContain('💡 A sample <em>callout</em>.');
      expect(members).toContain('<h3>Sample question?</h3><p>Sample answer.</p>');
      expect(members).toContain(`href="${SITE}/sample-page/"`);
      expect(rich.problems.join(' ')).toMatch(/paywall marker/);
    }
    expect(of(planned, titles.plain).fields.html).toContain(`href="${SITE}/tag/x/"`);
  });

  it('reads the bare { meta, data } form as the wrapped one', async () => {
    const bare = await plan(version, {}, true);
    expect(bare.map((p) => [p.title, p.skip === null])).toEqual(
      (await plan(version)).map((p) => [p.title, p.skip === null]),
    );
  });
});

describe('what an export must not hold', () => {
  it('a control character is refused with where it is', async () => {
    const file = ghostExportOfVersion(5) as { db: Array<{ data: { posts: Array<{ html: string | null }> } }> };
    file.db[0]!.data.posts[1]!.html = '<p>Bad\u0000byte</p>';
    await expect(indexGhostExport(exportBytes(file))).rejects.toThrow(
      /control character \(such as NUL\) at data\.posts\[1\]\.html/,
    );
  });

  it('more posts than the limit is refused with the limit', async () => {
    await expect(indexGhostExport(exportBytes(ghostExportOfVersion(4)), 3)).rejects.toThrow(
      /holds 4 posts; at most 3 are imported at once/,
    );
  });
});
