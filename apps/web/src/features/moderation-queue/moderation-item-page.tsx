import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { MODERATION_ACTION_LABELS, MODERATION_REASON_MAX, type ModerationItemDetail } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { Alert, ErrorState, Spinner } from '@/components/ui/feedback';
import { SelectField, TextAreaField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useActOnItem, useModerationItem, useSuspension } from './api/moderation';
import { formatWhen, historyLabel, reasonLabel, sourceLabel } from './labels';
import styles from './moderation.module.css';

type Choice = 'dismiss' | 'hide' | 'release' | 'warn' | 'suspend' | 'escalate';

const CHOICES: Array<{ value: Choice; label: string; hint: string }> = [
  { value: 'dismiss', label: 'Dismiss', hint: 'Nothing wrong; close the item.' },
  {
    value: 'release',
    label: 'Release',
    hint: 'Publish the held comment to everyone, or deliver the held message to its recipient.',
  },
  { value: 'hide', label: 'Hide the content', hint: 'The author sees it hidden, with your reason.' },
  { value: 'warn', label: 'Warn the member', hint: 'Your reason is the message the member sees.' },
  { value: 'suspend', label: 'Suspend the member', hint: 'Signed out everywhere; sign-in refused until the end.' },
  {
    value: 'escalate',
    label: 'Escalate as a possible adverse event',
    hint: "Opens a safety case mailed to the pharmacovigilance mailbox of the author's country.",
  },
];

const PERIODS = [
  { value: '1', label: '1 day' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: 'lifted', label: 'Until lifted' },
];
const untilFor = (period: string) =>
  period === 'lifted' ? null : new Date(Date.now() + Number(period) * 24 * 3600 * 1000).toISOString();

