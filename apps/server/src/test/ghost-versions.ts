/**
 * Ghost exports in the shapes each major version writes (learnt from Ghost's own published
 * export fixtures, written anew here): SAMPLE content, no real publications.
 * - Ghost 2: `page: true|false`, mobiledoc bodies, image addresses relative to the blog
 *   (/content/images/…), "YYYY-MM-DD HH:MM:SS" dates, `author_id` beside posts_authors.
 * - Ghost 3: `type: 'post'|'page'`, mobiledoc with gallery and bookmark cards, absolute addresses.
 * - Ghost 4: mobiledoc with callout, toggle, button, file, markdown, embed and paywall cards, and
 *   `__GHOST_URL__` for the blog's own address.
 * - Ghost 5: lexical bodies (the same cards as nodes), or mobiledoc for posts written before.
 * Each holds two posts of the spec's tag, one post with only an unknown tag (`getting-started`),
 * one page, two authors and the `db: [{ meta, data }]` wrapper (`bare` drops it).
 */

export const SITE = 'https://oldblog.example.org';
export const SAMPLE_PNG_PATH = '2024/05/sample-chart.png';

type Version = 2 | 3 | 4 | 5;

const mobiledoc = (cards: Array<[string, Record<string, unknown>]>, text: string) =>
  JSON.stringify({
    version: '0.3.1',
    atoms: [],
    markups: [['strong']],
    cards,
    sections: [
      [
        1,
        'p',
        [
          [0, [0], 1, 'SAMPLE'],
          [0, [], 0, ` ${text}`],
        ],
      ],
      ...cards.map((_, i) => [10, i]),
    ],
  });

const lexical = (nodes: Array<Record<string, unknown>>, text: string) =>
  JSON.stringify({
    root: {
      type: 'root',
      version: 1,
      children: [
        {
          type: 'paragraph',
          version: 1,
          children: [
            { type: 'text', version: 1, text: 'SAMPLE', format: 1 },
            { type: 'text', version: 1, text: ` ${text}`, format: 0 },
          ],
        },
        ...nodes.map((n) => ({ version: 1, ...n })),
      ],
    },
  });

/** The address of an image of the old blog, as the version writes it. */
export function imageAddress(version: Version, path: string): string {
  if (version === 2) return `/content/images/${path}`;
  if (version === 3) return `${SITE}/content/images/${path}`;
  return `__GHOST_URL__/content/images/${path}`;
}

/** The cards of a rich post, as mobiledoc cards (Ghost 2-4) or lexical nodes (Ghost 5). */
function richBody(version: Version, script: string): { mobiledoc?: string; lexical?: string } {
  const img = imageAddress(version, SAMPLE_PNG_PATH);
  const missing = imageAddress(version, '2024/05/only-on-the-old-blog.jpg');
  const cards: Array<[string, Record<string, unknown>]> = [
    ['image', { src: img, alt: 'SAMPLE chart of results', caption: 'A sample caption' }],
    ['gallery', { images: [{ src: missing, alt: '', fileName: 'only-on-the-old-blog.jpg', row: 0 }], caption: '' }],
    [
      'bookmark',
      {
        url: 'https://guidelines.example.org/sample',
        metadata: { title: 'SAMPLE guideline page', description: 'A sample description.', publisher: 'Example Org' },
      },
    ],
    ['embed', { url: 'https://www.youtube.com/watch?v=SAMPLEvid01', html: '<iframe src="x"></iframe>', type: 'video' }],
  ];
  if (version >= 4) {
    cards.push(
      ['callout', { calloutEmoji: '💡', calloutText: 'A sample <em>callout</em>.', backgroundColor: 'grey' }],
      ['toggle', { heading: '<p>Sample question?</p>', content: '<p>Sample answer.</p>' }],
      ['button', { buttonText: 'Read the sample', buttonUrl: '__GHOST_URL__/sample-page/', alignment: 'center' }],
      [
        'file',
        { src: '__GHOST_URL__/content/files/2024/05/sample.pdf', fileName: 'sample.pdf', fileTitle: 'Sample PDF' },
      ],
      ['markdown', { markdown: `## Sample heading\n\nSome **markdown** text.\n\n${script}` }],
      ['paywall', {}],
    );
  }
  cards.push(['html', { html: '<p>Sample HTML card.</p>' }], ['code', { code: 'x < 1' }], ['hr', {}]);
  if (version < 5) return { mobiledoc: mobiledoc(cards, 'rich post.') };
  const lexicalName: Record<string, string> = { code: 'codeblock', hr: 'horizontalrule' };
  return {
    lexical: lexical(
      cards.map(([name, { type: embedType, ...payload }]) => ({
        ...payload,
        ...(embedType ? { embedType } : {}),
        type: lexicalName[name] ?? name,
      })),
      'rich post.',
    ),
  };
}

export const versionTitles = (version: Version) => ({
  rich: `SAMPLE Ghost ${version} rich post`,
  plain: `SAMPLE Ghost ${version} plain post`,
  untagged: `SAMPLE Ghost ${version} getting started`,
  page: `SAMPLE Ghost ${version} about page`,
});

export const SAMPLE_SCRIPT = '<script>alert("sample")</script>';

