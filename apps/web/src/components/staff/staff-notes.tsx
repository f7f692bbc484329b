import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STAFF_NOTE_MAX, type StaffNoteList } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { ErrorState, Spinner } from '@/components/ui/feedback';
import { TextAreaField } from '@/components/ui/field';
import { api } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';

const notesKey = (memberId: number) => ['admin', 'moderation', 'notes', memberId] as const;

/**
 * Staff notes on a member (moderators and admins; members never see them), shown on the console's
 * member page and beside a queue item. Adding or removing one is audited by the server.
 */
export function StaffNotes({ memberId }: { memberId: number }) {
  const qc = useQueryClient();
  const notes = useQuery({
    queryKey: notesKey(memberId),
    queryFn: ({ signal }) => api.get<StaffNoteList>(`/admin/moderation/members/${memberId}/notes`, { signal }),
  });
  const settle = (list: StaffNoteList) => qc.setQueryData(notesKey(memberId), list);
  const add = useMutation({
    mutationFn: (text: string) => api.post<StaffNoteList>(`/admin/moderation/members/${memberId}/notes`, { text }),
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete<StaffNoteList>(`/admin/moderation/members/${memberId}/notes/${id}`),
    onSuccess: settle,
  });
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    if (!text.trim()) return setError('Write the note.');
    try {
      await add.mutateAsync(text);
      setText('');
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The note could not be saved.');
    }
  };

  return (
    <section aria-labelledby={`staff-notes-${memberId}`}>
      <h2 id={`staff-notes-${memberId}`}>Staff notes</h2>
      <p>Only moderators and administrators see these notes; the member never does.</p>
      {notes.isPending ? (
        <Spinner />
      ) : notes.isError ? (
        <ErrorState message={notes.error.message} onRetry={() => void notes.refetch()} />
      ) : notes.data.data.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ul aria-label="Staff notes">
          {notes.data.data.map((n) => (
            <li key={n.id}>
              <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{n.text}</p>
              <small>
                {n.by ?? 'A former staff member'} · <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
              </small>{' '}
              <Button
                type="button"
                variant="secondary"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(n.id, {
                    onError: (err) => setError(err instanceof Error ? err.message : 'The note could not be removed.'),
                  })
                }
              >
                Remove note
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextAreaField
          label="New staff note"
          rows={2}
          maxLength={STAFF_NOTE_MAX}
          value={text}
          error={error}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={add.isPending}>
          {add.isPending ? 'Saving…' : 'Add note'}
        </Button>
      </form>
    </section>
  );
}
