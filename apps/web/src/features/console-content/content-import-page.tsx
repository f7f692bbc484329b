import { useId, useState, type FormEvent } from 'react';
import {
  CONTENT_KIND_LABELS,
  CONTENT_STATE_LABELS,
  EDUCATION_CATEGORIES,
  GHOST_IMPORT_MAX_BYTES,
  GHOST_IMPORT_MAX_ZIP_BYTES,
  GHOST_IMPORT_SKIP,
  GHOST_IMPORT_SKIP_LABEL,
  GHOST_IMPORT_TARGETS,
  type ContentKind,
  type GhostImportItem,
  type GhostImportReport,
} from '@aatd/contract';
import { Link } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Alert, Spinner } from '@/components/ui/feedback';
import { SelectField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import {
  choicesQuery,
  useCheckGhostExport,
  useImportJob,
  useQueueGhostImport,
  type GhostImportScreenChoices,
} from './api/import-ghost';
import { NEWS_GROUP_LABELS } from './utils/content-text';
import styles from './components/content-import.module.css';

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const MAX_JSON_MB = mb(GHOST_IMPORT_MAX_BYTES);
const MAX_ZIP_MB = mb(GHOST_IMPORT_MAX_ZIP_BYTES);

/** What a tag, the pages or the untagged posts can become: the contract's targets, then skip. */
const TARGET_OPTIONS = [
  ...GHOST_IMPORT_TARGETS.map((t) => ({ value: t.value, label: t.label })),
  { value: GHOST_IMPORT_SKIP, label: GHOST_IMPORT_SKIP_LABEL },
];

const NO_CHOICES: GhostImportScreenChoices = { defaultKind: '', pages: '', map: {} };

type SeenTag = { slug: string; name: string; posts: number };

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

/**
 * Checks the chosen file before it is sent: a .json or a .zip within its limit, and a .json that
 * parses (the server's answer for a broken ZIP is its own). Throws the message the page shows.
 */
async function precheck(file: File): Promise<void> {
  const name = file.name.toLowerCase();
  const isZip = name.endsWith('.zip');
  if (!isZip && !name.endsWith('.json')) {
    throw new Error(`${file.name} is neither a .json nor a .zip file. Choose the file that Ghost's export made.`);
  }
  if (isZip && file.size > GHOST_IMPORT_MAX_ZIP_BYTES) {
    throw new Error(`The ZIP is larger than ${MAX_ZIP_MB} MB; split the export and import each part.`);
  }
  if (isZip) return;
  if (file.size > GHOST_IMPORT_MAX_BYTES) {
    throw new Error(`The file is larger than ${MAX_JSON_MB} MB; split the export and import each part.`);
  }
  try {
    JSON.parse(await file.text());
  } catch {
    throw new Error(`${file.name} is not valid JSON. Choose the .json file that Ghost's export made.`);
  }
}

/** The tags a report found unknown, added to those seen before (a mapped tag is no longer unknown). */
const mergeTags = (seen: SeenTag[], report: GhostImportReport): SeenTag[] => {
  const bySlug = new Map(seen.map((t) => [t.slug, t]));
  for (const t of report.unknownTags) bySlug.set(t.slug, { slug: t.slug, name: t.name, posts: t.posts.length });
  return [...bySlug.values()];
};

/**
 * /admin/content/import: upload a Ghost JSON export, read the dry-run report (what each post
 * becomes, unknown tags, images to upload, duplicates), then import; items arrive in review
 * ("Import").
 */
export default function ContentImportPage() {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [choices, setChoices] = useState<GhostImportScreenChoices>(NO_CHOICES);
  // Every unknown tag of this file's checks: a tag keeps its picker once mapped.
  const [tags, setTags] = useState<SeenTag[]>([]);
  const [report, setReport] = useState<GhostImportReport | null>(null);
  // The choices the shown dry run was made with: the import button only stands for those.
  const [checkedWith, setCheckedWith] = useState<string | null>(null);
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
  // Only the mappings of tags on screen are sent.
  const sent: GhostImportScreenChoices = {
    ...choices,
    map: Object.fromEntries(tags.map((t) => [t.slug, choices.map[t.slug] ?? ''])),
  };
  const stale = report?.dryRun === true && checkedWith !== choicesQuery(sent, true);

  /** The chosen file once it passes the pre-check, or null with the reason shown. */
  const readChosen = async (): Promise<File | null> => {
    if (!file) {
      setError('Choose the Ghost export file first.');
      return null;
    }
    setError(undefined);
    setReading(true);
    try {
      await precheck(file);
      return file;
    } catch (e) {
      setError((e as Error).message);
      return null;
    } finally {
      setReading(false);
    }
  };

  const onCheck = async (e: FormEvent) => {
    e.preventDefault();
    const chosen = await readChosen();
    if (!chosen) return;
    setJobId(null);
    try {
      const r = await check.mutateAsync({ file: chosen, choices: sent });
      setReport(r);
      setCheckedWith(choicesQuery(sent, true));
      setTags((seen) => mergeTags(seen, r));
    } catch (err) {
      setReport(null);
      setError((err as Error).message);
    }
  };

  const onImport = async () => {
    const chosen = await readChosen();
    if (!chosen) return;
    try {
      setJobId((await queue.mutateAsync({ file: chosen, choices: sent })).id);
      setReport(null);
    } catch (err) {
      setError((err as Error).message);
    }
  };

  const choose = (change: Partial<GhostImportScreenChoices>) => setChoices((c) => ({ ...c, ...change }));
  const progress = job.data ?? (importing ? { done: 0, total: report?.totals.posts ?? 0 } : null);

  return (
    <>
      <BackLink to={paths.consoleContent.getHref()} label="Content" />
      <h1>Import from Ghost</h1>
      <p className={styles.intro}>
        Upload a Ghost export (Settings → Labs → Export): its JSON file, or a ZIP of the JSON with its content/images
        folder, whose images go into the media library. First check what would happen; nothing is written until you
        import. Each post becomes a console item, with its original date, and goes to review when its required fields
        are filled in; posts imported before are skipped.
      </p>
      <form className={styles.upload} onSubmit={(e) => void onCheck(e)} aria-busy={busy}>
        <div>
          <label htmlFor={fileId} className={styles.label}>
            Ghost export (.json or .zip with its images, up to {MAX_ZIP_MB} MB)
          </label>
          <p id={`${fileId}-hint`} className={styles.hint}>
            A .json file on its own can be up to {MAX_JSON_MB} MB.
          </p>
          <input
            id={fileId}
            type="file"
            accept="application/json,.json,application/zip,application/x-zip-compressed,.zip"
            disabled={importing}
            aria-describedby={[`${fileId}-hint`, failure ? `${fileId}-error` : null].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setReport(null);
              setTags([]);
              setJobId(null);
              setError(undefined);
            }}
          />
        </div>
        <fieldset className={styles.choices} disabled={importing}>
          <legend className={styles.label}>What the posts become</legend>
          <SelectField
            label="Default kind for posts no tag maps"
            placeholder="Not chosen: such posts are skipped"
            options={TARGET_OPTIONS}
            value={choices.defaultKind}
            onChange={(e) => choose({ defaultKind: e.target.value })}
          />
          <SelectField
            label="Pages become"
            placeholder="Not chosen: pages are skipped"
            options={TARGET_OPTIONS}
            value={choices.pages}
            onChange={(e) => choose({ pages: e.target.value })}
          />
          {tags.length > 0 && (
            <fieldset className={styles.tagChoices}>
              <legend>Tags that map to no kind here</legend>
              {tags.map((t) => (
                <SelectField
                  key={t.slug}
                  label={`${t.slug} (${t.posts} ${t.posts === 1 ? 'post' : 'posts'})`}
                  hint={t.name !== t.slug ? `Ghost name: ${t.name}` : undefined}
                  placeholder="Not mapped"
                  options={TARGET_OPTIONS}
                  value={choices.map[t.slug] ?? ''}
                  onChange={(e) => choose({ map: { ...choices.map, [t.slug]: e.target.value } })}
                />
              ))}
            </fieldset>
          )}
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" variant={report?.dryRun && !stale ? 'secondary' : 'primary'} disabled={busy}>
            {check.isPending ? 'Checking…' : 'Check file'}
          </Button>
          {report?.dryRun && !stale && (
            <Button onClick={() => void onImport()} disabled={busy || report.totals.imported === 0}>
              {`Import ${report.totals.imported} ${report.totals.imported === 1 ? 'item' : 'items'}`}
            </Button>
          )}
        </div>
        {stale && (
          <p className={styles.hint} role="status">
            The choices changed since the check: check the file again to see what the import would do.
          </p>
        )}
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
          <p>
            These tags map to no kind of content here; posts carrying only these are skipped unless you choose a kind
            for the tag above, or a default kind, and check again.
          </p>
          <ul className={styles.list}>
            {report.unknownTags.map((tag) => (
              <li key={tag.slug}>
                <code>{tag.slug}</code> ({tag.name}): {tag.posts.join('; ')}
              </li>
            ))}
          </ul>
        </>
      )}

      <ImageLists report={report} />

      <h3>Posts</h3>
      {/* A region a keyboard can scroll when the table is wider than the screen. */}
      <div className={styles.tableWrap} role="region" aria-label="Posts of the export" tabIndex={0}>
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

