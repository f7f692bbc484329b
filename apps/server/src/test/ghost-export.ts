/**
 * A Ghost-JSON-export-shaped fixture (import), made by the tests: the `db[0].data`
 * shape with posts, tags, posts_tags, users and posts_authors, bodies in lexical, mobiledoc and
 * html, known and unknown tags and image addresses. SAMPLE content, no real publications.
 * Dependency-free, so the browser test imports it too.
 */

export const FIXTURE_TITLES = {
  lexical: 'SAMPLE Clinical news from Ghost (lexical)',
  mobiledoc: 'SAMPLE Understanding AATD post from Ghost (mobiledoc)',
  html: 'SAMPLE Journal Watch entry from Ghost (html)',
  page: 'SAMPLE About page from Ghost',
  unmapped: 'SAMPLE Webinar recording from Ghost',
} as const;

export const FIXTURE_IMAGES = {
  /** In the ZIP the tests send (ghost-zip.ts); elsewhere, only on the old blog. */
  lexicalFeature: '__GHOST_URL__/content/images/2023/03/lexical-feature.png',
  lexicalBody: 'https://images.example.org/sample/lexical-body.png',
  mobiledocFeature: 'https://images.example.org/sample/mobiledoc-feature.jpg',
  mobiledocBody: '__GHOST_URL__/content/images/2022/05/sample-diagram.png',
} as const;

const lexical = {
  root: {
    type: 'root',
    version: 1,
    children: [
      { type: 'heading', tag: 'h2', children: [{ type: 'text', text: 'What is new', format: 0 }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Sample ', format: 0 },
          { type: 'text', text: 'bold', format: 1 },
          { type: 'text', text: ' and ', format: 0 },
          { type: 'text', text: 'italic', format: 2 },
          { type: 'text', text: ' text with a ', format: 0 },
          {
            type: 'link',
            url: 'https://www.example.org/sample',
            children: [{ type: 'text', text: 'link', format: 0 }],
          },
          { type: 'text', text: '.', format: 0 },
        ],
      },
      {
        type: 'list',
        listType: 'bullet',
        children: [
          { type: 'listitem', children: [{ type: 'text', text: 'First point', format: 0 }] },
          { type: 'listitem', children: [{ type: 'text', text: 'Second point', format: 0 }] },
        ],
      },
      { type: 'quote', children: [{ type: 'text', text: 'A sample quotation.', format: 0 }] },
      { type: 'image', src: 'https://images.example.org/sample/lexical-body.png', alt: 'Sample chart', caption: '' },
      { type: 'codeblock', code: 'const x = 1 < 2;', language: 'js' },
      { type: 'callout', calloutText: 'Not supported here' },
    ],
  },
};

const mobiledoc = {
  version: '0.3.1',
  atoms: [['soft-return', '', {}]],
  markups: [['a', ['href', 'https://www.example.org/guide']], ['strong']],
  cards: [
    ['image', { src: '__GHOST_URL__/content/images/2022/05/sample-diagram.png', alt: 'Sample diagram', caption: '' }],
    ['code', { code: 'echo sample' }],
    ['hr', {}],
  ],
  sections: [
    [1, 'h2', [[0, [], 0, 'Background']]],
    [
      1,
      'p',
      [
        [0, [], 0, 'Read the '],
        [0, [0], 1, 'sample guide'],
        [0, [], 0, ' and '],
        [0, [1], 1, 'this'],
        [1, [], 0, 0],
        [0, [], 0, 'next line'],
      ],
    ],
    [3, 'ol', [[[0, [], 0, 'One']], [[0, [], 0, 'Two']]]],
    [10, 0],
    [10, 1],
    [10, 2],
  ],
};

/** The export; `suffix` makes the Ghost ids and uuids of a second, different export. */
export function ghostExportFixture(suffix = '') {
  const id = (n: number) => `5f0000000000000000000${n}${suffix}`;
  const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}${suffix}`;
  const post = (n: number, over: Record<string, unknown>) => ({
    id: id(n),
    uuid: uuid(n),
    slug: `sample-${n}${suffix}`,
    type: 'post',
    status: 'published',
    html: null,
    lexical: null,
    mobiledoc: null,
    feature_image: null,
    custom_excerpt: null,
    canonical_url: null,
    published_at: '2023-03-14T09:30:00.000Z',
    ...over,
  });
  return {
    db: [
      {
        meta: { exported_on: 1700000000000, version: '5.75.0' },
        data: {
          posts: [
            post(1, {
              title: FIXTURE_TITLES.lexical,
              lexical: JSON.stringify(lexical),
              feature_image: FIXTURE_IMAGES.lexicalFeature,
              custom_excerpt: 'A sample excerpt written in Ghost.',
              published_at: '2023-03-14T09:30:00.000Z',
            }),
            post(2, {
              title: FIXTURE_TITLES.mobiledoc,
              mobiledoc: JSON.stringify(mobiledoc),
              feature_image: FIXTURE_IMAGES.mobiledocFeature,
              custom_excerpt: 'A sample education post.',
              published_at: '2021-06-01 08:00:00',
            }),
            post(3, {
              title: FIXTURE_TITLES.html,
              html: '<p>A <em>sample</em> summary of an article.</p><script>alert(1)</script>',
              canonical_url: 'https://journal.example.org/sample-article',
              published_at: '2022-11-30T12:00:00.000Z',
            }),
            post(4, { title: FIXTURE_TITLES.page, type: 'page', html: '<p>About.</p>' }),
            post(5, { title: FIXTURE_TITLES.unmapped, html: '<p>Recording.</p>' }),
          ],
          tags: [
            { id: 't1', name: 'Clinical News', slug: 'clinical-news' },
            { id: 't2', name: 'Understanding AATD', slug: 'aatd-education-understanding-aatd' },
            { id: 't3', name: 'Journal Watch', slug: 'aatd-information-journal-watch' },
            { id: 't4', name: 'Webinars', slug: 'webinar-recordings' },
            { id: 't5', name: '#featured', slug: 'hash-featured' },
          ],
          posts_tags: [
            { id: 'pt1', post_id: id(1), tag_id: 't1', sort_order: 0 },
            { id: 'pt2', post_id: id(1), tag_id: 't5', sort_order: 1 },
            { id: 'pt3', post_id: id(2), tag_id: 't2', sort_order: 0 },
            { id: 'pt4', post_id: id(3), tag_id: 't3', sort_order: 0 },
            { id: 'pt5', post_id: id(5), tag_id: 't4', sort_order: 0 },
          ],
          users: [{ id: 'u1', name: 'Sample Author', slug: 'sample-author' }],
          posts_authors: [
            { id: 'pa1', post_id: id(1), author_id: 'u1', sort_order: 0 },
            { id: 'pa2', post_id: id(3), author_id: 'u1', sort_order: 0 },
          ],
        },
      },
    ],
  };
}
