import { SuccessPage } from './components/success-page';

/** /resetpasswordsuccess */
export default function ResetPasswordSuccessPage() {
  return (
    <SuccessPage title="Password set">
      <p>Your new password is set. You can now log in with it.</p>
    </SuccessPage>
  );
}
