import { useState, type FormEvent } from 'react';
import { ENGAGEMENT_TEXT, type MemberSummary } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/forms/submit-button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Alert } from '@/components/ui/feedback';
import { TextAreaField } from '@/components/ui/field';
import { AdverseEventNote } from '@/components/content/adverse-event-note';
import { ApiError } from '@/lib/api-client';
import { useSharePage } from './api/share';
import { MemberPicker } from './member-picker';

const TEXT = {
  article: { title: ENGAGEMENT_TEXT.shareArticleTitle, done: ENGAGEMENT_TEXT.sharedArticle },
  module: { title: 'Share this module', done: ENGAGEMENT_TEXT.sharedModule },
} as const;

/**
 * Share the current page with a member: it arrives as a private message with the link (and an
 * e-mail notice). A member must be chosen; the message is optional.
 */
export function ShareDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  variant?: 'article' | 'module';
  resourceLink?: string;
}) {
  const text = TEXT[props.variant ?? 'article'];
  const [chosen, setChosen] = useState<MemberSummary | null>(null);
  const [message, setMessage] = useState('');
  const [memberError, setMemberError] = useState<string | undefined>();
  const share = useSharePage();

  const close = (open: boolean) => {
    props.onOpenChange(open);
    if (!open) {
      share.reset();
      setChosen(null);
      setMessage('');
      setMemberError(undefined);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) return setMemberError(ENGAGEMENT_TEXT.memberNameRequired);
    share.mutate({
      resourceLink: props.resourceLink ?? window.location.href,
      receiverId: chosen.id,
      senderMessage: message.trim(),
    });
  };

  const failure = share.error instanceof ApiError ? share.error.message || share.error.code : share.error?.message;

  return (
    <Dialog open={props.open} onOpenChange={close} title={text.title} wide>
      {share.isSuccess ? (
        <>
          <p role="status">{text.done}</p>
          <DialogActions>
            <Button onClick={() => close(false)}>Close</Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <MemberPicker
            chosen={chosen}
            error={memberError}
            onChoose={(m) => {
              setChosen(m);
              setMemberError(undefined);
            }}
          />
          <TextAreaField
            label="Add Message"
            optional
            rows={3}
            value={message}
            maxLength={2000}
            onChange={(e) => setMessage(e.target.value)}
          />
          <AdverseEventNote />
          <Alert kind="error">{failure}</Alert>
          <DialogActions>
            <SubmitButton valid={chosen !== null} pending={share.isPending}>
              Submit
            </SubmitButton>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
