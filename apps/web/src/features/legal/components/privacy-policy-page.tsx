import { LegalPage } from './legal-page';
import { PrivacyContent } from './privacy-content';

export default function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy and Consent" document="privacy">
      <PrivacyContent />
    </LegalPage>
  );
}
