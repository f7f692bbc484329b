import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { SecondFactorForm } from './components/second-factor-form';
import styles from './identity.module.css';

/**
 * /login/code: the provider's sign-in sends an account with a second factor here after
 * the password, with its interaction's id; the sign-in finishes only once a code is accepted.
 */
export default function SecondFactorPage() {
  const [params] = useSearchParams();
  const interaction = params.get('interaction');
  return (
    <section className={styles.page} aria-labelledby="code-title">
      <h1 id="code-title">Two-step verification</h1>
      {interaction ? (
        <SecondFactorForm interaction={interaction} />
      ) : (
        <Alert kind="error">
          This page is part of signing in. <Link to={paths.login.getHref()}>Go to the login page</Link>
        </Alert>
      )}
      <p className={styles.forgot}>
        <Link to={paths.login.getHref()}>Cancel and sign in as someone else</Link>
      </p>
    </section>
  );
}
