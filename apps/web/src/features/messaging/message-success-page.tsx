import { MESSAGING_TEXT } from '@aatd/contract';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button';
import styles from './components/messaging.module.css';

/** /messagesuccess (part 2 §2.14). */
export default function MessageSuccessPage() {
  return (
    <section className={styles.success}>
      <h1>{MESSAGING_TEXT.sent}</h1>
      <ButtonLink to={paths.home.getHref()}>HOME</ButtonLink>
    </section>
  );
}
