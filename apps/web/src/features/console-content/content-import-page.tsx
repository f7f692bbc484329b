import { useId, useState, type FormEvent } from 'react';
import {
  CONTENT_KIND_LABELS,
  CONTENT_STATE_LABELS,
  EDUCATION_CATEGORIES,
  GHOST_IMPORT_MAX_BYTES,
  type ContentKind,
  type GhostImportItem,
  type GhostImportReport,
} from '@aatd/contract';
import { Link } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Alert, Spinner } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { useCheckGhostExport, useImportJob, useQueueGhostImport } from './api/import-ghost';
import { NEWS_GROUP_LABELS } from './utils/content-text';
import styles from './components/content-import.module.css';

const MAX_MB = Math.round(GHOST_IMPORT_MAX_BYTES / 1024 / 1024);

const OUTCOME_LABELS: Record<GhostImportItem['outcome'], string> = {
  create: 'Will be created',
  created: 'Created',
  duplicate: 'Imported before, skipped',
  skipped: 'Skipped',
};

const whereItGoes = (i: GhostImportItem) => {
  if (!i.kind) return '—';
  const detail = i.newsGroup
    ? NEWS_GROUP_LABELS[i.newsGroup]
    : EDUCATION_CATEGORIES.find((c) => c.slug === i.educationCategory)?.label;
  return detail ? `${CONTENT_KIND_LABELS[i.kind]}: ${detail}` : CONTENT_KIND_LABELS[i.kind];
};

/** Reads the chosen file as JSON, with a message the page shows when it cannot. */
async function readExport(file: File): Promise<unknown> {
  if (file.size > GHOST_IMPORT_MAX_BYTES) {
    throw new Error(`The file is larger than ${MAX_MB} MB; split the export and import each part.`);
  }
  try {
    return JSON.parse(await file.text()) as unknown;
  } catch {
    throw new Error(`${file.name} is not valid JSON. Choose the .json file that Ghost's export made.`);
  }
}

/**
 * /admin/content/import: upload a Ghost JSON export, read the dry-run report (what each post
 * becomes, unknown tags, images to upload, duplicates), then import; items arrive in review
 * (issue 11, "Import").
 */
export default function ContentImportPage() {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<GhostImportReport | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const [reading, setReading] = useState(false);
  const check = useCheckGhostExport();
  const queue = useQueueGhostImport();
  const job = useImportJob(jobId);
  const importing =
    jobId !== null && !job.isError && (!job.data || job.data.state === 'queued' || job.data.state === 'running');
  const busy = reading || check.isPending || queue.isPending || importing;
  const shown = job.data?.report ?? report;
  const failure = error ?? (job.data?.state === 'failed' ? `The import failed: ${job.data.error}` : undefined);

  /** The chosen file as JSON, or null with the reason shown. */
  const readChosen = async (): Promise<unknown> => {
    if (!file) {
      setError('Choose the Ghost export file first.');
      return null;
    }
    setError(undefined);
    setReading(true);
    try {
      return await readExport(file);
    } catch (e) {
      setError((e as Error).message);
      return null;
    } finally {
      setReading(false);
    }
  };

  const onCheck = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = await readChosen();
    if (parsed === null) return;
    setJobId(null);
    try {
      setReport(await check.mutateAsync(parsed));
    } catch (err) {
      setReport(null);
      setError((err as Error).message);
    }
  };

  const onImport = async () => {
    const parsed = await readChosen();
    if (parsed === null) return;
    try {
      setJobId((await queue.mutateAsync(parsed)).id);
      setReport(null);
    } catch (err) {
      setError((err as Error).message);
    }
  };

  const progress = job.data ?? (importing ? { done: 0, total: report?.totals.posts ?? 0 } : null);

  return (
    <>
      <BackLink to={paths.consoleContent.getHref()} label="Content" />
      <h1>Import from Ghost</h1>
      <p className={styles.intro}>
        Upload the JSON file of a Ghost export (Settings → Labs → Export). First check what would happen; nothing is
        written until you import. Each post becomes a console item, with its original date, and goes to review when its
        required fields are filled in; posts imported before are skipped.
      </p>
      <form className={styles.upload} onSubmit={(e) => void onCheck(e)} aria-busy={busy}>
        <div>
          <label htmlFor={fileId} className={styles.label}>
            Ghost export (.json, up to {MAX_MB} MB)
          </label>
          <input
            id={fileId}
            type="file"
            accept="application/json,.json"
            disabled={importing}
            aria-describedby={failure ? `${fileId}-error` : undefined}
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setReport(null);
              setJobId(null);
              setError(undefined);
            }}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant={report?.dryRun ? 'secondary' : 'primary'} disabled={busy}>
            {check.isPending ? 'Checking…' : 'Check file'}
          </Button>
          {report?.dryRun && (
            <Button onClick={() => void onImport()} disabled={busy || report.totals.imported === 0}>
              {`Import ${report.totals.imported} ${report.totals.imported === 1 ? 'item' : 'items'}`}
            </Button>
          )}
        </div>
        {failure && (
          <p id={`${fileId}-error`} className={styles.error} role="alert">
            {failure}
          </p>
        )}
      </form>
      {check.isPending && <Spinner label="Checking the export" />}
      {importing && progress && (
        <div className={styles.progress} role="status">
          <label htmlFor={`${fileId}-progress`}>
            Importing: {progress.done} of {progress.total} posts
          </label>
          <progress id={`${fileId}-progress`} value={progress.done} max={Math.max(progress.total, 1)} />
        </div>
      )}
      {job.isError && (
        <p className={styles.error} role="alert">
          The import's progress could not be loaded. It goes on in the background; see the content list.
        </p>
      )}
      {shown && !check.isPending && !importing && <ImportReport report={shown} />}
    </>
  );
}

