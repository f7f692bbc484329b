import type { FastifyPluginAsync } from 'fastify';
import platformRoutes from './features/platform/platform.routes.js';
import loginRoutes from './features/identity/login.routes.js';
import tokenRoutes from './features/identity/token.routes.js';
import currentUserRoutes from './features/identity/current-user.routes.js';
import registrationRoutes from './features/registration/registration.routes.js';
import docCheckRoutes from './features/registration/doccheck.routes.js';
import verificationRoutes from './features/verification/verification.routes.js';
import passwordRoutes from './features/password/password.routes.js';
import { devMailApiRoutes } from './features/mail/dev-mail.routes.js';
import newsRoutes from './features/news/news.routes.js';
import commentsRoutes from './features/comments/comments.routes.js';
import ratingsRoutes from './features/ratings/ratings.routes.js';
import savedPostsRoutes from './features/saved-posts/saved-posts.routes.js';
import sharingRoutes from './features/sharing/sharing.routes.js';
import mediaRoutes from './features/media/media.routes.js';
import educationRoutes from './features/education/education.routes.js';
import conferencesRoutes from './features/conferences/conferences.routes.js';
import modulesRoutes from './features/modules/modules.routes.js';
import prevalenceRoutes from './features/prevalence/prevalence.routes.js';
import prevalenceDataSetsRoutes from './features/prevalence/prevalence-data-sets.routes.js';
import profileRoutes from './features/profile/profile.routes.js';
import activitiesRoutes from './features/activities/activities.routes.js';
import invitationsRoutes from './features/invitations/invitations.routes.js';
import membersRoutes from './features/members/members.routes.js';
import messagingRoutes from './features/messaging/messaging.routes.js';
import eventsRoutes from './features/events/events.routes.js';
import notificationsRoutes from './features/notifications/notifications.routes.js';
import followsRoutes from './features/follows/follows.routes.js';
import searchRoutes from './features/search/search.routes.js';
import feedbackRoutes from './features/feedback/feedback.routes.js';
import reportingRoutes from './features/reporting/reporting.routes.js';
import memberRolesRoutes from './features/member-roles/member-roles.routes.js';
import consoleContentRoutes from './features/console-content/console-content.routes.js';
import ghostImportRoutes from './features/console-content/ghost-import.routes.js';
import consoleMediaRoutes from './features/console-media/console-media.routes.js';
import safetyCasesRoutes from './features/safety-cases/safety-cases.routes.js';
import adminMembersRoutes from './features/admin-members/admin-members.routes.js';
import adminAuditRoutes from './features/admin-audit/admin-audit.routes.js';
import moderationQueueRoutes from './features/moderation-queue/moderation-queue.routes.js';
import gdprRoutes from './features/gdpr/gdpr.routes.js';
import consentRoutes from './features/consent/consent.routes.js';
import undeliveredMailRoutes from './features/mail/undelivered-mail.routes.js';
import secondFactorRoutes from './features/second-factor/second-factor.routes.js';
import passkeysRoutes from './features/passkeys/passkeys.routes.js';
import passkeySignInRoutes from './features/identity/passkey-sign-in.routes.js';

/**
 * Every feature's routes, mounted under /api by app.ts: one flat list, so any endpoint is one
 * search away (each file's routes carry the paths). A feature imports only core, lib, db and the
 * contract; nothing else registers routes.
 */
