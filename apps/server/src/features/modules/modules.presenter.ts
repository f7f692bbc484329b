import {
  moduleFormat,
  type EducationModule,
  type EducationModuleCard,
  type ModuleSearchHit,
  type SavedModule,
} from '@aatd/contract';
import { withVideoTracking, type VideoViewer } from '../../lib/video-links.js';
import { mediaUrl } from '../../core/media/media-url.js';
import type { listModules, listTopics, searchModules, viewModule } from './modules.repository.js';
import type { listSavedModules } from './saved-modules.repository.js';

type CardRow = Awaited<ReturnType<typeof listModules>>['rows'][number];
type DetailRow = NonNullable<Awaited<ReturnType<typeof viewModule>>>;
type HitRow = Awaited<ReturnType<typeof searchModules>>[number];
type SavedRow = Awaited<ReturnType<typeof listSavedModules>>[number];

/** Stored file references (e.g. 'sample/education/module-1.pdf', a sample clip) become URLs of the media route. */
const mediaLinks = (links: string[]) => links.map((l) => mediaUrl(l) ?? l);

export const presentModuleCard = (r: CardRow): EducationModuleCard => ({
  id: r.id,
  title: r.title,
  dateLaunched: r.date_launched,
  topic: r.topic,
  description: r.description,
  featureImage: mediaUrl(r.feature_image),
  pdfLinks: mediaLinks(r.pdf_links),
  videoLinks: mediaLinks(r.video_links),
  views: r.views,
  isSaved: Boolean(r.is_saved),
  isSample: r.is_sample,
});

/** The detail's video links carry this member's tracking parameters (added here, never stored). */
export function presentModule(r: DetailRow): EducationModule {
  const viewer: VideoViewer = { customerId: r.customer_id, country: r.crm_country, digitalId: r.digital_id };
  return {
    ...presentModuleCard(r),
    videoLinks: mediaLinks(r.video_links).map((link) => withVideoTracking(link, viewer)),
    moduleIntro: r.module_intro,
    associatedTrials: r.associated_trials,
    conflictOfInterests: r.conflict_of_interests,
    figures: r.figures.map((f) => ({ ...f, imageUrl: mediaUrl(f.imageUrl) })),
    readings: r.readings,
    references: r.references,
  };
}

export const presentSearchHit = (r: HitRow): ModuleSearchHit => ({
  id: r.id,
  title: r.title,
  topic: r.topic,
  description: r.description,
  pdfLinks: mediaLinks(r.pdf_links),
  videoLinks: mediaLinks(r.video_links),
  dateLaunched: r.date_launched,
  isSaved: Boolean(r.is_saved),
});

export const presentSavedModule = (r: SavedRow): SavedModule => ({
  id: r.id,
  title: r.title,
  topic: r.topic,
  format: moduleFormat(r.pdf_links, r.video_links),
  description: r.description,
  featureImage: mediaUrl(r.feature_image),
  dateLaunched: r.date_launched,
});

export const presentTopics = (rows: Awaited<ReturnType<typeof listTopics>>) => rows.map((r) => ({ topic: r.topic }));
