import { useId, useState, type FormEvent } from 'react';
import { ENGAGEMENT_TEXT } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { ReadyFieldset } from '@/components/ui/ready-fieldset';
import { TextAreaField } from '@/components/ui/field';
import { Alert } from '@/components/ui/feedback';
import { AdverseEventNote } from '@/components/content/adverse-event-note';
import { useAddComment } from './api/comments';
import { clearCommentDraft, keepCommentDraft, readCommentDraft } from '@/lib/session-loss';
import { commentErrorText } from './comment-errors';

/**
 * A new comment, or a reply when parentId is set. The text is checked by the server (moderation);
 * what was typed stays in the box when it is refused. Both boxes carry the pharmacovigilance note.
 */
export function CommentForm(props: { postId: number; parentId?: number; onDone?: () => void; autoFocus?: boolean }) {
  const isReply = props.parentId !== undefined;
  // Kept as it is typed: a lost session (any 401, often a background call) unmounts this form,
  // and the text comes back after sign-in.
  const [text, setText] = useState(() => readCommentDraft(props.postId, props.parentId));
  const change = (value: string) => {
    setText(value);
    if (value) keepCommentDraft(props.postId, props.parentId, value);
    else clearCommentDraft(props.postId, props.parentId);
  };
  const [error, setError] = useState<string | null>(null);
  const add = useAddComment(props.postId);
  const id = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) {
      // An empty reply says why (our choice: part 1 §5 does not validate comment text in the page); an empty comment is simply not sent.
      if (isReply) setError(ENGAGEMENT_TEXT.replyRequired);
      return;
    }
    setError(null);
    add.mutate(
      { commentText: text, ...(isReply ? { commentId: props.parentId } : {}) },
      {
        onSuccess: () => {
          change('');
          props.onDone?.();
        },
        onError: (err) => setError(commentErrorText(err, isReply)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={isReply ? 'New reply' : 'New comment'}>
      {/* Drawn by the server with the article: what is typed waits for the app, which would replace the box. */}
      <ReadyFieldset>
        <TextAreaField
          id={id}
          label={isReply ? 'Your reply' : 'Add a comment'}
          rows={isReply ? 2 : 3}
          value={text}
          autoFocus={props.autoFocus}
          onChange={(e) => change(e.target.value)}
        />
        <Alert kind="error">{error}</Alert>
        <Button type="submit" disabled={add.isPending}>
          {isReply ? 'Post Reply' : 'Post Comment'}
        </Button>
      </ReadyFieldset>
      <AdverseEventNote />
    </form>
  );
}
