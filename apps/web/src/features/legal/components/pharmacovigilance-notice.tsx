import { useId } from 'react';
import { useSiteConfig } from '@/lib/site-config';
import styles from './legal.module.css';

type Props = { headingLevel?: 2 | 3 };

/**
 * Adverse-event reporting (spec part 2 §2.19): every legal page names the USA and Germany safety
 * mailboxes, which come from deployment config like every other mailbox.
 */
export function PharmacovigilanceNotice({ headingLevel = 2 }: Props) {
  const { pharmacovigilance } = useSiteConfig();
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section className={styles.notice} aria-labelledby={headingId}>
      <Heading id={headingId}>Reporting adverse events</Heading>
      <p>
        If you become aware of an adverse event, a suspected side effect, a product quality complaint or any other
        safety information concerning a medicine, you must report it:
      </p>
      <ul>
        <li>
          in the USA: <a href={`mailto:${pharmacovigilance.us}`}>{pharmacovigilance.us}</a>
        </li>
        <li>
          in Germany: <a href={`mailto:${pharmacovigilance.de}`}>{pharmacovigilance.de}</a>
        </li>
      </ul>
      <p>
        If you practise in another country, report it to your national medicines authority as your local rules require;
        you may also send it to either mailbox above. Please do not use comments or private messages on this site for
        safety reports: they are not a reporting channel. If safety information reaches us through the site all the
        same, we are legally obliged to pass it on for safety evaluation, and you may be contacted for follow-up.
      </p>
    </section>
  );
}
