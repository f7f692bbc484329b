import { LegalPage } from './legal-page';
import { TermsContent } from './terms-content';

/** Dated like the terms accepted at registration (the deployment's terms version), so both show the same version. */
export default function TermsPage() {
  return (
    <LegalPage title="Terms and Conditions" document="terms">
      <TermsContent />
    </LegalPage>
  );
}
