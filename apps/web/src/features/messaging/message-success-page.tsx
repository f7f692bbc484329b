import { MESSAGING_TEXT } from '@aatd/contract';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button-link';
import styles from './components/messaging.module.css';

/** /messagesuccess (part 2 §2.14). */
export default function MessageSuccessPage() {
  // A message the watch list holds waits for a moderator before it is delivered.
  const held = (useLocation().state as { held?: boolean } | null)?.held === true;
  return (
    <section className={styles.success}>
      <h1>{held ? 'Your message is awaiting review' : MESSAGING_TEXT.sent}</h1>
      {held && <p>A moderator reviews it before it is delivered. Until then only you can see it, in My Messages.</p>}
      <ButtonLink to={paths.home.getHref()}>HOME</ButtonLink>
    </section>
  );
}