export const featureRoutes: FastifyPluginAsync[] = [
  platformRoutes, // GET /health, /site
  loginRoutes, // GET /auth/altcha, POST /auth/login
  passkeySignInRoutes, // POST /auth/passkey/options, /auth/passkey/verify
  tokenRoutes, // POST /user/token, /user/revoke-access-token
  currentUserRoutes, // GET /user
  registrationRoutes, // POST /auth/signup
  docCheckRoutes, // GET /auth/doccheck, /auth/doccheck/return
  verificationRoutes, // POST /user/verifyUser, /user/resend-verification-email; GET POST /user/reverification; /admin/verifications*
  passwordRoutes, // POST /user/reset-password-email, /user/reset-password, /user/changePassword
  devMailApiRoutes, // GET /dev/mail (outside production)
  undeliveredMailRoutes, // GET /admin/mail/undelivered; POST /admin/mail/undelivered/:id/{retry,discard}
  newsRoutes, // GET /information/news, /information/news/:id, /information/news/:id/view; POST /update-view-count/:type/:id
  commentsRoutes, // GET POST PUT DELETE /comment/:id
  ratingsRoutes, // GET /rating/:id, POST /rating/:id
  savedPostsRoutes, // GET /save-article; POST DELETE /save-article/:id
  sharingRoutes, // POST /user/share
  mediaRoutes, // GET /media/*
  educationRoutes, // GET /education/:slug, /education/:slug/:id
  conferencesRoutes, // GET /conference-highlights, /information/conference/:conferenceId
  modulesRoutes, // /education/education-modules*, /education/topics, /education/save-education-modules, /education/modules/search
  prevalenceRoutes, // GET /education/prevalence
  prevalenceDataSetsRoutes, // GET /admin/prevalence; POST /admin/prevalence/data-sets (multipart), GET /admin/prevalence/data-sets/:id, POST /admin/prevalence/data-sets/:id/{publish,discard}; POST /admin/prevalence/rollback
  profileRoutes, // GET /user/profile, PUT /user
  activitiesRoutes, // GET /activity/preferences; POST /activity/opt-in, /activity/opt-out, /admin/activities; GET POST /admin/activity-types, PUT /admin/activity-types/order, PUT /admin/activity-types/:id, POST /admin/activity-types/:id/{retire,restore}
  invitationsRoutes, // POST /user/invite
  membersRoutes, // GET /user/all, /user/search, /user/:id
  messagingRoutes, // /messages, /messages/report, /messages/:recipientId, /user/unseen-messages/count
  eventsRoutes, // POST /events/ticket, GET /events
  notificationsRoutes, // GET /notifications, /notifications/unread-count; POST /notifications/:id/read, /notifications/read-all; GET PUT /notifications/preferences; POST /notifications/unsubscribe?token=
  followsRoutes, // GET PUT DELETE /follows
  searchRoutes, // GET /search, /search/articles
  feedbackRoutes, // POST /user/feedback, GET /admin/feedback
  reportingRoutes, // /report/users, /report/user/active, /report, /report/daily; POST /analytics/heartbeat
  memberRolesRoutes, // PUT /admin/members/:id/role
  consoleContentRoutes, // GET POST /admin/content; POST /admin/content/bulk; GET PUT /admin/content/:id; POST /admin/content/:id/{submit,approve,return,publish,withdraw}; GET /admin/content/:id/versions, /admin/content/:id/versions/:n; POST /admin/content/:id/versions/:n/restore
  consoleMediaRoutes, // GET POST /admin/media (multipart upload); GET PATCH DELETE /admin/media/:id
  ghostImportRoutes, // POST /admin/content/import?dryRun=true|false (a Ghost JSON export); GET /admin/content/import/:id
  safetyCasesRoutes, // GET /admin/safety-cases(.csv), /assignees, GET PATCH /admin/safety-cases/:id, GET /:id/e2b.xml
  adminMembersRoutes, // GET /admin/members, /admin/members/:id, /admin/members/:id/consents, /admin/members/:id/consents.csv, /admin/invitations; POST /admin/members/:id/{verification/approve,verification/reject,sign-out-everywhere,resend-verification}
  adminAuditRoutes, // GET /admin/audit, /admin/audit.csv
  moderationQueueRoutes, // POST /comments/:id/report; GET /user/notices, POST /user/notices/:id/read; GET /admin/moderation/items, GET /admin/moderation/items/:id, POST /admin/moderation/items/:id/actions, PATCH /admin/moderation/items/:id; POST /admin/moderation/members/:id/{suspend,lift,silence,unsilence}; GET POST /admin/moderation/members/:id/notes, DELETE /admin/moderation/members/:id/notes/:noteId; GET POST /admin/moderation/replies, PUT DELETE /admin/moderation/replies/:id; GET POST /admin/moderation/words, DELETE /admin/moderation/words/:id; PUT /admin/moderation/settings
  secondFactorRoutes, // GET /user/second-factor; POST /user/second-factor/{enrolment,enrolment/confirm,disable}; GET /admin/members/:id/second-factor, POST /admin/members/:id/second-factor/reset
  passkeysRoutes, // GET POST /user/passkeys, POST /user/passkeys/options, PUT /user/passkeys/:id, POST /user/passkeys/:id/remove
  gdprRoutes, // GET POST /user/data-export; POST /user/data-export/download; GET POST /user/erasure; GET POST /admin/members/:id/data-export
  consentRoutes, // GET POST /user/consents; POST /user/cookie-consent
];
