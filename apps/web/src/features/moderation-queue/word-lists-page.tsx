import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  FIRST_COMMENT_RULES,
  WATCH_ACTION_LABELS,
  WATCH_ACTIONS,
  WORD_LIST_LABELS,
  WORD_LISTS,
  WORD_TERM_MAX,
  type FirstCommentRule,
  type WatchAction,
  type WordList,
} from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { Alert, EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { SelectField, TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useWordListChanges, useWordLists } from './api/moderation';
import styles from './moderation.module.css';

const LIST_OPTIONS = WORD_LISTS.map((l) => ({ value: l, label: WORD_LIST_LABELS[l] }));
const ACTION_OPTIONS = WATCH_ACTIONS.map((a) => ({ value: a, label: WATCH_ACTION_LABELS[a] }));
const FIRST_COMMENT_LABELS: Record<FirstCommentRule, string> = {
  allow: 'Publish it',
  flag: 'Publish it and add it to the queue',
  hold: 'Hold it for review (only the author sees it)',
};
const HINTS: Record<WordList, string> = {
  brandName: 'Refused in comments and messages, on top of the deployment’s list.',
  profanity: 'Refused as profanity, on top of the built-in English, German and Arabic lists.',
  allowedDomain: 'Links to these domains (and their subdomains) are allowed.',
  watchedTerm: 'Blocked, held for review or flagged to the queue.',
};

/** /admin/moderation/words: the word lists and rules; a change applies to the next text written. */
export default function WordListsPage() {
  const lists = useWordLists();
  const changes = useWordListChanges();
  const [list, setList] = useState<WordList>('watchedTerm');
  const [term, setTerm] = useState('');
  const [action, setAction] = useState<WatchAction>('flag');
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string }>();

  const add = async (e: FormEvent) => {
    e.preventDefault();
    setResult(undefined);
    if (!term.trim()) return setResult({ kind: 'error', text: 'Enter a term.' });
    try {
      await changes.add.mutateAsync({ list, term: term.trim(), ...(list === 'watchedTerm' ? { action } : {}) });
      setResult({ kind: 'success', text: `“${term.trim()}” was added to ${WORD_LIST_LABELS[list]}.` });
      setTerm('');
    } catch (err) {
      setResult({ kind: 'error', text: err instanceof Error ? err.message : 'The term could not be added.' });
    }
  };

  return (
    <>
      <p>
        <Link to={paths.consoleModeration.getHref()}>Back to the queue</Link>
      </p>
      <h1>Word lists and rules</h1>
      <p>Changes apply to the next comment or message written, on every server.</p>
      <form className={`${styles.panel} ${styles.wordForm}`} onSubmit={(e) => void add(e)} noValidate>
        <SelectField
          label="List"
          options={LIST_OPTIONS}
          value={list}
          onChange={(e) => setList(e.target.value as WordList)}
        />
        <TextField
          label={list === 'allowedDomain' ? 'Domain' : 'Term'}
          maxLength={WORD_TERM_MAX}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          hint={HINTS[list]}
        />
        {list === 'watchedTerm' && (
          <SelectField
            label="When a text contains it"
            options={ACTION_OPTIONS}
            value={action}
            onChange={(e) => setAction(e.target.value as WatchAction)}
          />
        )}
        <div>
          <Button type="submit" disabled={changes.add.isPending}>
            Add
          </Button>
        </div>
        <div style={{ flexBasis: '100%' }}>
          <Alert kind={result?.kind ?? 'error'}>{result?.text}</Alert>
        </div>
      </form>
      {lists.isPending ? (
        <Spinner />
      ) : lists.isError ? (
        <ErrorState message={lists.error.message} onRetry={() => void lists.refetch()} />
      ) : (
        <>
          <section className={styles.panel} aria-labelledby="first-comment-heading">
            <h2 id="first-comment-heading">A member’s first comment</h2>
            <SelectField
              label="When a member writes their first comment"
              options={FIRST_COMMENT_RULES.map((r) => ({ value: r, label: FIRST_COMMENT_LABELS[r] }))}
              value={lists.data.firstComment}
              disabled={changes.firstComment.isPending}
              onChange={(e) => changes.firstComment.mutate(e.target.value as FirstCommentRule)}
            />
            <Alert kind="error">{changes.firstComment.error?.message}</Alert>
          </section>
          {WORD_LISTS.map((l) => {
            const words = lists.data.words.filter((w) => w.list === l);
            return (
              <section key={l} className={styles.panel} aria-labelledby={`list-${l}`}>
                <h2 id={`list-${l}`}>{WORD_LIST_LABELS[l]}</h2>
                <p className={styles.muted}>{HINTS[l]}</p>
                {words.length === 0 ? (
                  <EmptyState>No terms yet.</EmptyState>
                ) : (
                  <ul className={styles.terms}>
                    {words.map((w) => (
                      <li key={w.id} className={styles.term}>
                        <span>
                          {w.term}
                          {w.action && <span className={styles.muted}> ({w.action})</span>}
                        </span>
                        <Button
                          variant="link"
                          aria-label={`Remove ${w.term} from ${WORD_LIST_LABELS[l]}`}
                          disabled={changes.remove.isPending}
                          onClick={() => changes.remove.mutate(w.id)}
                        >
                          Remove
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
          <Alert kind="error">{changes.remove.error?.message}</Alert>
        </>
      )}
    </>
  );
}
