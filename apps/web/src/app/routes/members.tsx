import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyRoute } from './lazy';

/** members screens for signed-in members (inside the community layout). */
export const membersMemberRoutes: RouteObject[] = [
  lazyRoute(paths.updateProfile.path, 'title.editProfile', () => import('@/features/profile/update-profile-page')),
  lazyRoute(
    paths.activityPreference.path,
    'title.activityPreferences',
    () => import('@/features/activities/activity-preference-page'),
  ),
  lazyRoute(paths.inviteFriend.path, 'title.inviteAFriend', () => import('@/features/invitations/invite-friend-page')),
  lazyRoute(
    paths.inviteFriendSuccess.path,
    'title.invitationSent',
    () => import('@/features/invitations/invite-friend-success-page'),
  ),
  lazyRoute(paths.members.path, 'title.communityMembers', () => import('@/features/members/members-page')),
  lazyRoute(paths.viewProfile.path, 'title.memberProfile', () => import('@/features/members/view-profile-page')),
  lazyRoute(paths.feedback.path, 'title.feedback', () => import('@/features/feedback/feedback-page')),
  lazyRoute(paths.dataExport.path, 'title.downloadMyData', () => import('@/features/my-data/data-export-download-page')),
  lazyRoute(paths.message.path, 'title.contact', () => import('@/features/messaging/contact-page')),
  lazyRoute(paths.messageSuccess.path, 'title.messageSent', () => import('@/features/messaging/message-success-page')),
  lazyRoute(paths.myMessages.path, 'title.myMessages', () => import('@/features/messaging/my-messages-page')),
  lazyRoute(paths.conversation.path, 'title.myMessages', () => import('@/features/messaging/conversation-page')),
  lazyRoute(paths.notifications.path, 'title.notifications', () => import('@/features/notifications/notifications-page')),
  lazyRoute(paths.search.path, 'title.search', () => import('@/features/search/search-page')),
  lazyRoute(paths.searchCategory.path, 'title.search', () => import('@/features/search/search-page')),
  lazyRoute(paths.articleSearch.path, 'title.searchResults', () => import('@/features/search/article-search-page')),
];
