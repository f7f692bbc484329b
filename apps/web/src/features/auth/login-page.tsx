import { Link, useLocation, type Location } from 'react-router';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button';
import { LoginForm } from './components/login-form';
import styles from './auth.module.css';

/** /login (spec part 1 §2): the form, a reset link and a footer inviting visitors to register. */
export default function LoginPage() {
  const from = (useLocation().state as { from?: Location } | null)?.from;
  const returnTo = from ? `${from.pathname}${from.search}${from.hash}` : paths.community.getHref();
  return (
    <section className={styles.page} aria-labelledby="login-title">
      <h1 id="login-title">Login</h1>
      <LoginForm returnTo={returnTo} />
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
