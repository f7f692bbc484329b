import { LegalPage, TERMS_DATE } from './legal-page';
import { TermsContent } from './terms-content';

/** Dated 29 March 2022 like the terms accepted at registration, so both show the same version. */
export default function TermsPage() {
  return (
    <LegalPage title="Terms and Conditions" updated={TERMS_DATE}>
      <TermsContent />
    </LegalPage>
  );
}
