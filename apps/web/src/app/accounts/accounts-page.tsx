import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { signOut } from '@/lib/sign-out';
import { FavoritesSection } from '@/features/news/favorites-section';
import { SavedModulesSection } from '@/features/modules/saved-modules-section';
import { DataExportSection } from '@/features/my-data/components/data-export-section';
import { ErasureSection } from '@/features/my-data/components/erasure-section';
import { NotificationPreferencesSection } from '@/features/notifications/components/notification-preferences-section';
import { SecondFactorSection } from '@/features/second-factor/components/second-factor-section';
import { PasskeysSection } from '@/features/passkeys/components/passkeys-section';
import styles from './accounts-page.module.css';

// The member's own pages beyond the spec's three buttons, so each has a place to be found.
const more = [
  { to: paths.myMessages.getHref(), label: 'My Messages' },
  { to: paths.notifications.getHref(), label: 'Notifications' },
  { to: paths.activityPreference.getHref(), label: 'Activity Preferences' },
  { to: paths.inviteFriend.getHref(), label: 'Invite a friend' },
  { to: paths.feedback.getHref(), label: 'Send feedback' },
];

/**
 * /community/accounts, My Account (part 2 §2.8). It lives in app/ because it composes two features
 * (features never import each other): FAVORITES from news, SAVED MODULES from modules, and the
 * GDPR self-service (download my data, erase my account) from my-data, two-step verification from
 * second-factor, passkeys from passkeys and the notification preferences from notifications.
 */
export default function AccountsPage() {
  return (
    <>
      <h1>My Account</h1>
      <div className={styles.buttons}>
        <ButtonLink to={paths.updateProfile.getHref()} variant="secondary">
          Edit Profile
        </ButtonLink>
        <ButtonLink to={paths.changePassword.getHref()} variant="secondary">
          Change Password
        </ButtonLink>
        <Button variant="secondary" onClick={() => void signOut()}>
          Logout
        </Button>
      </div>
      <nav className={styles.more} aria-label="More for your account">
        <ul>
          {more.map((l) => (
            <li key={l.to}>
              <Link to={l.to}>{l.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.sections}>
        <NotificationPreferencesSection />
        <SecondFactorSection />
        <PasskeysSection />
        <FavoritesSection />
        <SavedModulesSection />
        <DataExportSection />
        <ErasureSection />
      </div>
    </>
  );
}
