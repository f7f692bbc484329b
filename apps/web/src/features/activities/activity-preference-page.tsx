import { ACTIVITY_TEXT } from '@aatd/contract';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { usePreferences } from './api/get-preferences';
import { ActivityCard } from './components/activity-card';
import styles from './components/activities.module.css';

/** /community/activitypreference (part 2 §2.12) */
export default function ActivityPreferencePage() {
  const prefs = usePreferences();
  return (
    <>
      <h1>Activity Preferences</h1>
      <p className={styles.intro}>{ACTIVITY_TEXT.intro}</p>
      {prefs.isPending ? (
        <Spinner />
      ) : prefs.isError ? (
        <ErrorState onRetry={() => void prefs.refetch()} />
      ) : prefs.data.length === 0 ? (
        <EmptyState>{ACTIVITY_TEXT.empty}</EmptyState>
      ) : (
        <ul className={styles.list}>
          {prefs.data.map((a) => (
            <ActivityCard key={a.activityTypeId} activity={a} />
          ))}
        </ul>
      )}
    </>
  );
}
