import type { LoggedUser } from '@aatd/contract';
import { paths } from '@/config/paths';
import { memberName } from '@/lib/member-name';
import { useT, type Translate } from '@/lib/i18n';
import { DEFAULT_AVATAR } from './default-avatar';
import styles from './header.module.css';

/**
 * The spec's dropdown (My Account, Edit Profile, Change Password, Logout) plus the member's own
 * pages; each label is a catalogue key.
 */
export const profileItems = [
  { to: paths.accounts.getHref(), label: 'profile.myAccount' },
  { to: paths.updateProfile.getHref(), label: 'profile.editProfile' },
  { to: paths.myMessages.getHref(), label: 'profile.myMessages' },
  { to: paths.activityPreference.getHref(), label: 'profile.activityPreferences' },
  { to: paths.inviteFriend.getHref(), label: 'profile.inviteFriend' },
  { to: paths.changePassword.getHref(), label: 'profile.changePassword' },
];

export function UnseenBadge({ count }: { count: number }) {
  const t = useT();
  return count > 0 ? (
    <span className={styles.badge} aria-label={t('profile.unseenMessages', { count })} data-testid="unseen-badge">
      {count}
    </span>
  ) : null;
}

export const profileMenuLabel = (t: Translate, user: LoggedUser | undefined) =>
  t('profile.menuFor', { name: user ? memberName(user) : t('profile.myProfile') });

/** What the profile menu's button shows: the member's picture, name and unseen messages. */
export function ProfileFace({ user }: { user: LoggedUser | undefined }) {
  const t = useT();
  return (
    <>
      <img className={styles.avatar} src={user?.image ?? DEFAULT_AVATAR} alt="" width={32} height={32} />
      <span>{user ? memberName(user) : t('profile.myProfile')}</span>
      <UnseenBadge count={user?.unseenMsgCount ?? 0} />
    </>
  );
}
