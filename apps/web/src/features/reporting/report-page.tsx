import { REPORT_LABELS } from '@aatd/contract';
import { ErrorState, Spinner } from '@/components/ui/feedback';
import { useDailyReport } from './api/get-daily-report';
import { ActiveUsers } from './components/active-users';
import { DailyChart } from './components/daily-chart';
import { MetricsTable } from './components/metrics-table';
import styles from './components/report.module.css';

/** /report (admins only; the route shows the not-found page to anyone else). */
export default function ReportPage() {
  const daily = useDailyReport();
  return (
    <>
      <h1>{REPORT_LABELS.heading}</h1>
      <MetricsTable />
      <ActiveUsers />
      <section className={styles.section} aria-label={REPORT_LABELS.chart}>
        {daily.isPending ? (
          <Spinner />
        ) : daily.isError ? (
          <ErrorState onRetry={() => void daily.refetch()} />
        ) : (
          <DailyChart points={daily.data.data} title={`${REPORT_LABELS.chart} (last 30 days)`} />
        )}
      </section>
    </>
  );
}
