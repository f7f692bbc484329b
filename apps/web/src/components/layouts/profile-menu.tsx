import * as Menu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import type { LoggedUser } from '@aatd/contract';
import { signOut } from '@/lib/sign-out';
import { memberName } from '@/lib/member-name';
import { DEFAULT_AVATAR } from './default-avatar';
import { profileItems, UnseenBadge } from './profile-items';
import styles from './header.module.css';

/** The signed-in member's dropdown; its own chunk so visitors never download the menu primitives. */
export default function ProfileMenu({ user }: { user: LoggedUser | undefined }) {
  const name = user ? memberName(user) : 'My profile';
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className={styles.profile} aria-label={`Profile menu for ${name}`}>
        <img className={styles.avatar} src={user?.image ?? DEFAULT_AVATAR} alt="" width={32} height={32} />
        <span>{name}</span>
        <UnseenBadge count={user?.unseenMsgCount ?? 0} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={styles.menu} align="end" sideOffset={6}>
          {profileItems.map((i) => (
            <Menu.Item key={i.to} asChild className={styles.item}>
              <Link to={i.to}>{i.label}</Link>
            </Menu.Item>
          ))}
          <Menu.Item className={styles.item} onSelect={() => void signOut()}>
            Logout
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
