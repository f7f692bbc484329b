// Deep import: the contract's index would pull zod into the first chunk.
import { CASE_STUDY_ROUTES, SITE_ROUTES as R } from '@aatd/contract/site-routes';

/**
 * Every route of the spec, in one place: components never write URL strings. The patterns come
 * from the contract's route table, which the server also reads to answer 404 for other addresses.
 */
const p = <A extends unknown[]>(path: string, getHref: (...a: A) => string) => ({ path, getHref });
const fixed = (path: string) => p(path, () => path);

export const paths = {
  home: fixed(R.home),
  login: fixed(R.login),
  loginCode: p(R.loginCode, (interaction: string) => `/login/code?${new URLSearchParams({ interaction })}`),
  register: fixed(R.register),
  callback: fixed(R.callback),
  registerSuccess: p(R.registerSuccess, (s: 'verified' | 'notverified' = 'notverified') => `/registersuccess/${s}`),
  verificationEmailSent: fixed(R.verificationEmailSent),
  verificationRequested: fixed(R.verificationRequested),
  verifyEmailPrompt: fixed(R.verifyEmailPrompt),
  verifyEmail: p(R.verifyEmail, (t: string) => `/verifyEmail/${encodeURIComponent(t)}`),
  resetPasswordRequest: fixed(R.resetPasswordRequest),
  resetPasswordRequestSuccess: fixed(R.resetPasswordRequestSuccess),
  resetPassword: p(R.resetPassword, (t: string) => `/resetpassword/${encodeURIComponent(t)}`),
  resetPasswordSuccess: fixed(R.resetPasswordSuccess),
  changePassword: fixed(R.changePassword),
  changePasswordSuccess: fixed(R.changePasswordSuccess),
  aboutUs: fixed(R.aboutUs),
  contactUs: fixed(R.contactUs),
  privacyPolicy: fixed(R.privacyPolicy),
  cookiePolicy: fixed(R.cookiePolicy),
  terms: fixed(R.terms),

  community: fixed(R.community),
  news: fixed(R.news),
  clinicalNews: fixed(R.clinicalNews),
  journalWatch: fixed(R.journalWatch),
  keyArticles: fixed(R.keyArticles),
  article: p(R.article, (type: string, id: number | string) => `/community/news/${type}/${id}`),
  articleSearch: p(R.articleSearch, (q: string) => `/community/news/searcharticle/${encodeURIComponent(q)}`),
  caseStudyNews: fixed(R.caseStudyNews),
  accounts: fixed(R.accounts),

  education: fixed(R.education),
  educationCategory: p(R.educationCategory, (slug: string) => `/community/education/${slug}`),
  educationPost: p(R.educationPost, (slug: string, id: number | string) => `/community/education/${slug}/${id}`),
  prevalenceMap: fixed(R.prevalenceMap),
  conferences: fixed(R.conferences),
  conference: p(R.conference, (id: number | string) => `/community/education/conferencehighlights/${id}`),
  modules: fixed(R.modules),
  module: p(R.module, (id: number | string) => `/community/education/cmemodules/${id}`),
  filterModules: fixed(R.filterModules),
  caseStudies: fixed(R.caseStudies),
  caseStudy: { paths: CASE_STUDY_ROUTES, getHref: (n: 1 | 2 | 3 | 4) => CASE_STUDY_ROUTES[n - 1] },
  augmentedReality: fixed(R.augmentedReality),
  resources: fixed(R.resources),
  resourceList: p(R.resourceList, (slug: string) => `/community/resources/${slug}`),
  links: fixed(R.links),
  linkList: p(R.linkList, (slug: string) => `/community/links/${slug}`),

  updateProfile: fixed(R.updateProfile),
  activityPreference: fixed(R.activityPreference),
  inviteFriend: fixed(R.inviteFriend),
  inviteFriendSuccess: fixed(R.inviteFriendSuccess),
  message: p(R.message, (id: number | string) => `/message/${id}`),
  messageSuccess: fixed(R.messageSuccess),
  myMessages: fixed(R.myMessages),
  conversation: p(R.conversation, (id: number | string) => `/mymessageclickthrough/${id}`),
  members: fixed(R.members),
  viewProfile: p(R.viewProfile, (id: number | string) => `/viewprofile/${id}`),
  search: fixed(R.search),
  searchCategory: p(R.searchCategory, (c: string) => `/search/${c}`),
  feedback: fixed(R.feedback),
  dataExport: p(R.dataExport, (token: string) => `/dataexport/${encodeURIComponent(token)}`),
  report: fixed(R.report),
  verificationQueue: fixed(R.verificationQueue),
  feedbackInbox: fixed(R.feedbackInbox),

  console: fixed(R.console),
  consoleReport: fixed(R.consoleReport),
  consoleContent: p(R.consoleContent, (query?: Record<string, string>) =>
    query && Object.keys(query).length ? `${R.consoleContent}?${new URLSearchParams(query)}` : R.consoleContent,
  ),
  consoleContentNew: p(
    R.consoleContentNew,
    (kind: string) => `${R.consoleContentNew}?kind=${encodeURIComponent(kind)}`,
  ),
  consoleContentImport: fixed(R.consoleContentImport),
  consoleContentItem: p(R.consoleContentItem, (id: number | string) => `/admin/content/${id}`),
  consoleContentPreview: p(R.consoleContentPreview, (id: number | string) => `/admin/content/${id}/preview`),
  consoleContentVersions: p(R.consoleContentVersions, (id: number | string) => `/admin/content/${id}/versions`),
  consoleMembers: p(R.consoleMembers, (query?: Record<string, string>) =>
    query && Object.keys(query).length ? `${R.consoleMembers}?${new URLSearchParams(query)}` : R.consoleMembers,
  ),
  consoleInvitations: fixed(R.consoleInvitations),
  consoleMember: p(R.consoleMember, (id: number | string) => `/admin/members/${id}`),
  consoleAudit: p(R.consoleAudit, (query?: Record<string, string>) =>
    query && Object.keys(query).length ? `${R.consoleAudit}?${new URLSearchParams(query)}` : R.consoleAudit,
  ),
  consoleModeration: p(R.consoleModeration, (query?: Record<string, string>) =>
    query && Object.keys(query).length ? `${R.consoleModeration}?${new URLSearchParams(query)}` : R.consoleModeration,
  ),
  consoleModerationItem: p(R.consoleModerationItem, (id: number | string) => `/admin/moderation/items/${id}`),
  consoleModerationWords: fixed(R.consoleModerationWords),
  consoleSafety: fixed(R.consoleSafety),
  consoleSafetyCase: p(R.consoleSafetyCase, (id: number | string) => `/admin/safety/${id}`),
} as const;
