/**
 * Limits shared by the browser and the server, so a page asks for exactly what the server allows
 * and a form rejects exactly what the upload route would.
 */
export const PAGE_SIZE = {
  newsByType: 10,
  clinicalNews: 3,
  comments: 5,
  members: 6,
  savedArticles: 2,
  savedModules: 2,
  messages: 3,
  conversation: 3,
  therapyList: 3,
  conference: 3,
  modules: 3,
  searchHitsPerGroup: 3,
  overviewPosts: 3,
} as const;
export type PageSizeKey = keyof typeof PAGE_SIZE;

/** The Clinical News pager shows at most this many numbered links, starting at the current page. */
export const PAGER_MAX_LINKS = 4;

export const REGISTRATION_IMAGE_MAX_BYTES = 2_097_152;
export const PROFILE_IMAGE_MAX_BYTES = 1_048_576;
/** 'image/jpg' is not a registered type but some browsers report it, so it stays accepted. */
export const IMAGE_TYPES = ['image/jpg', 'image/jpeg', 'image/png'] as const;

export const SNIPPET_ARTICLE_SEARCH = 650;
export const SNIPPET_SITE_SEARCH = 570;

export const PASSWORD_MIN = 9;

export const PDF_VIEWER_WIDTH = 500;
export const VIDEO_FRAME_HEIGHT = 343;

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** First day the reporting overview counts from (part 2 §7). */
export const REPORT_START_DATE = '2020-03-31';

/** How often the browser reports activity (only with Analysis cookie consent; reporting). */
export const HEARTBEAT_INTERVAL_MS = 60_000;
