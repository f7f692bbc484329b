import { useEffect, useState } from 'react';
import { ENGAGEMENT_TEXT } from '@aatd/contract';
import { Alert } from '@/components/ui/feedback';
import { clearSessionLost, sessionLostMessage, wasSessionLost } from '@/lib/session-loss';
import { paths } from '@/config/paths';
import { clearLoginNotice, peekLoginNotice } from '@/lib/login-notice';
import { buttonClass } from '@/components/ui/button';
import { SiteLink, useSiteLocationState } from '@/components/ui/site-link';
import { useT } from '@/lib/i18n';
import { LoginForm } from './components/login-form';
import { PasskeySignIn } from './components/passkey-sign-in';
import styles from './identity.module.css';

type FromLocation = { pathname: string; search?: string; hash?: string };

/**
 * /login (spec part 1 §2): the form, a reset link and a footer inviting visitors to register.
 * Drawn by the app's router after a member page sent a visitor here, and, on a first load, taken
 * over by the public pages' small entry (public-main.tsx), so it carries no router code.
 */
export default function LoginPage() {
  // The member page that sent the visitor here, to return to after signing in.
  const from = (useSiteLocationState() as { from?: FromLocation } | null)?.from;
  const t = useT();
  // Words left by the page that signed the member out: an erasure request, or a 401
  // (part 1 §8 "Comments": the 401 text). Shown once. Read after hydration, since the page is
  // pre-rendered without them; kept when StrictMode runs the effect a second time.
  const [notice, setNotice] = useState<string | null>(null);
  const [lost, setLost] = useState<string | null>(null);
  useEffect(() => {
    const word = peekLoginNotice();
    if (word) setNotice(word);
    if (wasSessionLost()) setLost(sessionLostMessage() ?? ENGAGEMENT_TEXT.sessionExpired);
    clearLoginNotice();
    clearSessionLost();
  }, []);
  const returnTo = from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : paths.community.getHref();
  return (
    <section className={styles.page} aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      {/* A page that signed the member out may leave a word (an erasure request). */}
      {notice && <Alert kind="success">{notice}</Alert>}
      {lost && <Alert kind="error">{lost}</Alert>}
      {/* A new attempt replaces the old words: its own answer is the one that matters now. */}
      <LoginForm
        returnTo={returnTo}
        onAttempt={() => {
          setNotice(null);
          setLost(null);
        }}
      />
      <PasskeySignIn
        returnTo={returnTo}
        onAttempt={() => {
          setNotice(null);
          setLost(null);
        }}
      />
      <p className={styles.forgot}>
        <SiteLink to={paths.resetPasswordRequest.getHref()}>{t('login.forgotPassword')}</SiteLink>
      </p>
      <footer className={styles.footer}>
        <span>{t('login.noLogin')}</span>
        <SiteLink to={paths.register.getHref()} className={buttonClass('secondary')}>
          {t('login.register')}
        </SiteLink>
      </footer>
    </section>
  );
}
