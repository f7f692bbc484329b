import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from './registration.module.css';

/** /verifyemail: asks the member to verify the e-mail sent to the registered address (part 2 §2.11). */
export default function VerifyEmailPromptPage() {
  return (
    <div className={styles.narrow}>
      <h1>Verify your email</h1>
      <p>Please verify your email address using the link in the email we sent to the address you registered with.</p>
      <p>The link is valid for 24 hours and can be used once.</p>
      <div className={styles.actions}>
        <ButtonLink to={paths.login.getHref()}>Login</ButtonLink>
      </div>
    </div>
  );
}
