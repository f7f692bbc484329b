import { useSiteConfig } from '@/lib/site-config';
import styles from './adverse-event-note.module.css';

/**
 * The standing note beside every box where members write (comments, replies, messages, share notes,
 * feedback): how to report an adverse event, in the contact page's words, and that possible ones are
 * passed on.
 */
export function AdverseEventNote() {
  const { pharmacovigilance } = useSiteConfig();
  return (
    <p className={styles.note}>
      Please report adverse events in the USA to <a href={`mailto:${pharmacovigilance.us}`}>{pharmacovigilance.us}</a>{' '}
      and in Germany to <a href={`mailto:${pharmacovigilance.de}`}>{pharmacovigilance.de}</a>. Anything written here
      that may describe an adverse event is passed on to pharmacovigilance.
    </p>
  );
}