function ActionForm({ item }: { item: ModerationItemDetail }) {
  const act = useActOnItem(item.id);
  const commentId = item.context.find((c) => c.isSubject && c.reviewState !== undefined);
  const available = CHOICES.filter((c) => {
    if (c.value === 'hide') {
      return item.source !== 'messageReport' && item.contentExists && commentId?.reviewState !== 'hidden';
    }
    if (c.value === 'release') {
      return item.source !== 'messageReport' && commentId !== undefined && commentId.reviewState !== 'visible';
    }
    return true;
  });
  const [choice, setChoice] = useState<Choice>('dismiss');
  const [reason, setReason] = useState('');
  const [period, setPeriod] = useState('7');
  const [error, setError] = useState<string>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    if (!reason.trim()) {
      setError('Give a reason: the member sees it for hide, warn and suspend.');
      return;
    }
    try {
      await act.mutateAsync(
        choice === 'suspend' ? { action: 'suspend', reason, until: untilFor(period) } : { action: choice, reason },
      );
      setReason('');
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The action failed. Please try again.');
    }
  };

  return (
    <form className={`${styles.panel} ${styles.actions}`} onSubmit={(e) => void submit(e)} noValidate>
      <h2>Decide</h2>
      <fieldset>
        <legend>Action</legend>
        {available.map((c) => (
          <label key={c.value} className={styles.radio}>
            <input
              type="radio"
              name="action"
              value={c.value}
              checked={choice === c.value}
              onChange={() => setChoice(c.value)}
            />
            <span>
              {c.label} <span className={styles.muted}>— {c.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {choice === 'suspend' && (
        <SelectField label="Suspend for" options={PERIODS} value={period} onChange={(e) => setPeriod(e.target.value)} />
      )}
      <TextAreaField
        label="Reason"
        rows={3}
        maxLength={MODERATION_REASON_MAX}
        aria-required
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <Alert kind="error">{error}</Alert>
      <Button type="submit" disabled={act.isPending}>
        {act.isPending ? 'Saving…' : 'Apply'}
      </Button>
    </form>
  );
}

function LiftForm({ memberId }: { memberId: number }) {
  const { lift } = useSuspension(memberId);
  const [reason, setReason] = useState('');
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string }>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setResult({ kind: 'error', text: 'Give a reason for lifting the suspension.' });
    try {
      await lift.mutateAsync(reason);
      setResult({ kind: 'success', text: 'The suspension was lifted.' });
      setReason('');
    } catch (err) {
      setResult({ kind: 'error', text: err instanceof Error ? err.message : 'The suspension could not be lifted.' });
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <TextAreaField label="Reason for lifting" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
      <Alert kind={result?.kind ?? 'error'}>{result?.text}</Alert>
      <Button type="submit" variant="secondary" disabled={lift.isPending}>
        Lift suspension
      </Button>
    </form>
  );
}

/** /admin/moderation/items/:itemId: the content in context, the people, the history and the decision. */
export default function ModerationItemPage() {
  const id = Number(useParams().itemId);
  const item = useModerationItem(id);
  if (item.isPending) return <Spinner />;
  if (item.isError) return <ErrorState message={item.error.message} onRetry={() => void item.refetch()} />;
  const d = item.data;
  const status = d.authorStatus;
  return (
    <>
      <p>
        <Link to={paths.consoleModeration.getHref()}>Back to the queue</Link>
      </p>
      <h1>
        Item #{d.id}: {sourceLabel(d.source)}
      </h1>
      <p>
        <strong>{reasonLabel(d.reason)}</strong>
        {d.details && <> — “{d.details}”</>} · received {formatWhen(d.createdAt)}
      </p>
      <div className={styles.grid}>
        <div>
          <section className={styles.panel} aria-labelledby="context-heading">
            <h2 id="context-heading">{d.post ? `Thread on “${d.post.title}”` : 'Conversation'}</h2>
            {!d.contentExists && <p className={styles.muted}>The content was deleted. As reported: “{d.excerpt}”</p>}
            {d.context.length === 0 ? (
              <p className={styles.muted}>No messages between these members.</p>
            ) : (
              <ol className={styles.thread}>
                {d.context.map((c) => (
                  <li key={c.id} className={`${styles.entry} ${c.isSubject ? styles.subject : ''}`}>
                    <strong>{c.authorName}</strong> · <time dateTime={c.createdAt}>{formatWhen(c.createdAt)}</time>
                    {c.isSubject && d.source !== 'messageReport' && (
                      <>
                        {' '}
                        · <em>reported</em>
                      </>
                    )}
                    {c.reviewState && c.reviewState !== 'visible' && (
                      <>
                        {' '}
                        · <em>{c.reviewState === 'held' ? 'held for review' : 'hidden'}</em>
                      </>
                    )}
                    <p className={styles.entryText}>{c.text}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>
          {d.state === 'open' ? (
            <ActionForm item={d} />
          ) : (
            <section className={styles.panel}>
              <h2>Decision</h2>
              <p>
                {d.resolution && MODERATION_ACTION_LABELS[d.resolution]} by {d.resolvedBy ?? 'a former moderator'}
                {d.resolvedAt && <> on {formatWhen(d.resolvedAt)}</>}
              </p>
              <p>Reason: {d.resolutionReason}</p>
            </section>
          )}
        </div>
        <div>
          <section className={styles.panel} aria-labelledby="people-heading">
            <h2 id="people-heading">People</h2>
            <p>
              Author: <strong>{d.author.name}</strong>
              <br />
              <span className={styles.muted}>Member since {formatWhen(status.memberSince)}</span>
            </p>
            {status.suspended && (
              <>
                <p role="status">
                  Suspended {status.indefinitely ? 'until lifted' : `until ${formatWhen(status.suspendedUntil!)}`}
                </p>
                <LiftForm memberId={d.author.id} />
              </>
            )}
            <p>Reporter: {d.reporter ? d.reporter.name : 'the moderation rules'}</p>
          </section>
          <section className={styles.panel} aria-labelledby="history-heading">
            <h2 id="history-heading">Author’s history</h2>
            {d.history.length === 0 ? (
              <p className={styles.muted}>No earlier reports or actions.</p>
            ) : (
              <ul className={styles.history}>
                {d.history.map((h) => (
                  <li key={`${h.kind}-${h.id}`}>
                    <strong>{historyLabel(h.kind, h.label)}</strong> · {formatWhen(h.at)}
                    {h.by && <> · by {h.by}</>}
                    {h.reason && <div className={styles.muted}>{h.reason}</div>}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
