import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { signOut } from '@/lib/sign-out';
import { FavoritesSection } from '@/features/news/favorites-section';
import { SavedModulesSection } from '@/features/modules/saved-modules-section';
import styles from './accounts-page.module.css';

/**
 * /community/accounts, My Account (part 2 §2.8). It lives in app/ because it composes two features
 * (features never import each other): FAVORITES from news, SAVED MODULES from modules.
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
      <div className={styles.sections}>
        <FavoritesSection />
        <SavedModulesSection />
      </div>
    </>
  );
}
