import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import {
  MODERATION_ACTION_LABELS,
  MODERATION_PRIORITIES,
  MODERATION_PRIORITY_LABELS,
  MODERATION_REASON_MAX,
  type CannedReply,
  type ModerationItemDetail,
  type ModerationItemUpdate,
  type ModerationPriority,
  type ModerationStep,
  type ModerationStepKind,
} from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { Alert, ErrorState, Spinner } from '@/components/ui/feedback';
import { SelectField, TextAreaField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { StaffNotes } from '@/components/staff/staff-notes';
import { useCurrentUser } from '@/lib/current-user';
import { useActOnItem, useCannedReplies, useModerationItem, useSuspension, useUpdateItem } from './api/moderation';
import { formatWhen, historyLabel, reasonLabel, sourceLabel } from './labels';
import styles from './moderation.module.css';

type Choice = ModerationStepKind;
/** The steps whose reason the member (or the safety team) reads: they need one. */
const NEEDS_REASON: ReadonlySet<Choice> = new Set(['hide', 'warn', 'suspend', 'silence', 'escalate']);

const CHOICES: Array<{ value: Choice; label: string; hint: string }> = [
  { value: 'dismiss', label: 'Dismiss', hint: 'Nothing wrong; close the item. No reason needed.' },
  {
    value: 'release',
    label: 'Release',
    hint: 'Publish the held comment to everyone, or deliver the held message to its recipient. No reason needed.',
  },
  { value: 'hide', label: 'Hide the content', hint: 'The author sees it hidden, with your reason.' },
  { value: 'warn', label: 'Warn the member', hint: 'Your reason is the message the member sees.' },
  {
    value: 'silence',
    label: 'Silence the member',
    hint: 'Read-only until the end: they can read, not comment, message, share or rate.',
  },
  {
    value: 'suspend',
    label: 'Suspend the member',
    hint: 'Every call and sign-in refused until the end, with your reason.',
  },
  {
    value: 'escalate',
    label: 'Escalate as a possible adverse event',
    hint: "Opens a safety case mailed to the pharmacovigilance mailbox of the author's country.",
  },
];
const labelOf = (c: Choice) => CHOICES.find((x) => x.value === c)!.label;

const PERIODS = [
  { value: '1', label: '1 day' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: 'lifted', label: 'Until lifted' },
];
const SILENCE_PERIODS = PERIODS.filter((p) => p.value !== 'lifted');
const untilFor = (period: string) =>
  period === 'lifted' ? null : new Date(Date.now() + Number(period) * 24 * 3600 * 1000).toISOString();

/** A step's reason box, with the saved replies for that action to start from. */
function StepReason({
  choice,
  value,
  onChange,
  replies,
  error,
}: {
  choice: Choice;
  value: string;
  onChange: (text: string) => void;
  replies: CannedReply[];
  error?: string | undefined;
}) {
  const mine = replies.filter((r) => r.action === choice);
  const required = NEEDS_REASON.has(choice);
  return (
    <div className={styles.step}>
      {mine.length > 0 && (
        <SelectField
          label={`Saved reply for “${labelOf(choice)}”`}
          placeholder="Choose a saved reply"
          options={mine.map((r) => ({ value: String(r.id), label: r.title }))}
          value=""
          onChange={(e) => {
            const picked = mine.find((r) => String(r.id) === e.target.value);
            if (picked) onChange(picked.text);
          }}
        />
      )}
      <TextAreaField
        label={`Reason for “${labelOf(choice)}”`}
        hint={required ? undefined : 'Optional.'}
        optional={!required}
        rows={3}
        maxLength={MODERATION_REASON_MAX}
        aria-required={required}
        value={value}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

function ActionForm({ item }: { item: ModerationItemDetail }) {
  const act = useActOnItem(item.id);
  const replies = useCannedReplies().data?.data ?? [];
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
  const [chosen, setChosen] = useState<Choice[]>([]);
  const [reasons, setReasons] = useState<Partial<Record<Choice, string>>>({});
  const [period, setPeriod] = useState('7');
  const [silencePeriod, setSilencePeriod] = useState('7');
  const [missing, setMissing] = useState<Choice[]>([]);
  const [error, setError] = useState<string>();

  // Dismiss stands alone; hide and release, suspend and silence exclude each other.
  const toggle = (c: Choice, on: boolean) =>
    setChosen((prev) => {
      if (!on) return prev.filter((x) => x !== c);
      if (c === 'dismiss') return ['dismiss'];
      const drop: Choice[] = ['dismiss'];
      if (c === 'hide') drop.push('release');
      if (c === 'release') drop.push('hide');
      if (c === 'suspend') drop.push('silence');
      if (c === 'silence') drop.push('suspend');
      return [...prev.filter((x) => !drop.includes(x)), c];
    });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    if (chosen.length === 0) return setError('Choose at least one action.');
    const lacking = chosen.filter((c) => NEEDS_REASON.has(c) && !reasons[c]?.trim());
    setMissing(lacking);
    if (lacking.length > 0) return setError('Give a reason for each action the member is told about.');
    const actions = chosen.map((c): ModerationStep => {
      const reason = reasons[c] ?? '';
      if (c === 'suspend') return { action: 'suspend', reason, until: untilFor(period) };
      if (c === 'silence') return { action: 'silence', reason, until: untilFor(silencePeriod)! };
      if (c === 'dismiss' || c === 'release') return { action: c, reason };
      return { action: c, reason };
    });
    try {
      await act.mutateAsync({ actions });
      setChosen([]);
      setReasons({});
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The action failed. Please try again.');
    }
  };

  return (
    <form className={`${styles.panel} ${styles.actions}`} onSubmit={(e) => void submit(e)} noValidate>
      <h2>Decide</h2>
      <fieldset>
        <legend>Actions (choose one or several)</legend>
        {available.map((c) => (
          <label key={c.value} className={styles.radio}>
            <input
              type="checkbox"
              name="action"
              value={c.value}
              checked={chosen.includes(c.value)}
              onChange={(e) => toggle(c.value, e.target.checked)}
            />
            <span>
              {c.label} <span className={styles.muted}>— {c.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {available
        .filter((c) => chosen.includes(c.value))
        .map((c) => (
          <div key={c.value}>
            {c.value === 'suspend' && (
              <SelectField
                label="Suspend for"
                options={PERIODS}
                value={period}
                onChange={(e) => setPeriod(e.target.value)}
              />
            )}
            {c.value === 'silence' && (
              <SelectField
                label="Silence for"
                options={SILENCE_PERIODS}
                value={silencePeriod}
                onChange={(e) => setSilencePeriod(e.target.value)}
              />
            )}
            <StepReason
              choice={c.value}
              value={reasons[c.value] ?? ''}
              onChange={(text) => setReasons((prev) => ({ ...prev, [c.value]: text }))}
              replies={replies}
              error={missing.includes(c.value) ? 'Give a reason: the member is told it.' : undefined}
            />
          </div>
        ))}
      <Alert kind="error">{error}</Alert>
      <Button type="submit" disabled={act.isPending}>
        {act.isPending ? 'Saving…' : 'Apply'}
      </Button>
    </form>
  );
}

/** Who works the item and how urgent it is. */
function ClaimPanel({ item }: { item: ModerationItemDetail }) {
  const update = useUpdateItem(item.id);
  const me = useCurrentUser().data?.id;
  const [error, setError] = useState<string>();
  const run = (body: ModerationItemUpdate) =>
    update.mutate(body, {
      onSuccess: () => setError(undefined),
      onError: (err) => setError(err instanceof Error ? err.message : 'The change failed.'),
    });
  return (
    <section className={styles.panel} aria-labelledby="claim-heading">
      <h2 id="claim-heading">Claim and priority</h2>
      <p role="status">
        {item.claimedBy ? (
          <>
            Claimed by <strong>{item.claimedBy.name}</strong>
          </>
        ) : (
          'Nobody has claimed this item.'
        )}
      </p>
      {item.state === 'open' && (
        <>
          {me !== undefined && item.claimedBy?.id !== me && (
            <Button
              type="button"
              variant="secondary"
              disabled={update.isPending}
              onClick={() => run({ claimedBy: me })}
            >
              Claim
            </Button>
          )}{' '}
          {item.claimedBy && (
            <Button
              type="button"
              variant="secondary"
              disabled={update.isPending}
              onClick={() => run({ claimedBy: null })}
            >
              Release the claim
            </Button>
          )}
          <SelectField
            label="Priority"
            options={MODERATION_PRIORITIES.map((p) => ({ value: p, label: MODERATION_PRIORITY_LABELS[p] }))}
            value={item.priority}
            onChange={(e) => run({ priority: e.target.value as ModerationPriority })}
          />
        </>
      )}
      <Alert kind="error">{error}</Alert>
    </section>
  );
}

function UnsilenceForm({ memberId }: { memberId: number }) {
  const { unsilence } = useSuspension(memberId);
  const [reason, setReason] = useState('');
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string }>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setResult({ kind: 'error', text: 'Give a reason for lifting the silence.' });
    try {
      await unsilence.mutateAsync(reason);
      setResult({ kind: 'success', text: 'The silence was lifted.' });
      setReason('');
    } catch (err) {
      setResult({ kind: 'error', text: err instanceof Error ? err.message : 'The silence could not be lifted.' });
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <TextAreaField
        label="Reason for lifting the silence"
        rows={2}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <Alert kind={result?.kind ?? 'error'}>{result?.text}</Alert>
      <Button type="submit" variant="secondary" disabled={unsilence.isPending}>
        Lift silence
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
              {d.actions.length > 1 ? (
                <ul>
                  {d.actions.map((a) => (
                    <li key={a.action}>
                      {MODERATION_ACTION_LABELS[a.action]}
                      {a.reason && <>: {a.reason}</>}
                    </li>
                  ))}
                </ul>
              ) : (
                d.resolutionReason && <p>Reason: {d.resolutionReason}</p>
              )}
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
            {status.silencedUntil && (
              <>
                <p role="status">Silenced (read-only) until {formatWhen(status.silencedUntil)}</p>
                <UnsilenceForm memberId={d.author.id} />
              </>
            )}
            <p>Reporter: {d.reporter ? d.reporter.name : 'the moderation rules'}</p>
          </section>
          <ClaimPanel item={d} />
          <div className={styles.panel}>
            <StaffNotes memberId={d.author.id} />
          </div>
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
