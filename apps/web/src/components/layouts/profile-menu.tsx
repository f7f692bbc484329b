import * as Menu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import type { LoggedUser } from '@aatd/contract';
import { signOut } from '@/lib/sign-out';
import { useT } from '@/lib/i18n';
import { ProfileFace, profileItems, profileMenuLabel } from './profile-items';
import styles from './header.module.css';

/**
 * The signed-in member's dropdown: its own chunk, fetched when the member first reaches for the
 * menu (the header's ProfileMenuOnFirstPress), which then opens it at once with `defaultOpen`.
 */
export default function ProfileMenu({ user, defaultOpen }: { user: LoggedUser | undefined; defaultOpen?: boolean }) {
  const t = useT();
  return (
    <Menu.Root modal={false} defaultOpen={defaultOpen}>
      <Menu.Trigger className={styles.profile} aria-label={profileMenuLabel(t, user)}>
        <ProfileFace user={user} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={styles.menu} align="end" sideOffset={6}>
          {profileItems.map((i) => (
            <Menu.Item key={i.to} asChild className={styles.item}>
              <Link to={i.to}>{t(i.label)}</Link>
            </Menu.Item>
          ))}
          <Menu.Item className={styles.item} onSelect={() => void signOut()}>
            {t('shell.logout')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
