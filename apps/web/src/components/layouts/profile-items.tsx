import { paths } from '@/config/paths';
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
