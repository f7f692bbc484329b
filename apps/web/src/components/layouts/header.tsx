import { lazy, Suspense, useState } from 'react';
import type { LoggedUser } from '@aatd/contract';
import { SiteLink, SiteNavLink, useSitePathname } from '@/components/ui/site-link';
import { paths } from '@/config/paths';
import { useAppReady } from '@/lib/app-ready';
import { useSession } from '@/lib/auth-store';
import { useSiteConfig } from '@/lib/site-config';
import { useT } from '@/lib/i18n';
import { LanguageSwitcher } from './language-switcher';
import { NotificationBell } from './notification-bell';
import { ProfileFace, profileItems, profileMenuLabel, UnseenBadge } from './profile-items';
import styles from './header.module.css';

const guestLinks = [
  { to: paths.aboutUs.getHref(), label: 'shell.link.aboutUs' },
  { to: paths.contactUs.getHref(), label: 'shell.link.contactUs' },
];
const memberLinks = [
  { to: paths.home.getHref(), label: 'shell.link.home' },
  { to: paths.community.getHref(), label: 'shell.link.community' },
  ...guestLinks,
];
const loadProfileMenu = () => import('./profile-menu');
const ProfileMenu = lazy(loadProfileMenu);

/**
 * The profile menu's button, drawn at once; the menu's code (about 30 KB of dropdown primitives)
 * is fetched when the pointer or focus reaches the button, not with every page, and the first
 * press (click, Enter, Space or Arrow Down) opens the menu as soon as it has arrived. In the
 * community home's pre-drawn HTML it is disabled until the app runs, as a press there would be lost.
 */
function ProfileMenuOnFirstPress({ user }: { user: LoggedUser | undefined }) {
  const [pressed, setPressed] = useState(false);
  const ready = useAppReady();
  const t = useT();
  const button = (
    <button
      type="button"
      disabled={!ready}
      className={styles.profile}
      aria-label={profileMenuLabel(t, user)}
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

// Loaded on the press: the public pages' header carries no sign-out (nor API client) code.
const signOut = () => void import('@/lib/sign-out').then((m) => m.signOut());

/** The site's header; `user` is the signed-in member's profile once loaded (the app's layout reads it). */
export function Header({ user }: { user?: LoggedUser }) {
  const site = useSiteConfig();
  const t = useT();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const pathname = useSitePathname();
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    // Navigating closes the mobile menu.
    setLastPath(pathname);
    setOpen(false);
  }
  const links = session ? memberLinks : guestLinks;
  // The header is drawn in pre-rendered HTML too: its buttons work once the app runs (useAppReady).
  const ready = useAppReady();

  return (
    <header className={styles.header}>
      <a href="#main" className="skip-link">
        {t('shell.skipToContent')}
      </a>
      <div className={`container ${styles.bar}`}>
        <SiteLink to={paths.home.getHref()} className={styles.brand}>
          <img src="/favicon.svg" alt="" className={styles.logo} width={40} height={40} />
          <span>
            <span className={styles.name}>{site.siteName}</span>
            <span className={styles.tagline}>{site.tagline}</span>
          </span>
        </SiteLink>
        <nav className={styles.nav} aria-label={t('shell.nav.main')}>
          {links.map((l) => (
            <SiteNavLink key={l.to} to={l.to}>
              {t(l.label)}
            </SiteNavLink>
          ))}
          {session ? (
            <ProfileMenuOnFirstPress user={user} />
          ) : (
            <SiteLink to={paths.login.getHref()}>{t('shell.link.joinLogin')}</SiteLink>
          )}
        </nav>
        <div className={styles.actions}>
          <LanguageSwitcher place="header" />
          {session && <NotificationBell />}
          <button
            type="button"
            className={styles.menuToggle}
            disabled={!ready}
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((o) => !o)}
          >
            {open ? t('shell.menu.close') : t('shell.menu.open')}
            {session && <UnseenBadge count={user?.unseenMsgCount ?? 0} />}
          </button>
        </div>
      </div>
      {open && (
        <nav id="mobile-menu" className={`container ${styles.mobileNav}`} aria-label={t('shell.nav.mobile')}>
          {links.map((l) => (
            <SiteLink key={l.to} to={l.to}>
              {t(l.label)}
            </SiteLink>
          ))}
          {session ? (
            <>
              {profileItems.map((i) => (
                <SiteLink key={i.to} to={i.to}>
                  {t(i.label)}
                </SiteLink>
              ))}
              <button type="button" onClick={signOut}>
                {t('shell.logout')}
              </button>
            </>
          ) : (
            <SiteLink to={paths.login.getHref()}>{t('shell.link.joinLogin')}</SiteLink>
          )}
          <LanguageSwitcher place="menu" />
        </nav>
      )}
    </header>
  );
}
