import { MEMBER_STATUS_LABELS, type MemberStatus } from '@aatd/contract';
import styles from '@/components/ui/staff-screen.module.css';

export function StatusBadge({ status }: { status: MemberStatus }) {
  return (
    <span className={styles.badge} data-status={status}>
      {MEMBER_STATUS_LABELS[status]}
    </span>
  );
}
