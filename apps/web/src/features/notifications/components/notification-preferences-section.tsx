import { NOTIFICATION_CHANNEL_LABELS, NOTIFICATION_KIND_INFO, type NotificationChannel } from '@aatd/contract';
import { FollowButton, useFollows } from '@/components/engagement';
import { Alert, ErrorState, Spinner } from '@/components/ui/feedback';
import { useNotificationPreferences, useSavePreference } from '../api/preferences';
import styles from './notifications.module.css';

/** "Notifications" in My Account: how I hear of each kind, saved as soon as it changes. */
export function NotificationPreferencesSection() {
  const prefs = useNotificationPreferences();
  const save = useSavePreference();
  return (
    <section id="notifications" aria-labelledby="notification-prefs-title">
      <h2 id="notification-prefs-title">Notifications</h2>
      <p>
        Choose how you hear of each kind of news: on the site (the bell), by e-mail at once, in a weekly summary, or not
        at all.
      </p>
      {prefs.isPending ? (
        <Spinner label="Loading notification preferences" />
      ) : prefs.isError ? (
        <ErrorState onRetry={() => void prefs.refetch()} />
      ) : (
        <div className={styles.prefs}>
          {prefs.data.data.map((p) => {
            const info = NOTIFICATION_KIND_INFO[p.kind];
            return (
              <label key={p.kind}>
                {info.label}
                <select
                  value={p.channel}
                  disabled={save.isPending}
                  onChange={(e) => save.mutate({ kind: p.kind, channel: e.target.value as NotificationChannel })}
                >
                  {info.channels.map((c) => (
                    <option key={c} value={c}>
                      {NOTIFICATION_CHANNEL_LABELS[c]}
                    </option>
                  ))}
                </select>
              </label>
            );
          })}
        </div>
      )}
      {save.isError && <Alert kind="error">{save.error.message}</Alert>}
      {save.isSuccess && <Alert kind="success">Saved.</Alert>}
      <FollowedList />
    </section>
  );
}

/** What I follow (from the Follow buttons of the category and module pages), each with its button. */
function FollowedList() {
  const follows = useFollows();
  if (follows.isPending) return <Spinner label="Loading what you follow" />;
  if (follows.isError) return <ErrorState onRetry={() => void follows.refetch()} />;
  return (
    <>
      <h3>Areas and topics I follow</h3>
      {follows.data.data.length === 0 ? (
        <p>You follow nothing yet: use Follow on a therapy area, a news list or a module’s topic.</p>
      ) : (
        <ul className={styles.follows}>
          {follows.data.data.map((f) => (
            <li key={`${f.type}:${f.target}`}>
              {f.type === 'topic' ? `Module topic: ${f.label}` : f.label}{' '}
              <FollowButton type={f.type} target={f.target} label={f.label} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
