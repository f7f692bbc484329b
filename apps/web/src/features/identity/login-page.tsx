import { useEffect, useState } from 'react';
import { Link, useLocation, type Location } from 'react-router';
import { ENGAGEMENT_TEXT } from '@aatd/contract';
import { Alert } from '@/components/ui/feedback';
import { clearSessionLost, wasSessionLost } from '@/lib/session-loss';
import { paths } from '@/config/paths';
import { clearLoginNotice, peekLoginNotice } from '@/lib/login-notice';
import { ButtonLink } from '@/components/ui/button-link';
import { LoginForm } from './components/login-form';
import styles from './identity.module.css';

/** /login (spec part 1 §2): the form, a reset link and a footer inviting visitors to register. */
export default function LoginPage() {
  const from = (useLocation().state as { from?: Location } | null)?.from;
  // Words left by the page that signed the member out: an erasure request (issue 15), or a 401
  // (part 1 §8 "Comments": the 401 text). Shown once. Read after hydration, since the page is
  // pre-rendered without them; kept when StrictMode runs the effect a second time.
  const [notice, setNotice] = useState<string | null>(null);
  const [lost, setLost] = useState(false);
  useEffect(() => {
    const word = peekLoginNotice();
    if (word) setNotice(word);
    if (wasSessionLost()) setLost(true);
    clearLoginNotice();
    clearSessionLost();
  }, []);
  const returnTo = from ? `${from.pathname}${from.search}${from.hash}` : paths.community.getHref();
  return (
    <section className={styles.page} aria-labelledby="login-title">
      <h1 id="login-title">Login</h1>
      {/* A page that signed the member out may leave a word (an erasure request, issue 15). */}
      {notice && <Alert kind="success">{notice}</Alert>}
      {lost && <Alert kind="error">{ENGAGEMENT_TEXT.sessionExpired}</Alert>}
      {/* A new attempt replaces the old words: its own answer is the one that matters now. */}
      <LoginForm
        returnTo={returnTo}
        onAttempt={() => {
          setNotice(null);
          setLost(false);
        }}
      />
      <p className={styles.forgot}>
        <Link to={paths.resetPasswordRequest.getHref()}>Forgot your password?</Link>
      </p>
      <footer className={styles.footer}>
        <span>Don&apos;t have a login?</span>
        <ButtonLink to={paths.register.getHref()} variant="secondary">
          Register
        </ButtonLink>
      </footer>
    </section>
  );
}
