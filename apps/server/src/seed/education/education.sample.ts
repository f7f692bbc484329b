import { EDUCATION_CATEGORIES } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import { insertPosts, type PostInput } from '../../core/posts/posts.repository.js';
import { insertModules, type ModuleInput } from '../../core/modules/module-writes.repository.js';
import { writeSampleImage, writeSamplePdf, writeSampleVideo, type SamplePdfPage } from './sample-files.js';
import { SAMPLE_MODULES } from './sample-modules.js';
import { SAMPLE_CONFERENCES, SAMPLE_POSTS, type SamplePost } from './sample-posts.js';

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/** Three short pages for a post's PDF, built from its own sample text. */
const postPages = (post: SamplePost): SamplePdfPage[] => [
  { heading: 'Overview', paragraphs: [post.excerpt] },
  { heading: 'Notes', paragraphs: post.body },
  {
    heading: 'About this document',
    paragraphs: [
      'This PDF was generated when the sample content was loaded. It is sample content and not medical advice.',
    ],
  },
];

const html = (post: SamplePost) =>
  `<p><strong>Sample content.</strong></p>${post.body.map((b) => `<p>${b}</p>`).join('')}`;

async function toPostInput(
  dataDir: string,
  post: SamplePost,
  kind: PostInput['kind'],
  tags: string[],
  i: number,
  hue: number,
): Promise<PostInput> {
  const name = slugify(post.title);
  return {
    kind,
    tags,
    title: post.title,
    excerpt: post.excerpt,
    html: html(post),
    featureImage: await writeSampleImage(dataDir, `${name}.webp`, post.title.replace(/^Sample: /, ''), hue),
    pdfLink: post.pdf ? await writeSamplePdf(dataDir, `${name}.pdf`, post.title, postPages(post)) : null,
    embedVideoLink: post.video ?? null,
    articleUrl: post.articleUrl ?? null,
    // Spread dates and views so the Just added and Most viewed filters give different orders.
    publishedAt: daysAgo(3 + i * 9),
    views: (i * 37) % 11,
    isSample: true,
  };
}

/**
 * Education sample content: modules with generated PDFs and images, posts for every category slug,
 * conference highlights and AR items. Every title says "Sample"; every row is marked is_sample.
 */
export async function loadSampleEducation(db: Db, dataDir: string): Promise<void> {
  await writeSampleVideo(dataDir);
  const modules: ModuleInput[] = [];
  for (const [i, m] of SAMPLE_MODULES.entries()) {
    const name = `module-${i + 1}`;
    const figures = [];
    for (const [j, f] of m.figures.entries()) {
      figures.push({
        ...f,
        imageUrl: await writeSampleImage(dataDir, `${name}-figure-${j + 1}.webp`, f.title, 200 + j * 30),
      });
    }
    modules.push({
      title: m.title,
      dateLaunched: m.dateLaunched,
      topic: m.topic,
      description: m.description,
      moduleIntro: m.intro,
      associatedTrials: 'None. This sample module is not linked to any clinical trial.',
      conflictOfInterests: 'None declared. Sample content written for this demonstration.',
      featureImage: await writeSampleImage(
        dataDir,
        `${name}.webp`,
        m.title.replace(/^Sample module: /, ''),
        150 + i * 23,
      ),
      pdfLinks: m.pdf ? [await writeSamplePdf(dataDir, `${name}.pdf`, m.title, m.pdf)] : [],
      videoLinks: m.videos,
      figures,
      readings: m.readings,
      references: m.references,
      views: (i * 53) % 17,
      isSample: true,
    });
  }
  await insertModules(db, modules);

  const posts: PostInput[] = [];
  for (const [c, category] of EDUCATION_CATEGORIES.entries()) {
    for (const [i, post] of SAMPLE_POSTS[category.slug].entries()) {
      posts.push(await toPostInput(dataDir, post, category.kind, [category.slug], i, (c * 27) % 360));
    }
  }
  for (const [i, post] of SAMPLE_CONFERENCES.entries()) {
    posts.push(await toPostInput(dataDir, post, 'conference', ['conference-highlights'], i, 20 + i * 40));
  }
  await insertPosts(db, posts);
}
