import { EDUCATION_CATEGORIES, type ContentKind } from '@aatd/contract';
import type { FileStorage } from '../../core/storage/file-storage.js';
import type { Db } from '../../db/database.js';
import { markSampleModule } from '../../core/modules/module-writes.repository.js';
import { sampleHtml } from '../sample-html.js';
import { cite } from '../sample-references.js';
import { publishSampleItem, sampleStaff } from '../sample/sample-workflow.js';
import { writeChartImage, writeSampleImage, writeSamplePdf, writeSampleVideo } from './sample-files.js';
import { moduleReferences, SAMPLE_MODULES } from './sample-modules.js';
import { SAMPLE_CONFERENCES, SAMPLE_POSTS, type SamplePost } from './sample-posts.js';

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

const postHtml = (post: SamplePost) =>
  post.sections.length
    ? sampleHtml({
        sections: post.sections,
        listHeading: 'Points for practice',
        list: post.points ?? [],
        references: cite(...(post.references ?? [])),
      })
    : null;

/** One post through the content workflow, with its illustration and (if asked) its PDF. */
async function publishPost(
  db: Db,
  storage: FileStorage,
  staff: Awaited<ReturnType<typeof sampleStaff>>,
  post: SamplePost,
  kind: ContentKind,
  category: { slug: string; label: string } | null,
  i: number,
  n: number,
) {
  const name = slugify(post.title);
  const pdfLink = post.pdf
    ? await writeSamplePdf(storage, `${name}.pdf`, {
        title: post.title,
        label: category ? `Education · ${category.label}` : 'Conference highlights',
        summary: post.excerpt,
        sections: post.sections.map(([heading, ...paragraphs]) => ({ heading, paragraphs })),
        keyPoints: post.points ?? [post.excerpt],
        references: cite(...(post.references ?? [])),
      })
    : null;
  const html = kind === 'link' ? null : postHtml(post);
  await publishSampleItem(db, staff, {
    kind,
    approvalCode: `SMPL-ED-${String(n).padStart(3, '0')}`,
    // Spread views so the Just added and Most viewed filters give different orders.
    views: (i * 37) % 11,
    fields: {
      educationCategory: kind === 'therapy' || kind === 'resource' || kind === 'link' ? category!.slug : null,
      title: post.title,
      excerpt: post.excerpt,
      html,
      featureImage: await writeSampleImage(storage, `${name}.webp`, post.motif, n),
      pdfLink,
      embedVideoLink: post.video ?? null,
      articleUrl: post.articleUrl ?? null,
      publishedAt: daysAgo(3 + i * 9).toISOString(),
    },
  });
}

/**
 * Education sample content: modules with structured PDFs, figures drawn from data and editorial
 * illustrations; posts for every category slug, conference highlights and AR items, each published
 * through the content workflow by the sample editor and approved by the sample reviewer, modules
 * too (decision 0050); every row is marked is_sample.
 */
export async function loadSampleEducation(db: Db, storage: FileStorage): Promise<void> {
  await writeSampleVideo(storage);
  const staff = await sampleStaff(db);
  for (const [i, m] of SAMPLE_MODULES.entries()) {
    const name = `module-${i + 1}`;
    const figures = [];
    for (const [j, f] of m.figures.entries()) {
      figures.push({
        title: f.title,
        caption: f.caption,
        imageUrl: await writeChartImage(storage, `${name}-figure-${j + 1}.webp`, f.chart),
      });
    }
    const references = moduleReferences(m);
    const views = (i * 53) % 17;
    const id = await publishSampleItem(db, staff, {
      kind: 'module',
      approvalCode: `SMPL-MOD-${String(i + 1).padStart(3, '0')}`,
      views,
      fields: {
        title: m.title,
        topic: m.topic,
        excerpt: m.description,
        moduleIntro: m.intro,
        associatedTrials: 'None. This module is not linked to any clinical trial.',
        conflictOfInterests: 'None declared.',
        featureImage: await writeSampleImage(storage, `${name}.webp`, m.motif, 100 + i),
        pdfLinks: m.pdf
          ? [
              await writeSamplePdf(storage, `${name}.pdf`, {
                ...m.pdf,
                title: m.title,
                label: `Education module · ${m.topic}`,
                summary: m.description,
                references,
              }),
            ]
          : [],
        videoLinks: m.videos,
        figures,
        readings: m.readings,
        references: references.map((citation) => ({ citation, url: null })),
        publishedAt: `${m.dateLaunched}T12:00:00.000Z`,
      },
    });
    await markSampleModule(db, id, views);
  }

  let n = 0;
  for (const category of EDUCATION_CATEGORIES) {
    for (const [i, post] of SAMPLE_POSTS[category.slug].entries()) {
      await publishPost(db, storage, staff, post, category.kind, category, i, (n += 1));
    }
  }
  for (const [i, post] of SAMPLE_CONFERENCES.entries()) {
    await publishPost(db, storage, staff, post, 'conference', null, i, (n += 1));
  }
}
