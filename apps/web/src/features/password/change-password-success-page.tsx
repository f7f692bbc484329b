import { SuccessPage } from './components/success-page';

/** /changepasswordsuccess */
export default function ChangePasswordSuccessPage() {
  return (
    <SuccessPage title="Password changed">
      <p>Your password has been changed. You have been signed out on your other devices.</p>
    </SuccessPage>
  );
}
