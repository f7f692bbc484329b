import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button-link';
import styles from './invitations.module.css';

/** /invitefriendsuccess */
export default function InviteFriendSuccessPage() {
  return (
    <section className={styles.page}>
      <h1>Thank you!</h1>
      <p>
        Your invitation has been sent. Once your colleague has registered, approval of their registration takes 3-5
        days.
      </p>
      <ButtonLink to={paths.community.getHref()}>Back to Community</ButtonLink>
    </section>
  );
}
