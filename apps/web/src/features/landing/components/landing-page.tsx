import { useSyncExternalStore } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { paths } from '@/config/paths';
import { authStore } from '@/lib/auth-store';
import { useSiteConfig } from '@/lib/site-config';
import styles from './landing-page.module.css';

type Card = { title: string; description: string; href: string };

/** The four service cards of spec part 1 §1; members go straight to the section, visitors to login. */
const CARDS: Card[] = [
  {
    title: 'Information',
    description:
      'Curated clinical news, Journal Watch with the month’s top journal articles, and key review articles from the last two years.',
    href: paths.news.getHref(),
  },
  {
    title: 'Education',
    description:
      'Understanding AATD, patient case studies, conference highlights and education modules with slides and videos.',
    href: paths.education.getHref(),
  },
  {
    title: 'Useful Resources',
    description: 'Clinical practice guidelines and downloadable resources to support your practice.',
    href: paths.resources.getHref(),
  },
  {
    title: 'Useful links',
    description: 'International AATD organizations and lung, liver and rare disease organizations.',
    href: paths.links.getHref(),
  },
];

export default function LandingPage() {
  const { siteName, tagline, providerName } = useSiteConfig();
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
              Go to Community
            </SiteLink>
          ) : (
            <SiteLink to={paths.login.getHref()} className={styles.join}>
              JOIN
            </SiteLink>
          )}
        </div>
      </section>

      <div className={styles.content}>
        <p className={styles.info}>
          This community is for healthcare professionals only, and access is by request. Every member is verified by{' '}
          {providerName} before they can sign in. The site is for healthcare professionals practising outside the United
          Kingdom.
        </p>

        <section aria-labelledby="landing-offer">
          <h2 id="landing-offer" className={styles.offerTitle}>
            Inside the community
          </h2>
          <ul className={styles.cards}>
            {CARDS.map((card) => (
              <li key={card.title} className={styles.card}>
                <h3 className={styles.cardTitle}>
                  {/* The heading link covers the whole card (see .cardLink::after). */}
                  <SiteLink to={signedIn ? card.href : paths.login.getHref()} className={styles.cardLink}>
                    {card.title}
                  </SiteLink>
                </h3>
                <p className={styles.cardText}>{card.description}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
