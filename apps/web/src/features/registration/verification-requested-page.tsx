import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useSiteConfig } from '@/lib/site-config';
import styles from './registration.module.css';

/**
 * Reached when a verification request was raised: after a provider-ID sign-up, and after an e-mail
 * link when the HCP check is done by a person (status emailVerifiedAndLeadCreated).
 */
export default function VerificationRequestedPage() {
  const { providerName } = useSiteConfig();
  return (
    <div className={styles.narrow}>
      <h1>Verification requested</h1>
      <p>Thank you. Your registration has been sent to {providerName} for verification.</p>
      <p>
        If you have just registered, please also confirm your email address with the link we sent you. You will receive
        an email as soon as your account has been verified, and you can then log in.
      </p>
      <div className={styles.actions}>
        <ButtonLink to={paths.home.getHref()}>Back to Home</ButtonLink>
      </div>
    </div>
  );
}
