import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import styles from './registration.module.css';

/** /registersuccess/:verificationStatus (verified | notverified, default notverified). */
export default function RegisterSuccessPage() {
  const { verificationStatus } = useParams();
  const verified = verificationStatus === 'verified';
  return (
    <div className={styles.narrow}>
      <h1>Registration</h1>
      <p>Thank you! You are now registered. Please login to continue</p>
      {!verified && <p>If your account still needs to be verified, you can log in once that is done.</p>}
      <div className={styles.actions}>
        <ButtonLink to={paths.login.getHref()}>Login</ButtonLink>
      </div>
      <p className={styles.footer}>
        Need another account?{' '}
        <ButtonLink variant="secondary" to={paths.register.getHref()}>
          Register
        </ButtonLink>
      </p>
    </div>
  );
}
