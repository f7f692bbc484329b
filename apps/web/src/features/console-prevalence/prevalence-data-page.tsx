import {
  PREVALENCE_COLUMNS,
  PREVALENCE_ERROR_CODES,
  PREVALENCE_UPLOAD_MAX_BYTES,
  type PrevalenceDataSet,
} from '@aatd/contract';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { PrevalenceExplorer, referenceLabeller } from '@/components/prevalence-map';
import { useUnsavedChangesPrompt } from '@/components/forms/unsaved-changes';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Alert, ErrorState, Spinner } from '@/components/ui/feedback';
import staff from '@/components/ui/staff-screen.module.css';
import { ApiError } from '@/lib/api-client';
import { CONSOLE_ACCESS, hasRole } from '@/lib/console-access';
import { useCurrentUser } from '@/lib/current-user';
import { formatDateTime } from '@/lib/format-date';
import { useDataSet, useDataSetStep, usePrevalenceConsole, useUploadDataSet } from './api/prevalence-data-sets';
import { ChangesTable } from './components/changes-table';
import { UploadProblems } from './components/upload-problems';
import styles from './components/prevalence-console.module.css';

const MAX_KB = Math.round(PREVALENCE_UPLOAD_MAX_BYTES / 1024);
const describe = (s: PrevalenceDataSet) =>
  `${s.fileName}, ${s.countryCount} ${s.countryCount === 1 ? 'country' : 'countries'}, uploaded by ${s.uploadedBy} on ${formatDateTime(s.uploadedAt)}`;

type Confirm = 'publish' | 'discard' | 'rollback' | null;

/**
 * /admin/prevalence: upload a prevalence table, see every problem by line and column, or
 * preview a valid one on the members' own map with what it changes, then publish it. Admins can roll
 * the live data back to the set it replaced.
 */
