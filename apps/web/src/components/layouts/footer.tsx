import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSiteConfig } from '@/lib/site-config';
import styles from './footer.module.css';

const links = [
  { to: paths.login.getHref(), label: 'Login' },
  { to: paths.community.getHref(), label: 'Community' },
  { to: paths.aboutUs.getHref(), label: 'About Us' },
  { to: paths.privacyPolicy.getHref(), label: 'Privacy Notice' },
  { to: paths.terms.getHref(), label: 'Terms & Conditions' },
  { to: paths.cookiePolicy.getHref(), label: 'Site Cookie Policy' },
  { to: paths.contactUs.getHref(), label: 'Contact Us' },
];

export function Footer({ onCookieSettings }: { onCookieSettings: () => void }) {
  const site = useSiteConfig();
  return (
    <footer className={styles.footer}>
      <div className="container">
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
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
