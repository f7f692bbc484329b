import { useSiteConfig } from '@/lib/site-config';
import { LegalPage } from './legal-page';
import styles from './legal.module.css';

/** Spec part 2 §2.19: heading, welcome text, the support mailbox for login or technical queries. */
export default function ContactUsPage() {
  const { siteName, supportEmail, pharmacovigilance } = useSiteConfig();
  return (
    <LegalPage title="Contact us">
      <p>Welcome to {siteName}. We are glad to hear from you.</p>
      <p>
        For login or technical queries, please e-mail us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
      <div className={styles.notice}>
        <p>
          Please do not use this mailbox to report an adverse event. Report adverse events in the USA to{' '}
          <a href={`mailto:${pharmacovigilance.us}`}>{pharmacovigilance.us}</a> and in Germany to{' '}
          <a href={`mailto:${pharmacovigilance.de}`}>{pharmacovigilance.de}</a>.
        </p>
      </div>
    </LegalPage>
  );
}