function ImportReport({ report }: { report: GhostImportReport }) {
  const t = report.totals;
  const kinds = Object.entries(report.byKind) as Array<[ContentKind, number]>;
  return (
    <section className={styles.report} aria-labelledby="import-report">
      <h2 id="import-report">{report.dryRun ? 'What the import would do' : 'Import finished'}</h2>
      <Alert kind="success">
        {report.dryRun
          ? `Nothing was written yet. ${t.imported} of ${t.posts} posts would be imported: ${t.inReview} in review, ${t.drafts} as drafts.`
          : `${t.imported} of ${t.posts} posts imported: ${t.inReview} in review, ${t.drafts} as drafts.`}
      </Alert>
      <dl className={styles.totals}>
        <div>
          <dt>Posts in the file</dt>
          <dd>{t.posts}</dd>
        </div>
        {kinds.map(([kind, n]) => (
          <div key={kind}>
            <dt>{CONTENT_KIND_LABELS[kind]}</dt>
            <dd>{n}</dd>
          </div>
        ))}
        <div>
          <dt>Duplicates skipped</dt>
          <dd>{t.duplicates}</dd>
        </div>
        <div>
          <dt>Skipped</dt>
          <dd>{t.skipped}</dd>
        </div>
      </dl>

      <h3>Unknown tags</h3>
      {report.unknownTags.length === 0 ? (
        <p>Every tag maps to a kind of content.</p>
      ) : (
        <>
          <p>These tags map to no kind of content here; posts carrying only these are skipped.</p>
          <ul className={styles.list}>
            {report.unknownTags.map((tag) => (
              <li key={tag.slug}>
                <code>{tag.slug}</code> ({tag.name}): {tag.posts.join('; ')}
              </li>
            ))}
          </ul>
        </>
      )}

      <h3>Images to upload</h3>
      {report.images.length === 0 ? (
        <p>The posts reference no images.</p>
      ) : (
        <>
          <p>Upload these to the media library and choose them in each item.</p>
          <ul className={styles.list}>
            {report.images.map((image) => (
              <li key={image.url}>
                <span className={styles.url}>{image.url}</span> ({image.posts.join('; ')})
              </li>
            ))}
          </ul>
        </>
      )}

      <h3>Posts</h3>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">Each post of the export and what happens to it</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Becomes</th>
              <th scope="col">Outcome</th>
              <th scope="col">Notes</th>
            </tr>
          </thead>
          <tbody>
            {report.items.map((i) => (
              <tr key={i.ghostId}>
                <th scope="row">
                  {i.contentId ? <Link to={paths.consoleContentItem.getHref(i.contentId)}>{i.title}</Link> : i.title}
                </th>
                <td>{whereItGoes(i)}</td>
                <td>
                  {OUTCOME_LABELS[i.outcome]}
                  {i.state && (i.outcome === 'create' || i.outcome === 'created')
                    ? ` (${CONTENT_STATE_LABELS[i.state].toLowerCase()})`
                    : ''}
                </td>
                <td>
                  {i.problems.length > 0 && (
                    <ul className={styles.notes}>
                      {i.problems.map((p) => (
                        <li key={p}>{p}</li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
