import { Suspense, useState } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { memberName } from '@/lib/member-name';
import { signOut } from '@/lib/sign-out';
import { useSiteConfig } from '@/lib/site-config';
import { hasRole, ROLE_LABELS } from '@/lib/console-access';
import { CONSOLE_SECTIONS } from './console-sections';
import styles from './console-shell.module.css';

/**
 * The staff console's own frame: the product name with "Console", who is signed in and
 * in which role, a way back to the community, and a side navigation of what the role may use,
 * which folds into a menu on narrow screens.
 */
export default function ConsoleLayout() {
  const site = useSiteConfig();
  const { data: user } = useCurrentUser();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    // Choosing a screen closes the menu.
    setLastPath(location.pathname);
    setOpen(false);
  }
  const sections = CONSOLE_SECTIONS.filter((s) => hasRole(user, s.roles));

  return (
    <div className={styles.shell}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className={styles.header}>
        <Link to={paths.console.getHref()} className={styles.brand}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span className={styles.name}>{site.siteName}</span>
          <span className={styles.tag}>Console</span>
        </Link>
        <div className={styles.tools}>
          {user && (
            <p className={styles.who}>
              <span className="visually-hidden">Signed in as </span>
              <span className={styles.userName}>{memberName(user)}</span>
              <span className={styles.role}>{ROLE_LABELS[user.role]}</span>
            </p>
          )}
          <Link to={paths.community.getHref()} className={styles.back}>
            Back to the community
          </Link>
          <button type="button" className={styles.signOut} onClick={() => void signOut()}>
            Sign out
          </button>
          <button
            type="button"
            className={styles.menuToggle}
            aria-expanded={open}
            aria-controls="console-nav"
            onClick={() => setOpen((o) => !o)}
          >
            {open ? 'Close menu' : 'Menu'}
          </button>
        </div>
      </header>
      <div className={styles.body}>
        <nav id="console-nav" className={styles.nav} data-open={open} aria-label="Console">
          <ul>
            <li>
              <NavLink to={paths.console.getHref()} end>
                Overview
              </NavLink>
            </li>
            {sections.map((s) => (
              <li key={s.to}>
                <NavLink to={s.to}>{s.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className={styles.main}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <ScrollRestoration />
    </div>
  );
}
