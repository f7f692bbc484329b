import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyRoute } from './lazy';
import { adminRoute } from './admin-route';

/** members screens open to visitors (login, register, ...). */
export const membersPublicRoutes: RouteObject[] = [];
/** members screens for visitors only: a signed-in member is sent to / instead. */
export const membersGuestRoutes: RouteObject[] = [];
/** members screens for signed-in members (inside the community layout). */
export const membersMemberRoutes: RouteObject[] = [
  lazyRoute(paths.updateProfile.path, () => import('@/features/profile/update-profile-page')),
  lazyRoute(paths.activityPreference.path, () => import('@/features/activities/activity-preference-page')),
  lazyRoute(paths.inviteFriend.path, () => import('@/features/invitations/invite-friend-page')),
  lazyRoute(paths.inviteFriendSuccess.path, () => import('@/features/invitations/invite-friend-success-page')),
  lazyRoute(paths.members.path, () => import('@/features/members/members-page')),
  lazyRoute(paths.viewProfile.path, () => import('@/features/members/view-profile-page')),
  lazyRoute(paths.feedback.path, () => import('@/features/feedback/feedback-page')),
  adminRoute(paths.report.path, () => import('@/features/reporting/report-page')),
  adminRoute(paths.feedbackInbox.path, () => import('@/features/admin-feedback/feedback-inbox-page')),
  lazyRoute(paths.message.path, () => import('@/features/messaging/contact-page')),
  lazyRoute(paths.messageSuccess.path, () => import('@/features/messaging/message-success-page')),
  lazyRoute(paths.myMessages.path, () => import('@/features/messaging/my-messages-page')),
  lazyRoute(paths.conversation.path, () => import('@/features/messaging/conversation-page')),
  lazyRoute(paths.search.path, () => import('@/features/search/search-page')),
  lazyRoute(paths.searchCategory.path, () => import('@/features/search/search-page')),
  lazyRoute(paths.articleSearch.path, () => import('@/features/search/article-search-page')),
];
