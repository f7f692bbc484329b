import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  CANNED_REPLY_ACTIONS,
  CANNED_TITLE_MAX,
  MODERATION_ACTION_LABELS,
  MODERATION_REASON_MAX,
  type CannedReply,
  type CannedReplyAction,
} from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { Alert, EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useCannedReplies, useCannedReplyChanges } from './api/moderation';
import { formatWhen } from './labels';
import styles from './moderation.module.css';

const ACTION_OPTIONS = CANNED_REPLY_ACTIONS.map((a) => ({ value: a, label: MODERATION_ACTION_LABELS[a] }));
type Draft = { id?: number; action: CannedReplyAction; title: string; text: string };
const EMPTY: Draft = { action: 'warn', title: '', text: '' };

/**
 * /admin/moderation/replies: saved texts per action that a moderator picks when deciding an item
 * (and edits before sending). Every change is audited by the server.
 */
export default function CannedRepliesPage() {
  const replies = useCannedReplies();
  const changes = useCannedReplyChanges();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<{ title?: string; text?: string }>({});
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string }>();

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setResult(undefined);
    const found = {
      ...(draft.title.trim() ? {} : { title: 'Give the reply a title.' }),
      ...(draft.text.trim() ? {} : { text: 'Write the text of the reply.' }),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = { action: draft.action, title: draft.title.trim(), text: draft.text };
    try {
      if (draft.id === undefined) await changes.add.mutateAsync(body);
      else await changes.edit.mutateAsync({ id: draft.id, ...body });
      setResult({ kind: 'success', text: `“${body.title}” was saved.` });
      setDraft(EMPTY);
    } catch (err) {
      setResult({ kind: 'error', text: err instanceof Error ? err.message : 'The reply could not be saved.' });
    }
  };

  const remove = async (r: CannedReply) => {
    try {
      await changes.remove.mutateAsync(r.id);
      setResult({ kind: 'success', text: `“${r.title}” was removed.` });
    } catch (err) {
      setResult({ kind: 'error', text: err instanceof Error ? err.message : 'The reply could not be removed.' });
    }
  };

  return (
    <>
      <p>
        <Link to={paths.consoleModeration.getHref()}>Back to the queue</Link>
      </p>
      <h1>Saved replies</h1>
      <p>
        Texts moderators pick as the reason of an action; the member reads the reason of a hide, warning, silence or
        suspension.
      </p>
      <form className={styles.panel} onSubmit={(e) => void save(e)} noValidate aria-labelledby="reply-form-heading">
        <h2 id="reply-form-heading">{draft.id === undefined ? 'New saved reply' : `Edit “${draft.title}”`}</h2>
        <SelectField
          label="For the action"
          options={ACTION_OPTIONS}
          value={draft.action}
          onChange={(e) => setDraft({ ...draft, action: e.target.value as CannedReplyAction })}
        />
        <TextField
          label="Title"
          maxLength={CANNED_TITLE_MAX}
          aria-required
          value={draft.title}
          error={errors.title}
          onChange={(e) => setDraft({ ...draft, title: e.target.value })}
        />
        <TextAreaField
          label="Text"
          rows={4}
          maxLength={MODERATION_REASON_MAX}
          aria-required
          value={draft.text}
          error={errors.text}
          onChange={(e) => setDraft({ ...draft, text: e.target.value })}
        />
        <Alert kind={result?.kind ?? 'error'}>{result?.text}</Alert>
        <Button type="submit" disabled={changes.add.isPending || changes.edit.isPending}>
          Save reply
        </Button>{' '}
        {draft.id !== undefined && (
          <Button type="button" variant="secondary" onClick={() => setDraft(EMPTY)}>
            Cancel editing
          </Button>
        )}
      </form>
      {replies.isPending ? (
        <Spinner />
      ) : replies.isError ? (
        <ErrorState message={replies.error.message} onRetry={() => void replies.refetch()} />
      ) : replies.data.data.length === 0 ? (
        <EmptyState>No saved replies yet.</EmptyState>
      ) : (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Saved replies">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Action</th>
                <th scope="col">Title</th>
                <th scope="col">Text</th>
                <th scope="col">Last changed</th>
                <th scope="col">
                  <span className="visually-hidden">Changes</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {replies.data.data.map((r) => (
                <tr key={r.id}>
                  <td>{MODERATION_ACTION_LABELS[r.action]}</td>
                  <td>{r.title}</td>
                  <td className={styles.excerpt}>{r.text}</td>
                  <td>
                    {formatWhen(r.updatedAt)}
                    {r.updatedBy && <div className={styles.muted}>by {r.updatedBy}</div>}
                  </td>
                  <td>
                    <Button
                      type="button"
                      variant="secondary"
                      aria-label={`Edit “${r.title}”`}
                      onClick={() => setDraft({ id: r.id, action: r.action, title: r.title, text: r.text })}
                    >
                      Edit
                    </Button>{' '}
                    <Button
                      type="button"
                      variant="secondary"
                      aria-label={`Remove “${r.title}”`}
                      disabled={changes.remove.isPending}
                      onClick={() => void remove(r)}
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