export function ghostExportOfVersion(version: Version, options: { bare?: boolean; suffix?: string } = {}) {
  const s = `${version}${options.suffix ?? ''}`;
  const titles = versionTitles(version);
  const id = (n: number) => `${version}00000000000000000000${n}${options.suffix ?? ''}`;
  const date = (iso: string) => (version === 2 ? iso.replace('T', ' ').replace(/\.\d+Z$/, '') : iso);
  const kind = (page: boolean) => (version === 2 ? { page } : { type: page ? 'page' : 'post' });
  const post = (n: number, title: string, page: boolean, body: Record<string, unknown>) => ({
    id: id(n),
    uuid: `0000000${version}-0000-4000-8000-0000000000${n}${s}`.slice(0, 36),
    title,
    slug: `sample-${n}-${s}`,
    ...kind(page),
    status: 'published',
    html: null,
    mobiledoc: null,
    ...(version === 5 ? { lexical: null } : {}),
    feature_image: n === 1 ? imageAddress(version, SAMPLE_PNG_PATH) : null,
    custom_excerpt: `A sample excerpt of post ${n}.`,
    published_at: date('2024-05-02T09:30:00.000Z'),
    ...(version === 2 ? { author_id: 'u1' } : {}),
    ...body,
  });
  const data = {
    posts: [
      post(1, titles.rich, false, richBody(version, SAMPLE_SCRIPT)),
      post(2, titles.plain, false, { html: '<p>A plain sample post. <a href="__GHOST_URL__/tag/x/">Tag</a></p>' }),
      post(3, titles.untagged, false, { html: '<p>Welcome to the sample blog.</p>' }),
      post(4, titles.page, true, { html: '<p>About this sample blog.</p>' }),
    ],
    tags: [
      { id: 't1', name: 'Clinical News', slug: 'clinical-news' },
      { id: 't2', name: 'Getting Started', slug: 'getting-started' },
    ],
    posts_tags: [
      { id: 'pt1', post_id: id(1), tag_id: 't1', sort_order: 0 },
      { id: 'pt2', post_id: id(2), tag_id: 't1', sort_order: 0 },
      { id: 'pt3', post_id: id(3), tag_id: 't2', sort_order: 0 },
    ],
    users: [
      { id: 'u1', name: 'Sample Author One', slug: 'one', email: 'one@example.org' },
      { id: 'u2', name: 'Sample Author Two', slug: 'two', email: 'two@example.org' },
    ],
    posts_authors: [
      { id: 'pa1', post_id: id(1), author_id: 'u1', sort_order: 0 },
      { id: 'pa2', post_id: id(1), author_id: 'u2', sort_order: 1 },
      { id: 'pa3', post_id: id(2), author_id: 'u2', sort_order: 0 },
    ],
  };
  const meta = { exported_on: 1714640000000, version: `${version}.10.0` };
  return options.bare ? { meta, data } : { db: [{ meta, data }] };
}

/**
 * A Ghost 5 export of `n` posts (SAMPLE), for the planning's scale test and benchmark: bodies in
 * lexical and mobiledoc with a few cards, 50 tags (one of the spec's), two tags and an author each.
 */
export function largeGhostExport(n: number) {
  const tags = Array.from({ length: 50 }, (_, i) =>
    i === 0
      ? { id: 't0', name: 'Clinical News', slug: 'clinical-news' }
      : { id: `t${i}`, name: `Tag ${i}`, slug: `tag-${i}` },
  );
  const posts = [];
  const postsTags = [];
  const postsAuthors = [];
  for (let i = 0; i < n; i++) {
    const id = `p${i}`;
    const text = `SAMPLE post ${i} with a few words of body text.`;
    posts.push({
      id,
      uuid: `uuid-${i}`,
      title: `SAMPLE post ${i}`,
      slug: `sample-post-${i}`,
      type: i % 20 === 0 ? 'page' : 'post',
      status: 'published',
      html: null,
      mobiledoc:
        i % 2
          ? mobiledoc(
              [
                ['markdown', { markdown: `**${text}**` }],
                ['hr', {}],
              ],
              text,
            )
          : null,
      lexical:
        i % 2
          ? null
          : lexical(
              [
                { type: 'callout', calloutText: text, calloutEmoji: '💡' },
                { type: 'image', src: `__GHOST_URL__/content/images/2024/05/p${i}.png`, alt: '' },
              ],
              text,
            ),
      feature_image: null,
      custom_excerpt: null,
      published_at: '2024-05-02T09:30:00.000Z',
    });
    postsTags.push(
      { id: `pt${i}a`, post_id: id, tag_id: `t${i % 50}`, sort_order: 0 },
      { id: `pt${i}b`, post_id: id, tag_id: `t${(i + 7) % 50}`, sort_order: 1 },
    );
    postsAuthors.push({ id: `pa${i}`, post_id: id, author_id: 'u1', sort_order: 0 });
  }
  return {
    db: [
      {
        meta: { exported_on: 1714640000000, version: '5.80.0' },
        data: {
          posts,
          tags,
          posts_tags: postsTags,
          users: [{ id: 'u1', name: 'Sample Author', slug: 'sample-author' }],
          posts_authors: postsAuthors,
        },
      },
    ],
  };
}
