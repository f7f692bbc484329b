import { REPORT_LABELS, formatSessionMinutes } from '@aatd/contract';
import { ErrorState, Spinner } from '@/components/ui/feedback';
import { useSessionReport } from '../api/get-session-report';
import { useUserCount } from '../api/get-user-count';
import styles from './report.module.css';

/** The Metric / Value table of part 2 §2.18, counted from 2020-03-31 to today. */
export function MetricsTable() {
  const registered = useUserCount(false);
  const verified = useUserCount(true);
  const sessions = useSessionReport();
  const queries = [registered, verified, sessions];
  if (queries.some((q) => q.isPending)) return <Spinner />;
  if (queries.some((q) => q.isError)) return <ErrorState onRetry={() => queries.forEach((q) => void q.refetch())} />;

  const rows: Array<[string, string]> = [
    [REPORT_LABELS.registeredUsers, String(registered.data?.count ?? 0)],
    [REPORT_LABELS.verifiedUsers, String(verified.data?.count ?? 0)],
    [REPORT_LABELS.sessions, String(sessions.data?.sessions ?? 0)],
    [REPORT_LABELS.averageSessionDuration, formatSessionMinutes(sessions.data?.averageSessionDuration ?? 0)],
    [REPORT_LABELS.activeUsers, String(sessions.data?.activeUsers ?? 0)],
  ];
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Usage since 31 March 2020</caption>
      <thead>
        <tr>
          <th scope="col">{REPORT_LABELS.metric}</th>
          <th scope="col">{REPORT_LABELS.value}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([metric, value]) => (
          <tr key={metric}>
            <th scope="row">{metric}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
