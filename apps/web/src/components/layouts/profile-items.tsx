import type { LoggedUser } from '@aatd/contract';
import { paths } from '@/config/paths';
import { memberName } from '@/lib/member-name';
import { DEFAULT_AVATAR } from './default-avatar';
import styles from './header.module.css';

/** The spec's dropdown (My Account, Edit Profile, Change Password, Logout) plus the member's own pages. */
export const profileItems = [
  { to: paths.accounts.getHref(), label: 'My Account' },
  { to: paths.updateProfile.getHref(), label: 'Edit Profile' },
  { to: paths.myMessages.getHref(), label: 'My Messages' },
  { to: paths.activityPreference.getHref(), label: 'Activity Preferences' },
  { to: paths.inviteFriend.getHref(), label: 'Invite a friend' },
  { to: paths.changePassword.getHref(), label: 'Change Password' },
];

export const UnseenBadge = ({ count }: { count: number }) =>
  count > 0 ? (
    <span className={styles.badge} aria-label={`${count} unseen messages`} data-testid="unseen-badge">
      {count}
    </span>
  ) : null;

export const profileMenuLabel = (user: LoggedUser | undefined) =>
  `Profile menu for ${user ? memberName(user) : 'My profile'}`;

/** What the profile menu's button shows: the member's picture, name and unseen messages. */
export const ProfileFace = ({ user }: { user: LoggedUser | undefined }) => (
  <>
    <img className={styles.avatar} src={user?.image ?? DEFAULT_AVATAR} alt="" width={32} height={32} />
    <span>{user ? memberName(user) : 'My profile'}</span>
    <UnseenBadge count={user?.unseenMsgCount ?? 0} />
  </>
);
