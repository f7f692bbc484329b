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
  handle: { title: 'Console' } satisfies RouteHandle,
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
      'Content',
      'content',
      () => import('@/features/console-content/content-list-page'),
    ),
    consolePage(
      paths.consoleContentNew.path,
      'New item',
      'contentWrite',
      () => import('@/features/console-content/content-editor-page'),
    ),
    consolePage(
      paths.consoleContentImport.path,
      'Import from Ghost',
      'contentWrite',
      () => import('@/features/console-content/content-import-page'),
    ),
    consolePage(
      paths.consoleContentItem.path,
      'Edit item',
      'content',
      () => import('@/features/console-content/content-editor-page'),
    ),
    consolePage(
      paths.consoleContentPreview.path,
      'Preview as a member',
      'content',
      () => import('@/features/console-content/content-preview-page'),
    ),
    consolePage(
      paths.consoleContentVersions.path,
      'Versions',
      'content',
      () => import('@/features/console-content/content-versions-page'),
    ),
    consolePage(
      paths.consoleMedia.path,
      'Media library',
      'media',
      () => import('@/features/console-media/media-library-page'),
    ),
    consolePage(
      paths.consolePrevalence.path,
      'Prevalence data',
      'prevalence',
      () => import('@/features/console-prevalence/prevalence-data-page'),
    ),
    consolePage(
      paths.consoleActivityTypes.path,
      'Activity types',
      'activityTypes',
      () => import('@/features/console-activity-types/activity-types-page'),
    ),
    consolePage(
      paths.consoleModeration.path,
      'Moderation',
      'moderation',
      () => import('@/features/moderation-queue/moderation-queue-page'),
    ),
    consolePage(
      paths.consoleModerationItem.path,
      'Moderation item',
      'moderation',
      () => import('@/features/moderation-queue/moderation-item-page'),
    ),
    consolePage(
      paths.consoleModerationWords.path,
      'Word lists',
      'moderation',
      () => import('@/features/moderation-queue/word-lists-page'),
    ),
    consolePage(
      paths.consoleModerationReplies.path,
      'Saved replies',
      'moderation',
      () => import('@/features/moderation-queue/canned-replies-page'),
    ),
    consolePage(
      paths.verificationQueue.path,
      'Verification queue',
      'verifications',
      () => import('@/features/admin-verification/verification-queue-page'),
    ),
    consolePage(
      paths.consoleMembers.path,
      'Members',
      'members',
      () => import('@/features/admin-members/members-list-page'),
    ),
    consolePage(
      paths.consoleInvitations.path,
      'Invitations',
      'members',
      () => import('@/features/admin-members/invitations-page'),
    ),
    consolePage(paths.consoleMember.path, 'Member', 'members', () => import('@/features/admin-members/member-page')),
    consolePage(paths.consoleAudit.path, 'Audit log', 'audit', () => import('@/features/admin-audit/audit-page')),
    consolePage(
      paths.feedbackInbox.path,
      'Feedback inbox',
      'feedback',
      () => import('@/features/admin-feedback/feedback-inbox-page'),
    ),
    consolePage(
      paths.consoleSafety.path,
      'Safety cases',
      'safety',
      () => import('@/features/console-safety/safety-cases-page'),
    ),
    consolePage(
      paths.consoleSafetyCase.path,
      'Safety case',
      'safety',
      () => import('@/features/console-safety/safety-case-page'),
    ),
    consolePage(
      paths.consoleMail.path,
      'Undelivered mail',
      'mail',
      () => import('@/features/console-mail/undelivered-mail-page'),
    ),
    consolePage(
      paths.consoleReport.path,
      'Reporting Overview',
      'report',
      () => import('@/features/reporting/report-page'),
    ),
  ],
};
