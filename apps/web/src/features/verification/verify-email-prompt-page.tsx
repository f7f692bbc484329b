import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { ResendVerificationForm } from './components/resend-verification-form';
import styles from './verification.module.css';

/**
 * /verifyemail: asks the member to verify the e-mail sent to the registered address (part 2 §2.11),
 * and sends a new link when the first expired or went missing. The login page passes the address.
 */
export default function VerifyEmailPromptPage() {
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <div className={styles.page}>
      <h1>Verify your email</h1>
      <p>Please verify your email address using the link in the email we sent to the address you registered with.</p>
      <p>The link is valid for 24 hours and can be used once.</p>
      <div className={styles.actions}>
        <ButtonLink to={paths.login.getHref()}>Login</ButtonLink>
      </div>
      <ResendVerificationForm email={email} />
    </div>
  );
}
