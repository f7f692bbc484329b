import { lazy, Suspense, useState } from 'react';
import type { LoggedUser } from '@aatd/contract';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentUser, useSession } from '@/lib/current-user';
import { useSiteConfig } from '@/lib/site-config';
import { signOut } from '@/lib/sign-out';
import { ProfileFace, profileItems, profileMenuLabel, UnseenBadge } from './profile-items';
import styles from './header.module.css';

const guestLinks = [
  { to: paths.aboutUs.getHref(), label: 'About Us' },
  { to: paths.contactUs.getHref(), label: 'Contact Us' },
];
const memberLinks = [
  { to: paths.home.getHref(), label: 'Home' },
  { to: paths.community.getHref(), label: 'Community' },
  ...guestLinks,
];
const loadProfileMenu = () => import('./profile-menu');
const ProfileMenu = lazy(loadProfileMenu);

/**
 * The profile menu's button, drawn at once; the menu's code (about 30 KB of dropdown primitives)
 * is fetched when the pointer or focus reaches the button, not with every page, and the first
 * press (click, Enter, Space or Arrow Down) opens the menu as soon as it has arrived.
 */
function ProfileMenuOnFirstPress({ user }: { user: LoggedUser | undefined }) {
  const [pressed, setPressed] = useState(false);
  const button = (
    <button
      type="button"
      className={styles.profile}
      aria-label={profileMenuLabel(user)}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadProfileMenu()}
      onFocus={() => void loadProfileMenu()}
      onClick={() => setPressed(true)}
      onKeyDown={(e) => {
        if (e.key !== 'ArrowDown') return;
        e.preventDefault();
        setPressed(true);
      }}
    >
      <ProfileFace user={user} />
    </button>
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <ProfileMenu user={user} defaultOpen />
    </Suspense>
  );
}

export function Header() {
  const site = useSiteConfig();
  const session = useSession();
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    // Navigating closes the mobile menu.
    setLastPath(location.pathname);
    setOpen(false);
  }
  const links = session ? memberLinks : guestLinks;

  return (
    <header className={styles.header}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <div className={`container ${styles.bar}`}>
        <Link to={paths.home.getHref()} className={styles.brand}>
          <img src="/favicon.svg" alt="" className={styles.logo} width={40} height={40} />
          <span>
            <span className={styles.name}>{site.siteName}</span>
            <span className={styles.tagline}>{site.tagline}</span>
          </span>
        </Link>
        <nav className={styles.nav} aria-label="Main">
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} end>
              {l.label}
            </NavLink>
          ))}
          {session ? <ProfileMenuOnFirstPress user={user} /> : <Link to={paths.login.getHref()}>Join / Login</Link>}
        </nav>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Close' : 'Menu'}
          {session && <UnseenBadge count={user?.unseenMsgCount ?? 0} />}
        </button>
      </div>
      {open && (
        <nav id="mobile-menu" className={`container ${styles.mobileNav}`} aria-label="Mobile">
          {links.map((l) => (
            <Link key={l.to} to={l.to}>
              {l.label}
            </Link>
          ))}
          {session ? (
            <>
              {profileItems.map((i) => (
                <Link key={i.to} to={i.to}>
                  {i.label}
                </Link>
              ))}
              <button type="button" onClick={() => void signOut()}>
                Logout
              </button>
            </>
          ) : (
            <Link to={paths.login.getHref()}>Join / Login</Link>
          )}
        </nav>
      )}
    </header>
  );
}
