import { ACTIVITY_TEXT, type ActivityPreference } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { useToggleOptIn } from '../api/set-opt-in';
import styles from './activities.module.css';

export function ActivityCard({ activity }: { activity: ActivityPreference }) {
  const toggle = useToggleOptIn();
  const headingId = `activity-${activity.activityTypeId}`;
  return (
    <li className={styles.card}>
      <h2 id={headingId}>{activity.name}</h2>
      <p>{activity.description}</p>
      {activity.retired && <p className={styles.status}>{ACTIVITY_TEXT.retired}.</p>}
      <p className={styles.status}>{activity.optInStatus ? 'You are taking part.' : 'You are not taking part.'}</p>
      {/* A retired activity can still be left, but not joined again. */}
      {(!activity.retired || activity.optInStatus) && (
        <Button
          variant={activity.optInStatus ? 'secondary' : 'primary'}
          aria-label={`${activity.optInStatus ? ACTIVITY_TEXT.optOut : ACTIVITY_TEXT.optIn}: ${activity.name}`}
          disabled={toggle.isPending}
          onClick={() => toggle.mutate(activity)}
        >
          {activity.optInStatus ? ACTIVITY_TEXT.optOut : ACTIVITY_TEXT.optIn}
        </Button>
      )}
      {toggle.isError && <Alert kind="error">Your choice could not be saved. Please try again.</Alert>}
    </li>
  );
}
