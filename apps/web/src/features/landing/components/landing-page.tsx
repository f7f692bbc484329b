import { useSyncExternalStore } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { paths } from '@/config/paths';
import { authStore } from '@/lib/auth-store';
import { useSiteConfig } from '@/lib/site-config';
import { useT } from '@/lib/i18n';
import styles from './landing-page.module.css';

/** Catalogue keys of a card's title and description. */
type Card = { title: string; description: string; href: string };

/** The four service cards of spec part 1 §1; members go straight to the section, visitors to login. */
const CARDS: Card[] = [
  {
    title: 'landing.card.information.title',
    description: 'landing.card.information.text',
    href: paths.news.getHref(),
  },
  {
    title: 'landing.card.education.title',
    description: 'landing.card.education.text',
    href: paths.education.getHref(),
  },
  {
    title: 'landing.card.resources.title',
    description: 'landing.card.resources.text',
    href: paths.resources.getHref(),
  },
  {
    title: 'landing.card.links.title',
    description: 'landing.card.links.text',
    href: paths.links.getHref(),
  },
];

export default function LandingPage() {
  const { siteName, tagline, providerName } = useSiteConfig();
  const t = useT();
  const signedIn = useSyncExternalStore(
    authStore.subscribe,
    () => authStore.get() !== null,
    () => false,
  );

  return (
    <div className={styles.landing}>
      <section className={styles.hero} aria-labelledby="landing-title">
        <div className={styles.heroInner}>
          <h1 id="landing-title" className={styles.title}>
            {siteName}
          </h1>
          <p className={styles.tagline}>{tagline}</p>
          {signedIn ? (
            <SiteLink to={paths.community.getHref()} className={styles.join}>
              {t('landing.goToCommunity')}
            </SiteLink>
          ) : (
            <SiteLink to={paths.login.getHref()} className={styles.join}>
              {t('landing.join')}
            </SiteLink>
          )}
        </div>
      </section>

      <div className={styles.content}>
        <p className={styles.info}>{t('landing.info', { providerName })}</p>

        <section aria-labelledby="landing-offer">
          <h2 id="landing-offer" className={styles.offerTitle}>
            {t('landing.offerTitle')}
          </h2>
          <ul className={styles.cards}>
            {CARDS.map((card) => (
              <li key={card.title} className={styles.card}>
                <h3 className={styles.cardTitle}>
                  {/* The heading link covers the whole card (see .cardLink::after). */}
                  <SiteLink to={signedIn ? card.href : paths.login.getHref()} className={styles.cardLink}>
                    {t(card.title)}
                  </SiteLink>
                </h3>
                <p className={styles.cardText}>{t(card.description)}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
