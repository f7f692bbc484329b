import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { Link } from 'react-router';
import {
  SAFETY_CASE_STATE_LABELS,
  SAFETY_CASE_TRANSITIONS,
  SAFETY_CRITERIA,
  SAFETY_CRITERIA_LABELS,
  SAFETY_SOURCE_LABELS,
  SERIOUSNESS_CRITERIA,
  SERIOUSNESS_LABELS,
  type EvidenceSpan,
  type SafetyCaseDetail,
  type SafetyCaseState,
  type SafetyCaseUpdate,
  type SafetyCriteria,
  type SeriousnessCriterion,
} from '@aatd/contract';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Alert, EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { TextAreaField, TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { usePageTitle } from '@/lib/page-title';
import { downloadE2b, useSafetyAssignees, useSafetyCase, useUpdateSafetyCase } from './api/safety-cases';
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
            <blockquote className={styles.verbatim} data-testid="case-verbatim">
              <Highlighted text={c.verbatim} spans={c.evidence} />
            </blockquote>
            <p className={styles.sub}>
              Highlighted: <mark className={styles.reporter}>reporter</mark>{' '}
              <mark className={styles.patient}>patient</mark> <mark className={styles.product}>product</mark>{' '}
              <mark className={styles.event}>event</mark>
            </p>
            {c.refused && (
              <p className={styles.retained}>
                Moderation refused this text: it was not published, and this case is its only copy.
              </p>
            )}
            {c.reporterNote && (
              <>
                <h3>The reporting member&apos;s note</h3>
                <p className={styles.wrap}>{c.reporterNote}</p>
              </>
            )}
            <dl className={styles.facts}>
              <dt>Where</dt>
              <dd>
                {where}
                {c.postId !== null && ` (post ${c.postId})`}
              </dd>
              <dt>Day 0 (written)</dt>
              <dd>
                <time dateTime={c.writtenAt}>{formatDateTime(c.writtenAt)}</time>
              </dd>
              <dt>Due</dt>
              <dd data-testid="case-due">
                <time dateTime={c.dueAt}>{c.dueAt.slice(0, 10)}</time> ({c.serious ? 'serious: 15' : 'non-serious: 90'}{' '}
                calendar days from day 0)
              </dd>
              {c.pvReference && (
                <>
                  <dt>PV reference</dt>
                  <dd>{c.pvReference}</dd>
                </>
              )}
            </dl>
            <Button type="button" variant="secondary" onClick={() => void downloadE2b(c.id)}>
              Download E2B file
            </Button>
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
              <dt>Special situations</dt>
              <dd>{c.screening.specialSituations.length ? c.screening.specialSituations.join(', ') : 'None found'}</dd>
            </dl>
          </section>
          <Assessment c={c} />
          <History c={c} />
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
          <Links title="Follow-ups" id="case-follow-ups" links={c.followUps} empty="No follow-ups." />
          <Links
            title="Possible duplicates"
            id="case-duplicates"
            links={c.duplicates}
            empty="No possible duplicates."
          />
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

/** The verbatim text with the screening's evidence spans marked, overlaps resolved by the first span. */
function Highlighted({ text, spans }: { text: string; spans: EvidenceSpan[] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const s of [...spans].sort((a, b) => a.start - b.start)) {
    if (s.start < at || s.end > text.length) continue;
    if (s.start > at) parts.push(text.slice(at, s.start));
    parts.push(
      <mark key={`${s.start}-${s.criterion}`} className={styles[s.criterion]} title={`Evidence: ${s.criterion}`}>
        {text.slice(s.start, s.end)}
      </mark>,
    );
    at = s.end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

function Links({
  title,
  id,
  links,
  empty,
}: {
  title: string;
  id: string;
  links: SafetyCaseDetail['followUps'];
  empty: string;
}) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {links.length === 0 ? (
        <p className={styles.sub}>{empty}</p>
      ) : (
        <ul className={styles.links}>
          {links.map((l) => (
            <li key={l.id}>
              <Link to={paths.consoleSafetyCase.getHref(l.id)}>Case {l.id}</Link> ({SAFETY_SOURCE_LABELS[l.source]},{' '}
              <time dateTime={l.writtenAt}>{formatDateTime(l.writtenAt)}</time>, {SAFETY_CASE_STATE_LABELS[l.state]}):{' '}
              {l.excerpt}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Every save of the case, oldest first: nothing is overwritten. */
function History({ c }: { c: SafetyCaseDetail }) {
  return (
    <section className={styles.panel} aria-labelledby="case-history">
      <h2 id="case-history">History</h2>
      {c.notes.length === 0 ? (
        <p className={styles.sub}>Nothing recorded yet.</p>
      ) : (
        <ol className={styles.links}>
          {c.notes.map((n) => (
            <li key={n.id}>
              <p className={styles.sub}>
                {n.authorName}, <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
              </p>
              {n.note && <p className={styles.wrap}>{n.note}</p>}
              {Object.keys(n.changes).length > 0 && (
                <p className={styles.sub}>
                  Changed:{' '}
                  {Object.entries(n.changes)
                    .map(([k, v]) => `${k} → ${typeof v === 'string' ? v : JSON.stringify(v)}`)
                    .join('; ')}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** One save: criteria, seriousness, assignee, the next state (with PV's reference or the reason) and a note. */
function Assessment({ c }: { c: SafetyCaseDetail }) {
  const save = useUpdateSafetyCase(c.id);
  const assignees = useSafetyAssignees();
  const [criteria, setCriteria] = useState<SafetyCriteria>(c.criteria);
  const [seriousness, setSeriousness] = useState<SeriousnessCriterion[]>(c.seriousness);
  const [state, setState] = useState<SafetyCaseState>(c.state);
  const [assigneeId, setAssigneeId] = useState<string>(c.assignee ? String(c.assignee.id) : '');
  const [pvReference, setPvReference] = useState(c.pvReference ?? '');
  const [reason, setReason] = useState(c.notAdverseEventReason ?? '');
  const [note, setNote] = useState('');
  const [saved, setSaved] = useState(false);
  const fields = save.error instanceof ApiError ? (save.error.body?.fields ?? {}) : {};

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const u: SafetyCaseUpdate = {
      criteria,
      seriousness,
      assigneeId: assigneeId ? Number(assigneeId) : null,
      ...(state !== c.state ? { state } : {}),
      ...(pvReference.trim() !== (c.pvReference ?? '') ? { pvReference: pvReference.trim() } : {}),
      ...(reason.trim() !== (c.notAdverseEventReason ?? '') ? { notAdverseEventReason: reason.trim() } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    save.mutate(u, {
      onSuccess: () => {
        setSaved(true);
        setNote('');
      },
    });
  };
  const touched = () => setSaved(false);

  return (
    <section className={styles.panel} aria-labelledby="case-assessment">
      <h2 id="case-assessment">Assessment</h2>
      <form onSubmit={submit} className={styles.form}>
        <fieldset className={styles.fieldset}>
          <legend>Minimum criteria of a valid report (pre-filled by screening)</legend>
          {SAFETY_CRITERIA.map((k) => (
            <div key={k} className={styles.check}>
              <input
                id={`criterion-${k}`}
                type="checkbox"
                checked={criteria[k]}
                onChange={(e) => {
                  touched();
                  setCriteria((prev) => ({ ...prev, [k]: e.target.checked }));
                }}
              />
              <label htmlFor={`criterion-${k}`}>{SAFETY_CRITERIA_LABELS[k]}</label>
            </div>
          ))}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>Seriousness criteria (any one makes the case serious: due 15 days from day 0)</legend>
          {SERIOUSNESS_CRITERIA.map((k) => (
            <div key={k} className={styles.check}>
              <input
                id={`serious-${k}`}
                type="checkbox"
                checked={seriousness.includes(k)}
                onChange={(e) => {
                  touched();
                  setSeriousness((prev) => (e.target.checked ? [...prev, k] : prev.filter((x) => x !== k)));
                }}
              />
              <label htmlFor={`serious-${k}`}>{SERIOUSNESS_LABELS[k]}</label>
            </div>
          ))}
        </fieldset>
        <div className={styles.field}>
          <label htmlFor="case-assignee">Assignee</label>
          <select
            id="case-assignee"
            value={assigneeId}
            onChange={(e) => {
              touched();
              setAssigneeId(e.target.value);
            }}
          >
            <option value="">Unassigned</option>
            {c.assignee && !assignees.data?.data.some((p) => p.id === c.assignee!.id) && (
              <option value={c.assignee.id}>{c.assignee.name}</option>
            )}
            {(assignees.data?.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="case-state">State</label>
          <select
            id="case-state"
            value={state}
            onChange={(e) => {
              touched();
              setState(e.target.value as SafetyCaseState);
            }}
          >
            {[c.state, ...SAFETY_CASE_TRANSITIONS[c.state]].map((s) => (
              <option key={s} value={s}>
                {s === c.state ? `${SAFETY_CASE_STATE_LABELS[s]} (now)` : SAFETY_CASE_STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        {(state === 'forwarded' || c.pvReference) && (
          <TextField
            label="PV reference number"
            hint="The case's number in the pharmacovigilance database."
            maxLength={100}
            value={pvReference}
            error={fields.pvReference}
            onChange={(e) => {
              touched();
              setPvReference(e.target.value);
            }}
          />
        )}
        {(state === 'not_adverse_event' || c.notAdverseEventReason) && (
          <TextAreaField
            label="Why this is not an adverse event"
            rows={2}
            maxLength={2000}
            value={reason}
            error={fields.notAdverseEventReason}
            onChange={(e) => {
              touched();
              setReason(e.target.value);
            }}
          />
        )}
        <TextAreaField
          label="Note"
          optional
          hint="Added to the case's history and the audit log; earlier notes stay as they were."
          rows={3}
          maxLength={4000}
          value={note}
          onChange={(e) => {
            touched();
            setNote(e.target.value);
          }}
        />
        {save.isError && <Alert kind="error">{(save.error as Error).message || 'The case could not be saved.'}</Alert>}
        {saved && <Alert kind="success">The case was saved.</Alert>}
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </section>
  );
}
