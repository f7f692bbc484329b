import { SiteLink } from '@/components/ui/site-link';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth-store';
import { useSiteConfig } from '@/lib/site-config';
import { useT } from '@/lib/i18n';
import { LanguageSwitcher } from './language-switcher';
import styles from './footer.module.css';

// Labels are catalogue keys.
const legalLinks = [
  { to: paths.aboutUs.getHref(), label: 'shell.link.aboutUs' },
  { to: paths.privacyPolicy.getHref(), label: 'shell.link.privacy' },
  { to: paths.terms.getHref(), label: 'shell.link.terms' },
  { to: paths.cookiePolicy.getHref(), label: 'shell.link.cookiePolicy' },
  { to: paths.contactUs.getHref(), label: 'shell.link.contactUs' },
];
// The spec's footer (part 1 §2); a signed-in member is offered Feedback where a visitor sees Login.
const guestLinks = [
  { to: paths.login.getHref(), label: 'shell.link.login' },
  { to: paths.community.getHref(), label: 'shell.link.community' },
  ...legalLinks,
];
const memberLinks = [
  { to: paths.community.getHref(), label: 'shell.link.community' },
  ...legalLinks,
  { to: paths.feedback.getHref(), label: 'shell.link.feedback' },
];

export function Footer({ onCookieSettings }: { onCookieSettings: () => void }) {
  const site = useSiteConfig();
  const t = useT();
  const links = useSession() ? memberLinks : guestLinks;
  return (
    <footer className={styles.footer}>
      <div className="container">
        <nav aria-label={t('shell.nav.footer')}>
          <ul className={styles.links}>
            {links.map((l) => (
              <li key={l.to}>
                <SiteLink to={l.to}>{t(l.label)}</SiteLink>
              </li>
            ))}
            <li>
              <button type="button" onClick={onCookieSettings}>
                {t('shell.cookieSettings')}
              </button>
            </li>
          </ul>
        </nav>
        <LanguageSwitcher place="footer" />
        <p className={styles.note}>{t('shell.footer.audience')}</p>
        <p className={styles.note}>{site.sponsorWording}</p>
      </div>
    </footer>
  );
}
