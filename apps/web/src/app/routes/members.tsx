import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyRoute } from './lazy';

/** members screens for signed-in members (inside the community layout). */
export const membersMemberRoutes: RouteObject[] = [
  lazyRoute(paths.updateProfile.path, 'Edit Profile', () => import('@/features/profile/update-profile-page')),
  lazyRoute(
    paths.activityPreference.path,
    'Activity Preferences',
    () => import('@/features/activities/activity-preference-page'),
  ),
  lazyRoute(paths.inviteFriend.path, 'Invite a friend', () => import('@/features/invitations/invite-friend-page')),
  lazyRoute(
    paths.inviteFriendSuccess.path,
    'Invitation sent',
    () => import('@/features/invitations/invite-friend-success-page'),
  ),
  lazyRoute(paths.members.path, 'Community Members', () => import('@/features/members/members-page')),
  lazyRoute(paths.viewProfile.path, 'Member profile', () => import('@/features/members/view-profile-page')),
  lazyRoute(paths.feedback.path, 'Feedback', () => import('@/features/feedback/feedback-page')),
  lazyRoute(paths.dataExport.path, 'Download my data', () => import('@/features/my-data/data-export-download-page')),
  lazyRoute(paths.message.path, 'Contact', () => import('@/features/messaging/contact-page')),
  lazyRoute(paths.messageSuccess.path, 'Message sent', () => import('@/features/messaging/message-success-page')),
  lazyRoute(paths.myMessages.path, 'My Messages', () => import('@/features/messaging/my-messages-page')),
  lazyRoute(paths.conversation.path, 'My Messages', () => import('@/features/messaging/conversation-page')),
  lazyRoute(paths.notifications.path, 'Notifications', () => import('@/features/notifications/notifications-page')),
  lazyRoute(paths.search.path, 'Search', () => import('@/features/search/search-page')),
  lazyRoute(paths.searchCategory.path, 'Search', () => import('@/features/search/search-page')),
  lazyRoute(paths.articleSearch.path, 'Search results', () => import('@/features/search/article-search-page')),
];
