import { SiteLink } from '@/components/ui/site-link';
import { paths } from '@/config/paths';
import { ReadyFieldset } from '@/components/ui/ready-fieldset';
import { acceptAll, rejectAll } from '../consent';
import styles from './cookie-banner.module.css';

type Props = { onOpenSettings: () => void };

/**
 * Shown until one of the four consent cookies exists (spec part 1 §2). Not modal: the page stays
 * usable, and nothing optional runs until a choice is made. Accept and Reject get equal weight so
 * refusing is as easy as agreeing.
 */
export function CookieBanner({ onOpenSettings }: Props) {
  return (
    <section className={styles.banner} aria-labelledby="cookie-banner-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="cookie-banner-title" className={styles.title}>
            Your cookie choices
          </h2>
          <p>
            We use strictly necessary storage to keep you signed in. With your consent we also use cookies for
            personalisation, advertising and analysis. You can change your choice at any time with Cookie Settings at
            the foot of every page. Read our <SiteLink to={paths.cookiePolicy.getHref()}>Site Cookie Policy</SiteLink>.
          </p>
        </div>
        <div className={styles.actions}>
          {/* Pre-rendered: a click before the app runs would be lost, so the buttons wait for it. */}
          <ReadyFieldset>
            <button type="button" className={styles.primary} onClick={acceptAll}>
              Accept All Cookies
            </button>
            <button type="button" className={styles.primary} onClick={rejectAll}>
              Reject All
            </button>
            <button type="button" className={styles.secondary} onClick={onOpenSettings}>
              Cookies Settings
            </button>
          </ReadyFieldset>
        </div>
      </div>
    </section>
  );
}
