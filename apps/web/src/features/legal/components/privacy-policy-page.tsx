import { LEGAL_PAGES_DATE, LegalPage } from './legal-page';
import { PrivacyContent } from './privacy-content';

export default function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy and Consent" updated={LEGAL_PAGES_DATE}>
      <PrivacyContent />
    </LegalPage>
  );
}
