import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RouteError } from '@/components/layouts/route-error';
import { Spinner } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import type { ConsoleArea } from '../console-gate';
import type { RouteHandle } from './lazy';

// Only addresses and loaders live here: the member bundle carries no console code.
const loadGate = () => import('../console-gate');
const loadNotFound = () => import('@/features/legal/components/not-found-page');

/** A console screen of one area: staff whose role may not use the area see the not-found page. */
const consolePage = (
  path: string,
  title: string,
  area: ConsoleArea,
  load: () => Promise<{ default: ComponentType }>,
): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: async () => {
    const [{ RoleOnly }, { default: page }, { default: notFound }] = await Promise.all([
      loadGate(),
      load(),
      loadNotFound(),
    ]);
    return { Component: () => <RoleOnly area={area} page={page} notFound={notFound} /> };
  },
});

/**
 * The staff console at /admin with its own layout, every screen a lazy chunk. Children use
 * absolute paths so the route table test reads them as written.
 */
export const consoleRoute: RouteObject = {
  path: paths.console.path,
  handle: { title: 'title.console' } satisfies RouteHandle,
  errorElement: <RouteError />,
  hydrateFallbackElement: <Spinner />,
  lazy: async () => {
    const [{ ConsoleGate }, { default: layout }, { default: notFound }] = await Promise.all([
      loadGate(),
      import('@/features/console-shell/console-layout'),
      loadNotFound(),
    ]);
    return { Component: () => <ConsoleGate layout={layout} notFound={notFound} /> };
  },
  children: [
    {
      index: true,
      lazy: async () => ({ Component: (await import('@/features/console-shell/console-home-page')).default }),
    },
    consolePage(
      paths.consoleContent.path,
      'title.content',
      'content',
      () => import('@/features/console-content/content-list-page'),
    ),
    consolePage(
      paths.consoleContentNew.path,
      'title.newItem',
      'contentWrite',
      () => import('@/features/console-content/content-editor-page'),
    ),
    consolePage(
      paths.consoleContentImport.path,
      'title.importFromGhost',
      'contentWrite',
      () => import('@/features/console-content/content-import-page'),
    ),
    consolePage(
      paths.consoleContentItem.path,
      'title.editItem',
      'content',
      () => import('@/features/console-content/content-editor-page'),
    ),
    consolePage(
      paths.consoleContentPreview.path,
      'title.previewAsAMember',
      'content',
      () => import('@/features/console-content/content-preview-page'),
    ),
    consolePage(
      paths.consoleContentVersions.path,
      'title.versions',
      'content',
      () => import('@/features/console-content/content-versions-page'),
    ),
    consolePage(
      paths.consoleMedia.path,
      'title.mediaLibrary',
      'media',
      () => import('@/features/console-media/media-library-page'),
    ),
    consolePage(
      paths.consolePrevalence.path,
      'title.prevalenceData',
      'prevalence',
      () => import('@/features/console-prevalence/prevalence-data-page'),
    ),
    consolePage(
      paths.consoleActivityTypes.path,
      'title.activityTypes',
      'activityTypes',
      () => import('@/features/console-activity-types/activity-types-page'),
    ),
    consolePage(
      paths.consoleModeration.path,
      'title.moderation',
      'moderation',
      () => import('@/features/moderation-queue/moderation-queue-page'),
    ),
    consolePage(
      paths.consoleModerationItem.path,
      'title.moderationItem',
      'moderation',
      () => import('@/features/moderation-queue/moderation-item-page'),
    ),
    consolePage(
      paths.consoleModerationWords.path,
      'title.wordLists',
      'moderation',
      () => import('@/features/moderation-queue/word-lists-page'),
    ),
    consolePage(
      paths.consoleModerationReplies.path,
      'title.savedReplies',
      'moderation',
      () => import('@/features/moderation-queue/canned-replies-page'),
    ),
    consolePage(
      paths.verificationQueue.path,
      'title.verificationQueue',
      'verifications',
      () => import('@/features/admin-verification/verification-queue-page'),
    ),
    consolePage(
      paths.consoleMembers.path,
      'title.members',
      'members',
      () => import('@/features/admin-members/members-list-page'),
    ),
    consolePage(
      paths.consoleInvitations.path,
      'title.invitations',
      'members',
      () => import('@/features/admin-members/invitations-page'),
    ),
    consolePage(paths.consoleMember.path, 'title.member', 'members', () => import('@/features/admin-members/member-page')),
    consolePage(paths.consoleAudit.path, 'title.auditLog', 'audit', () => import('@/features/admin-audit/audit-page')),
    consolePage(
      paths.feedbackInbox.path,
      'title.feedbackInbox',
      'feedback',
      () => import('@/features/admin-feedback/feedback-inbox-page'),
    ),
    consolePage(
      paths.consoleSafety.path,
      'title.safetyCases',
      'safety',
      () => import('@/features/console-safety/safety-cases-page'),
    ),
    consolePage(
      paths.consoleSafetyCase.path,
      'title.safetyCase',
      'safety',
      () => import('@/features/console-safety/safety-case-page'),
    ),
    consolePage(
      paths.consoleMail.path,
      'title.undeliveredMail',
      'mail',
      () => import('@/features/console-mail/undelivered-mail-page'),
    ),
    consolePage(
      paths.consoleReport.path,
      'title.reportingOverview',
      'report',
      () => import('@/features/reporting/report-page'),
    ),
  ],
};
