import { SiteLink } from '@/components/ui/site-link';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth-store';
import { useSiteConfig } from '@/lib/site-config';
import styles from './footer.module.css';

const legalLinks = [
  { to: paths.aboutUs.getHref(), label: 'About Us' },
  { to: paths.privacyPolicy.getHref(), label: 'Privacy Notice' },
  { to: paths.terms.getHref(), label: 'Terms & Conditions' },
  { to: paths.cookiePolicy.getHref(), label: 'Site Cookie Policy' },
  { to: paths.contactUs.getHref(), label: 'Contact Us' },
];
// The spec's footer (part 1 §2); a signed-in member is offered Feedback where a visitor sees Login.
const guestLinks = [
  { to: paths.login.getHref(), label: 'Login' },
  { to: paths.community.getHref(), label: 'Community' },
  ...legalLinks,
];
const memberLinks = [
  { to: paths.community.getHref(), label: 'Community' },
  ...legalLinks,
  { to: paths.feedback.getHref(), label: 'Feedback' },
];

export function Footer({ onCookieSettings }: { onCookieSettings: () => void }) {
  const site = useSiteConfig();
  const links = useSession() ? memberLinks : guestLinks;
  return (
    <footer className={styles.footer}>
      <div className="container">
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {links.map((l) => (
              <li key={l.to}>
                <SiteLink to={l.to}>{l.label}</SiteLink>
              </li>
            ))}
            <li>
              <button type="button" onClick={onCookieSettings}>
                Cookie Settings
              </button>
            </li>
          </ul>
        </nav>
        <p className={styles.note}>This site is intended for healthcare professionals outside the UK only.</p>
        <p className={styles.note}>{site.sponsorWording}</p>
      </div>
    </footer>
  );
}
