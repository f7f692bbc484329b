import {
  SAFETY_CASE_STATE_LABELS,
  SAFETY_MAIL_STATUS_LABELS,
  type SafetyCaseState,
  type SafetyCaseSummary,
} from '@aatd/contract';
import styles from './safety.module.css';

/** A case's state as a labelled badge; the colour only repeats what the text says. */
export function SafetyStateBadge({ state }: { state: SafetyCaseState }) {
  return (
    <span className={styles.badge} data-state={state}>
      {SAFETY_CASE_STATE_LABELS[state]}
    </span>
  );
}

/** Whether the outbox delivered the case to pharmacovigilance yet. */
export function MailState({ status, short }: { status: SafetyCaseSummary['mailStatus']; short?: boolean }) {
  return (
    <span className={styles.mail} data-status={status}>
      {short && status === 'dev' ? 'Dev mailbox' : SAFETY_MAIL_STATUS_LABELS[status]}
    </span>
  );
}
