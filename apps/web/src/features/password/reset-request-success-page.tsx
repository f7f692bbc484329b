import { SuccessPage } from './components/success-page';

/** /resetpasswordrequestsuccess */
export default function ResetRequestSuccessPage() {
  return (
    <SuccessPage title="Check your email">
      <p>
        We have sent you an email with a link to reset your password. The link is valid for 1 hour and can be used once.
      </p>
    </SuccessPage>
  );
}
