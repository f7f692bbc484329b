import { SiteLink } from '@/components/ui/site-link';
import { paths } from '@/config/paths';
import { ReadyFieldset } from '@/components/ui/ready-fieldset';
import { translateRich, useT } from '@/lib/i18n';
import { acceptAll, rejectAll } from '../consent';
import styles from './cookie-banner.module.css';

type Props = { onOpenSettings: () => void };

/**
 * Shown until one of the four consent cookies exists (spec part 1 §2). Not modal: the page stays
 * usable, and nothing optional runs until a choice is made. Accept and Reject get equal weight so
 * refusing is as easy as agreeing.
 */
export function CookieBanner({ onOpenSettings }: Props) {
  const t = useT();
  return (
    <section className={styles.banner} aria-labelledby="cookie-banner-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="cookie-banner-title" className={styles.title}>
            {t('cookies.banner.title')}
          </h2>
          <p>
            {translateRich('cookies.banner.text', {
              link: (words) => <SiteLink to={paths.cookiePolicy.getHref()}>{words}</SiteLink>,
            })}
          </p>
        </div>
        <div className={styles.actions}>
          {/* Pre-rendered: a click before the app runs would be lost, so the buttons wait for it. */}
          <ReadyFieldset>
            <button type="button" className={styles.primary} onClick={acceptAll}>
              {t('cookies.banner.acceptAll')}
            </button>
            <button type="button" className={styles.primary} onClick={rejectAll}>
              {t('cookies.banner.rejectAll')}
            </button>
            <button type="button" className={styles.secondary} onClick={onOpenSettings}>
              {t('cookies.banner.settings')}
            </button>
          </ReadyFieldset>
        </div>
      </div>
    </section>
  );
}
