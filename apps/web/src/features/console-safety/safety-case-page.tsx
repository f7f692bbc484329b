import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import {
  SAFETY_CASE_STATE_LABELS,
  SAFETY_CASE_STATES,
  SAFETY_CRITERIA,
  SAFETY_CRITERIA_LABELS,
  SAFETY_SOURCE_LABELS,
  type SafetyCaseDetail,
  type SafetyCaseState,
  type SafetyCriteria,
} from '@aatd/contract';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Alert, EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { TextAreaField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { usePageTitle } from '@/lib/page-title';
import { useDecideSafetyCase, useSafetyCase } from './api/safety-cases';
import { MailState, SafetyStateBadge } from './components/safety-state-badge';
import styles from './components/safety.module.css';

/** /admin/safety/:caseId: one possible adverse event, its mail to pharmacovigilance and the reviewer's decision. */
export default function SafetyCasePage() {
  const id = Number(useParams().caseId);
  const valid = Number.isInteger(id) && id > 0;
  const safetyCase = useSafetyCase(valid ? id : 0);
  const back = <BackLink to={paths.consoleSafety.getHref()} label="safety cases" />;
  if (!valid || (safetyCase.error instanceof ApiError && safetyCase.error.status === 404)) {
    return (
      <>
        {back}
        <h1>Case not found</h1>
        <EmptyState>There is no safety case with this number.</EmptyState>
      </>
    );
  }
  if (safetyCase.isPending) return <Spinner label="Loading the safety case" />;
  if (safetyCase.isError) {
    return (
      <>
        {back}
        <ErrorState message="The safety case could not be loaded." onRetry={() => void safetyCase.refetch()} />
      </>
    );
  }
  return (
    <>
      {back}
      <CaseView c={safetyCase.data} />
    </>
  );
}

function CaseView({ c }: { c: SafetyCaseDetail }) {
  usePageTitle(`Safety case ${c.id}`);
  const where = SAFETY_SOURCE_LABELS[c.source];
  return (
    <div className={styles.casePage}>
      <div className={styles.caseHead}>
        <h1>Case {c.id}</h1>
        <SafetyStateBadge state={c.state} />
      </div>
      <div className={styles.columns}>
        <div className={styles.main}>
          <section className={styles.panel} aria-labelledby="case-text">
            <h2 id="case-text">What was written</h2>
            <blockquote className={styles.verbatim}>{c.verbatim}</blockquote>
            <dl className={styles.facts}>
              <dt>Where</dt>
              <dd>
                {where}
                {c.postId !== null && ` (post ${c.postId})`}
              </dd>
              <dt>When</dt>
              <dd>
                <time dateTime={c.writtenAt}>{formatDateTime(c.writtenAt)}</time>
              </dd>
            </dl>
          </section>
          <section className={styles.panel} aria-labelledby="case-screening">
            <h2 id="case-screening">Screening hits</h2>
            <dl className={styles.facts}>
              <dt>Products</dt>
              <dd>{c.screening.products.length ? c.screening.products.join(', ') : 'None named'}</dd>
              <dt>Possible events</dt>
              <dd>{c.screening.events.length ? c.screening.events.join(', ') : 'None found'}</dd>
              <dt>Patient mentioned</dt>
              <dd>{c.screening.patientMentioned ? 'Yes' : 'No'}</dd>
            </dl>
          </section>
          <Assessment c={c} />
        </div>
        <div className={styles.side}>
          <section className={styles.panel} aria-labelledby="case-author">
            <h2 id="case-author">Author</h2>
            <dl className={styles.facts}>
              <dt>Name</dt>
              <dd>{c.authorName}</dd>
              <dt>E-mail</dt>
              <dd className={styles.wrap}>{c.authorEmail}</dd>
              <dt>Country</dt>
              <dd>{c.authorCountry}</dd>
            </dl>
            {(c.authorErased || c.retained) && (
              <p className={styles.retained}>
                The author erased their account. This case is retained under the safety-data retention rule, with the
                author as they were when they wrote it.
              </p>
            )}
          </section>
          <section className={styles.panel} aria-labelledby="case-mail">
            <h2 id="case-mail">Mail to pharmacovigilance</h2>
            <dl className={styles.facts}>
              <dt>Mailbox</dt>
              <dd className={styles.wrap}>{c.mailbox}</dd>
              <dt>State</dt>
              <dd>
                <MailState status={c.mailStatus} />
                {c.mailedAt && (
                  <>
                    {' '}
                    on <time dateTime={c.mailedAt}>{formatDateTime(c.mailedAt)}</time>
                  </>
                )}
              </dd>
              <dt>Attempts</dt>
              <dd>{c.mailAttempts}</dd>
              <dt>Last error</dt>
              <dd className={styles.wrap}>{c.mailError ?? 'None'}</dd>
            </dl>
          </section>
        </div>
      </div>
    </div>
  );
}

/** The four minimum criteria and the decision; what was typed stays when saving fails. */
function Assessment({ c }: { c: SafetyCaseDetail }) {
  const decide = useDecideSafetyCase(c.id);
  const [criteria, setCriteria] = useState<SafetyCriteria>(c.criteria);
  const [state, setState] = useState<SafetyCaseState>(c.state);
  const [note, setNote] = useState(c.note ?? '');
  const [saved, setSaved] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    decide.mutate({ criteria, state, note: note.trim() || undefined }, { onSuccess: () => setSaved(true) });
  };

  return (
    <section className={styles.panel} aria-labelledby="case-assessment">
      <h2 id="case-assessment">Assessment</h2>
      {c.decidedBy && c.decidedAt && (
        <p className={styles.sub}>
          Last recorded by {c.decidedBy} on <time dateTime={c.decidedAt}>{formatDateTime(c.decidedAt)}</time>
        </p>
      )}
      <form onSubmit={submit} className={styles.form}>
        <fieldset className={styles.fieldset}>
          <legend>Minimum criteria of a valid report</legend>
          {SAFETY_CRITERIA.map((k) => (
            <div key={k} className={styles.check}>
              <input
                id={`criterion-${k}`}
                type="checkbox"
                checked={criteria[k]}
                onChange={(e) => {
                  setSaved(false);
                  setCriteria((prev) => ({ ...prev, [k]: e.target.checked }));
                }}
              />
              <label htmlFor={`criterion-${k}`}>{SAFETY_CRITERIA_LABELS[k]}</label>
            </div>
          ))}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>State</legend>
          {SAFETY_CASE_STATES.map((s) => (
            <div key={s} className={styles.check}>
              <input
                id={`state-${s}`}
                type="radio"
                name="state"
                value={s}
                checked={state === s}
                onChange={() => {
                  setSaved(false);
                  setState(s);
                }}
              />
              <label htmlFor={`state-${s}`}>{SAFETY_CASE_STATE_LABELS[s]}</label>
            </div>
          ))}
        </fieldset>
        <TextAreaField
          label="Note"
          optional
          hint="Why the state changed, or what pharmacovigilance answered. Kept with the audit record."
          rows={3}
          maxLength={2000}
          value={note}
          onChange={(e) => {
            setSaved(false);
            setNote(e.target.value);
          }}
        />
        {decide.isError && (
          <Alert kind="error">{(decide.error as Error).message || 'The assessment could not be saved.'}</Alert>
        )}
        {saved && <Alert kind="success">The assessment was saved.</Alert>}
        <div>
          <Button type="submit" disabled={decide.isPending}>
            {decide.isPending ? 'Saving…' : 'Save assessment'}
          </Button>
        </div>
      </form>
    </section>
  );
}
