import { useState, type FormEvent } from 'react';
import { CONTENT_STATE_LABELS, ContentApproveSchema, type ContentAction, type ContentItem } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { staffName } from '../utils/content-text';
import { StateBadge } from './state-badge';
import styles from './content-editor.module.css';

export type WorkflowHandlers = {
  onSave: () => void;
  onSubmit: () => void;
  onApprove: (
    approvalCode: string,
    reviewBy: string,
  ) => Promise<Partial<Record<'approvalCode' | 'reviewBy', string>> | void>;
  onReturn: (general: string) => void;
  onPublish: (publishAt?: string) => void;
  onWithdraw: () => void;
};

/** Tomorrow as YYYY-MM-DD in the staff member's own calendar: the earliest review-by date. */
const tomorrow = () => {
  const d = new Date(Date.now() + 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * The item's state and the steps the server says this staff member may take now: save, submit for
 * review; approve with an approval code and review-by date or send back with comments; publish now
 * or at a time; withdraw.
 */
export function WorkflowPanel({
  item,
  isNew,
  dirty,
  busy,
  handlers,
}: {
  item: ContentItem | undefined;
  isNew: boolean;
  dirty: boolean;
  busy: boolean;
  handlers: WorkflowHandlers;
}) {
  const can = (a: ContentAction) => (isNew ? a === 'save' : Boolean(item?.actions.includes(a)));
  const [withdrawing, setWithdrawing] = useState(false);
  const startsNewDraft = Boolean(item && item.state !== 'draft' && item.state !== 'changes_requested');
  return (
    <section className={styles.panel} aria-labelledby="workflow-heading">
      <h2 id="workflow-heading">Workflow</h2>
      {item ? (
        <dl className={styles.facts}>
          <dt>State</dt>
          <dd>
            <StateBadge state={item.state} />
          </dd>
          <dt>Version</dt>
          <dd>
            {item.working.number} by {staffName(item.working.author)}, {formatDateTime(item.working.createdAt)}
          </dd>
          <dt>Members see</dt>
          <dd>
            {item.status === 'published' && item.liveRevision
              ? `Version ${item.liveRevision}`
              : item.status === 'draft'
                ? 'Nothing yet'
                : `Nothing (${CONTENT_STATE_LABELS[item.status].toLowerCase()})`}
          </dd>
          {item.approvalCode && (
            <>
              <dt>Approval code</dt>
              <dd>{item.approvalCode}</dd>
            </>
          )}
          {item.reviewBy && (
            <>
              <dt>Review by</dt>
              <dd>
                {formatDate(item.reviewBy)}
                {item.reviewDue && <strong className={styles.dueNote}> Due for review</strong>}
              </dd>
            </>
          )}
          {item.state === 'scheduled' && item.publishAt && (
            <>
              <dt>Publishes</dt>
              <dd>{formatDateTime(item.publishAt)}</dd>
            </>
          )}
        </dl>
      ) : (
        <p>New item, not saved yet.</p>
      )}
      {item?.listingNotice && (
        <p className={styles.listingNotice} role="note" data-testid="listing-notice">
          {item.listingNotice}
        </p>
      )}

      {startsNewDraft && dirty && can('save') && (
        <p className={styles.hintText}>
          Saving your changes starts a new draft, which needs review and approval again. Members keep seeing what is
          published until then.
        </p>
      )}
      <div className={styles.actions}>
        {can('save') && (
          <Button onClick={handlers.onSave} disabled={busy || (!dirty && !isNew)}>
            {startsNewDraft ? 'Save as new draft' : 'Save draft'}
          </Button>
        )}
        {can('submit') && (
          <Button variant="secondary" onClick={handlers.onSubmit} disabled={busy}>
            {dirty ? 'Save and submit for review' : 'Submit for review'}
          </Button>
        )}
      </div>

      {can('approve') && <ApproveForm busy={busy} onApprove={handlers.onApprove} />}
      {can('return') && <ReturnForm busy={busy} onReturn={handlers.onReturn} />}
      {can('publish') && <PublishForm busy={busy} onPublish={handlers.onPublish} />}
      {can('withdraw') && (
        <div className={styles.actions}>
          <Button variant="danger" onClick={() => setWithdrawing(true)} disabled={busy}>
            Withdraw
          </Button>
          <ConfirmDialog
            open={withdrawing}
            onOpenChange={setWithdrawing}
            title="Withdraw this item?"
            message="Members stop seeing it at once, and a scheduled publication is cancelled."
            confirmLabel="Withdraw"
            busy={busy}
            onConfirm={() => {
              setWithdrawing(false);
              handlers.onWithdraw();
            }}
          />
        </div>
      )}
    </section>
  );
}

function ApproveForm({ busy, onApprove }: { busy: boolean; onApprove: WorkflowHandlers['onApprove'] }) {
  const [code, setCode] = useState('');
  const [reviewBy, setReviewBy] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'approvalCode' | 'reviewBy', string>>>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ContentApproveSchema.safeParse({ approvalCode: code, reviewBy });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const i of parsed.error.issues) next[i.path[0] as 'approvalCode' | 'reviewBy'] ??= i.message;
      setErrors(next);
      return;
    }
    setErrors((await onApprove(parsed.data.approvalCode, parsed.data.reviewBy)) ?? {});
  };
  return (
    <form className={styles.subform} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="approve-heading">
      <h3 id="approve-heading">Approve</h3>
      <label htmlFor="approval-code">Approval code</label>
      <input
        id="approval-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        aria-invalid={errors.approvalCode ? true : undefined}
        aria-describedby={errors.approvalCode ? 'approval-code-error' : undefined}
        autoComplete="off"
      />
      {errors.approvalCode && (
        <p id="approval-code-error" className={styles.error}>
          {errors.approvalCode}
        </p>
      )}
      <label htmlFor="review-by">Review by</label>
      <input
        id="review-by"
        type="date"
        min={tomorrow()}
        value={reviewBy}
        onChange={(e) => setReviewBy(e.target.value)}
        aria-invalid={errors.reviewBy ? true : undefined}
        aria-describedby={errors.reviewBy ? 'review-by-error' : undefined}
      />
      {errors.reviewBy && (
        <p id="review-by-error" className={styles.error}>
          {errors.reviewBy}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        Approve
      </Button>
    </form>
  );
}

function ReturnForm({ busy, onReturn }: { busy: boolean; onReturn: (general: string) => void }) {
  const [general, setGeneral] = useState('');
  return (
    <form
      className={styles.subform}
      onSubmit={(e) => {
        e.preventDefault();
        onReturn(general);
      }}
      aria-labelledby="return-heading"
    >
      <h3 id="return-heading">Send back to the editor</h3>
      <p className={styles.hintText}>Write what needs to change here, or beside the fields it concerns.</p>
      <label htmlFor="return-general">General comment</label>
      <textarea id="return-general" rows={4} value={general} onChange={(e) => setGeneral(e.target.value)} />
      <Button type="submit" variant="secondary" disabled={busy}>
        Send back with comments
      </Button>
    </form>
  );
}

function PublishForm({ busy, onPublish }: { busy: boolean; onPublish: (publishAt?: string) => void }) {
  const [at, setAt] = useState('');
  const [error, setError] = useState<string>();
  const schedule = (e: FormEvent) => {
    e.preventDefault();
    const when = at ? new Date(at) : null;
    if (!when || Number.isNaN(when.getTime()) || when.getTime() <= Date.now()) {
      setError('Choose a time in the future');
      return;
    }
    setError(undefined);
    onPublish(when.toISOString());
  };
  return (
    <div className={styles.subform}>
      <h3>Publish</h3>
      <Button onClick={() => onPublish()} disabled={busy}>
        Publish now
      </Button>
      <form onSubmit={schedule} noValidate className={styles.schedule}>
        <label htmlFor="publish-at">Or publish at</label>
        <input
          id="publish-at"
          type="datetime-local"
          value={at}
          onChange={(e) => setAt(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'publish-at-error' : undefined}
        />
        {error && (
          <p id="publish-at-error" className={styles.error}>
            {error}
          </p>
        )}
        <Button type="submit" variant="secondary" disabled={busy}>
          Schedule
        </Button>
      </form>
    </div>
  );
}
