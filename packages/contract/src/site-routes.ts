/**
 * Every page address of the web app (spec part 1 §2, part 2 §2.20), as React Router patterns.
 * The web router is built from these and the server answers HTTP 404 for a page address that
 * none of them matches, so a mistyped link is a real 404 rather than a 200 "not found" page.
 * Free of zod: the web app's first chunk imports it.
 */
export const SITE_ROUTES = {
  home: '/',
  login: '/login',
  /** The second sign-in step: the code of an account with a second factor. */
  loginCode: '/login/code',
  register: '/register',
  callback: '/callback',
  registerSuccess: '/registersuccess/:verificationStatus',
  verificationEmailSent: '/verificationemailsent',
  verificationRequested: '/verificationrequested',
  verifyEmailPrompt: '/verifyemail',
  verifyEmail: '/verifyEmail/:recoveryToken',
  resetPasswordRequest: '/resetpasswordrequest',
  resetPasswordRequestSuccess: '/resetpasswordrequestsuccess',
  resetPassword: '/resetpassword/:recoveryToken',
  resetPasswordSuccess: '/resetpasswordsuccess',
  changePassword: '/changepassword',
  changePasswordSuccess: '/changepasswordsuccess',
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  privacyPolicy: '/privacypolicy',
  cookiePolicy: '/cookiespolicy',
  terms: '/termsandcondition',

  community: '/community',
  news: '/community/news',
  clinicalNews: '/community/news/clinicalnews',
  journalWatch: '/community/news/journalwatch',
  keyArticles: '/community/news/keyarticles',
  article: '/community/news/:articleType/:articleId',
  articleSearch: '/community/news/searcharticle/:searchQuery',
  caseStudyNews: '/casestudy/news',
  accounts: '/community/accounts',

  education: '/community/education',
  educationCategory: '/community/education/:slug',
  educationPost: '/community/education/:slug/:postId',
  prevalenceMap: '/community/education/aatd-education-understanding-aatd/map',
  conferences: '/community/education/conferencehighlights',
  conference: '/community/education/conferencehighlights/:conferenceId',
  modules: '/community/education/cmemodules',
  module: '/community/education/cmemodules/:moduleId',
  filterModules: '/filtermodules',
  caseStudies: '/community/education/aatd-case-studies',
  augmentedReality: '/community/education/aatd-education-augmented-reality',
  resources: '/community/resources',
  resourceList: '/community/resources/:slug',
  links: '/community/links',
  linkList: '/community/links/:slug',

  updateProfile: '/updateprofile',
  activityPreference: '/community/activitypreference',
  inviteFriend: '/invitefriend',
  inviteFriendSuccess: '/invitefriendsuccess',
  message: '/message/:receiverId',
  messageSuccess: '/messagesuccess',
  myMessages: '/mymessage',
  conversation: '/mymessageclickthrough/:recipientId',
  members: '/communitymembers',
  viewProfile: '/viewprofile/:profileId',
  search: '/search',
  searchCategory: '/search/:searchCategory',
  feedback: '/feedback',
  notifications: '/notifications',
  /** One-click unsubscribe from a notification mail: no sign-in, the signed token decides. */
  notificationsUnsubscribe: '/notifications/unsubscribe/:token',
  dataExport: '/dataexport/:token',
  // The access gates: accept new legal versions; renew the HCP verification.
  acceptTerms: '/accept-terms',
  reverification: '/reverification',
  report: '/report',
  verificationQueue: '/admin/verifications',
  feedbackInbox: '/admin/feedback',

  // The staff console (staff roles only; anyone else is shown the not-found page).
  console: '/admin',
  consoleReport: '/admin/report',
  consoleContent: '/admin/content',
  consoleContentNew: '/admin/content/new',
  consoleContentImport: '/admin/content/import',
  consoleContentItem: '/admin/content/:contentId',
  consoleContentPreview: '/admin/content/:contentId/preview',
  consoleContentVersions: '/admin/content/:contentId/versions',
  consoleMembers: '/admin/members',
  consoleInvitations: '/admin/members/invitations',
  consoleMember: '/admin/members/:memberId',
  consoleAudit: '/admin/audit',
  consoleModeration: '/admin/moderation',
  consoleModerationItem: '/admin/moderation/items/:itemId',
  consoleModerationWords: '/admin/moderation/words',
  consoleModerationReplies: '/admin/moderation/replies',
  consoleSafety: '/admin/safety',
  consoleSafetyCase: '/admin/safety/:caseId',
  consolePrevalence: '/admin/prevalence',
  consoleActivityTypes: '/admin/activity-types',
  consoleMedia: '/admin/media',
  consoleMail: '/admin/mail',
} as const;
export type SiteRouteName = keyof typeof SITE_ROUTES;

/** The four case studies: React Router matches whole segments only, so /cs-:n is four routes. */
export const CASE_STUDY_ROUTES = ['/cs-1', '/cs-2', '/cs-3', '/cs-4'] as const;

export const SITE_ROUTE_PATTERNS: readonly string[] = [...Object.values(SITE_ROUTES), ...CASE_STUDY_ROUTES];

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * Whether a pathname matches a pattern the way React Router matches it: whole segments, case
 * insensitive, a trailing slash ignored, a `:param` standing for one non-empty segment.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const got = segments(pathname);
  if (want.length !== got.length) return false;
  return want.every((w, i) => w.startsWith(':') || w.toLowerCase() === got[i]!.toLowerCase());
}

/**
 * The site route a pathname opens, as the web router ranks them: of the patterns that match, the
 * one with the most fixed segments (/community/news/searcharticle/:searchQuery before
 * /community/news/:articleType/:articleId).
 */
export function routeOf(pathname: string): string | undefined {
  const fixed = (p: string) => segments(p).filter((s) => !s.startsWith(':')).length;
  return SITE_ROUTE_PATTERNS.filter((p) => matchesRoute(p, pathname)).sort((a, b) => fixed(b) - fixed(a))[0];
}

/** An article's page: `type` names the list it is read under (news-text.ts's articleTypeOf). */
export const articleHref = (type: string, id: number | string) =>
  SITE_ROUTES.article.replace(':articleType', type).replace(':articleId', String(id));

/** Whether the web app has a page at this pathname (query string and hash excluded). */
export const isSiteRoute = (pathname: string) => SITE_ROUTE_PATTERNS.some((p) => matchesRoute(p, pathname));