export default function PrevalenceDataPage() {
  const state = usePrevalenceConsole();
  const { data: user } = useCurrentUser();
  const step = useDataSetStep();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [notice, setNotice] = useState<string>();
  const [stepError, setStepError] = useState<string>();
  const draftId = state.data?.draft?.id;

  const run = async (kind: Exclude<Confirm, null>) => {
    setConfirm(null);
    setNotice(undefined);
    setStepError(undefined);
    try {
      if (kind === 'rollback') await step.mutateAsync({ kind });
      else if (draftId !== undefined) await step.mutateAsync({ kind, id: draftId });
      setNotice(
        kind === 'publish'
          ? 'Published: members now see the new figures on the prevalence map.'
          : kind === 'discard'
            ? 'The draft was discarded; members still see the live data.'
            : 'Rolled back: members see the previous data again.',
      );
    } catch (e) {
      setStepError((e as Error).message);
    }
  };

  return (
    <>
      <h1>Prevalence data</h1>
      <p className={styles.intro}>
        The estimated Pi*ZZ numbers on the members’ prevalence map. Upload a new table as tab-separated text with the
        columns {PREVALENCE_COLUMNS.join(', ')} (the same as the shipped countries.tsv). Every row is checked; a table
        with any problem is not kept. A valid table becomes a draft that you can preview on the map before publishing
        it.
      </p>
      <Alert kind="success">{notice}</Alert>
      <Alert kind="error">{stepError}</Alert>

      {state.isPending ? (
        <Spinner label="Loading the prevalence data" />
      ) : state.isError ? (
        <ErrorState message="The prevalence data could not be loaded." onRetry={() => void state.refetch()} />
      ) : (
        <div className={staff.sections}>
          <section className={staff.section} aria-labelledby="live-title">
            <h2 id="live-title">What members see</h2>
            <p>
              {state.data.live
                ? `${describe(state.data.live)}; published by ${state.data.live.publishedBy} on ${formatDateTime(state.data.live.publishedAt!)}.`
                : 'The table shipped with the product (no data set has been published).'}
            </p>
            {state.data.previous.length > 0 && (
              <>
                <h3>Previously live</h3>
                <ol className={styles.history}>
                  {state.data.previous.map((p) => (
                    <li key={p.id}>{describe(p)}</li>
                  ))}
                </ol>
              </>
            )}
            {hasRole(user, CONSOLE_ACCESS.prevalenceRollback) && (
              <div className={staff.actions}>
                <Button
                  variant="secondary"
                  disabled={!state.data.canRollBack || step.isPending}
                  onClick={() => setConfirm('rollback')}
                >
                  Roll back
                </Button>
              </div>
            )}
          </section>

          <UploadSection />

          {state.data.draft && (
            <DraftSection
              draft={state.data.draft}
              busy={step.isPending}
              onPublish={() => setConfirm('publish')}
              onDiscard={() => setConfirm('discard')}
            />
          )}
        </div>
      )}

      <ConfirmDialog
        open={confirm === 'publish'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title="Publish this data set?"
        message="Members will see the new figures on the prevalence map at once. The current data is kept, so an administrator can roll back to it."
        confirmLabel="Publish"
        onConfirm={() => void run('publish')}
      />
      <ConfirmDialog
        open={confirm === 'discard'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title="Discard the draft?"
        message="The draft will not be published. Members keep seeing the live data."
        confirmLabel="Discard"
        onConfirm={() => void run('discard')}
      />
      <ConfirmDialog
        open={confirm === 'rollback'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title="Roll back the prevalence data?"
        message="The live data set is withdrawn and members see the one it replaced (or the shipped table) at once."
        confirmLabel="Roll back"
        onConfirm={() => void run('rollback')}
      />
    </>
  );
}

function UploadSection() {
  const fileId = useId();
  const upload = useUploadDataSet();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  // A chosen table that has not been sent yet (or is on its way) would be lost by leaving.
  const leavePrompt = useUnsavedChangesPrompt(
    (file !== null && upload.isIdle) || upload.isPending,
    'The table you chose has not been uploaded yet. If you leave now, you need to choose it again.',
  );

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    upload.reset();
    if (!file) return setError('Choose the table to upload.');
    if (file.size > PREVALENCE_UPLOAD_MAX_BYTES) return setError(`The file is larger than ${MAX_KB} KB.`);
    try {
      await upload.mutateAsync(file);
    } catch {
      // Shown from upload.error below.
    }
  };
  const failure = upload.error instanceof ApiError ? upload.error : null;
  const problems =
    failure?.code === PREVALENCE_ERROR_CODES.invalidDataFile && failure.body.fields ? failure.body.fields : null;

  return (
    <section className={staff.section} aria-labelledby="upload-title">
      <h2 id="upload-title">Upload a new table</h2>
      {leavePrompt}
      <form className={styles.upload} onSubmit={(e) => void onSubmit(e)} aria-busy={upload.isPending}>
        <div>
          <label htmlFor={fileId}>Prevalence table (.tsv, up to {MAX_KB} KB)</label>
          <input
            id={fileId}
            type="file"
            accept=".tsv,.txt,text/tab-separated-values,text/plain"
            aria-invalid={error || failure ? true : undefined}
            aria-describedby={error ? `${fileId}-error` : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setError(undefined);
              upload.reset();
            }}
          />
        </div>
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? 'Checking…' : 'Upload and check'}
        </Button>
      </form>
      {error && (
        <p id={`${fileId}-error`} role="alert" className={staff.muted}>
          {error}
        </p>
      )}
      {problems ? (
        <UploadProblems message={failure!.message} fields={problems} />
      ) : (
        upload.error && <Alert kind="error">{upload.error.message}</Alert>
      )}
      {upload.isSuccess && (
        <Alert kind="success">The table passed every check and is now the draft below. Nothing is live yet.</Alert>
      )}
    </section>
  );
}

function DraftSection({
  draft,
  busy,
  onPublish,
  onDiscard,
}: {
  draft: PrevalenceDataSet;
  busy: boolean;
  onPublish: () => void;
  onDiscard: () => void;
}) {
  const detail = useDataSet(draft.id);
  const sourceLabel = useMemo(() => referenceLabeller(detail.data?.data.sources ?? []), [detail.data?.data.sources]);
  return (
    <section className={staff.section} aria-labelledby="draft-title">
      <h2 id="draft-title">Draft: not yet visible to members</h2>
      <p>{describe(draft)}.</p>
      {detail.isPending ? (
        <Spinner label="Loading the draft" />
      ) : detail.isError ? (
        <ErrorState message="The draft could not be loaded." onRetry={() => void detail.refetch()} />
      ) : (
        <>
          <h3>Changes for members</h3>
          <ChangesTable changes={detail.data.changes} />
          <div className={staff.actions}>
            <Button onClick={onPublish} disabled={busy}>
              Publish
            </Button>
            <Button variant="secondary" onClick={onDiscard} disabled={busy}>
              Discard draft
            </Button>
          </div>
          <div className={styles.preview} aria-labelledby="preview-title" role="region">
            <h3 id="preview-title">Preview on the members’ map</h3>
            <PrevalenceExplorer data={detail.data.data} sourceLabel={sourceLabel} headingLevel={3} />
          </div>
        </>
      )}
    </section>
  );
}
