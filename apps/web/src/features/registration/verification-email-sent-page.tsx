import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import styles from './registration.module.css';

/** Reached after sign-up when a verification link was e-mailed (action sentEmailVerificationLink). */
export default function VerificationEmailSentPage() {
  return (
    <div className={styles.narrow}>
      <h1>Check your email</h1>
      <p>Thank you for registering. We have sent you an email with a link to verify your email address.</p>
      <p>
        Please open the link within 24 hours. Check your spam folder if the email does not arrive within a few minutes.
      </p>
      <p>
        After your email is verified, your registration as a healthcare professional is checked before you can log in.
      </p>
      <div className={styles.actions}>
        <ButtonLink to={paths.home.getHref()}>Back to Home</ButtonLink>
      </div>
    </div>
  );
}