/** The images: those the import puts in the media library, and those the editor must upload. */
function ImageLists({ report }: { report: GhostImportReport }) {
  const library = report.images.filter((i) => i.outcome === 'library');
  const upload = report.images.filter((i) => i.outcome === 'upload');
  if (report.images.length === 0) {
    return (
      <>
        <h3>Images</h3>
        <p>The posts reference no images.</p>
      </>
    );
  }
  const list = (images: typeof report.images) => (
    <ul className={styles.list}>
      {images.map((image) => (
        <li key={image.url}>
          <span className={styles.url}>{image.url}</span> ({image.posts.join('; ')})
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <h3>
        {`${report.dryRun ? 'Images that go into the media library' : 'Images added to the media library'} (${library.length})`}
      </h3>
      {library.length === 0 ? (
        <p>None: only a ZIP of the export with its content/images folder brings images along.</p>
      ) : (
        <>
          <p>From the ZIP, into the media library and into the posts; check each one's alt text there.</p>
          {list(library)}
        </>
      )}
      <h3>{`Images you must upload (${upload.length})`}</h3>
      {upload.length === 0 ? (
        <p>None.</p>
      ) : (
        <>
          <p>
            These are not in the file, only on the old blog or another site, and were left out of the posts (never
            linked from there). Upload each to the media library and add it back to its item.
          </p>
          {list(upload)}
        </>
      )}
    </>
  );
}
