import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  CONTENT_STATE_LABELS,
  FIELDS_BY_KIND,
  fieldLabel,
  type ContentField,
  type ContentItem,
  type ContentKind,
  type RevisionSummary,
} from '@aatd/contract';
import { ContentNotFound } from '@/components/content/not-found';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Alert, ErrorState, Spinner } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { usePageTitle } from '@/lib/page-title';
import { useContentItem } from './api/get-content-item';
import { useVersion, useVersions } from './api/get-versions';
import { useRestoreVersion } from './api/restore-version';
import { staffName } from './utils/content-text';
import { diffFields } from './utils/field-diff';
import styles from './components/content-versions.module.css';

/** /admin/content/:contentId/versions — every saved version: compare two, restore one. */
export default function ContentVersionsPage() {
  const id = Number(useParams().contentId);
  if (!Number.isInteger(id) || id < 1) return <ContentNotFound what="item" />;
  return <VersionsLoader id={id} />;
}

function VersionsLoader({ id }: { id: number }) {
  const item = useContentItem(id);
  const versions = useVersions(id);
  if (item.isPending || versions.isPending) return <Spinner label="Loading the versions" />;
  if (item.isError || versions.isError) {
    const err = item.error ?? versions.error;
    if (err instanceof ApiError && err.status === 404) return <ContentNotFound what="item" />;
    return (
      <ErrorState
        onRetry={() => {
          void item.refetch();
          void versions.refetch();
        }}
      />
    );
  }
  return <Versions item={item.data} versions={versions.data.data} />;
}

function Versions({ item, versions }: { item: ContentItem; versions: RevisionSummary[] }) {
  const title = item.working.fields.title ?? 'Untitled';
  const liveGone = item.status === 'withdrawn' || item.status === 'expired';
  usePageTitle(`Versions: ${title}`);
  const [params, setParams] = useSearchParams();
  const numbers = versions.map((v) => v.number);
  const pick = (name: string, fallback: number | undefined) => {
    const n = Number(params.get(name));
    return numbers.includes(n) ? n : fallback;
  };
  const sorted = [...numbers].sort((a, b) => b - a);
  const to = pick('to', sorted[0]);
  const from = pick('from', sorted.find((n) => to !== undefined && n < to) ?? sorted[1]);
  const choose = (name: 'from' | 'to', n: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(name, n);
        return next;
      },
      { replace: true },
    );
  const restore = useRestoreVersion();
  const [restoring, setRestoring] = useState<number | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string }>();
  const canRestore = item.actions.includes('restore');

  const doRestore = async (n: number) => {
    setRestoring(null);
    try {
      const restored = await restore.mutateAsync({ id: item.id, n });
      setMessage({
        kind: 'success',
        text: `Version ${n} is restored as version ${restored.working.number}, a draft that needs review again.`,
      });
    } catch (e) {
      setMessage({ kind: 'error', text: (e as Error).message });
    }
  };

  return (
    <>
      <p className={styles.kicker}>
        <Link to={paths.consoleContentItem.getHref(item.id)}>Back to the editor</Link>
      </p>
      <h1>Versions of “{title}”</h1>
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">Every saved version, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">State</th>
              <th scope="col">Saved by</th>
              <th scope="col">Review</th>
              {canRestore && (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {versions.map((v) => (
              <tr key={v.number}>
                <th scope="row">
                  Version {v.number}
                  {v.live && (
                    <span className={styles.live}>{liveGone ? 'Members no longer see this' : 'Members see this'}</span>
                  )}
                </th>
                {/* The live version's true state: a withdrawn or expired item is no longer "Published". */}
                <td>{CONTENT_STATE_LABELS[v.live && liveGone ? item.status : v.state]}</td>
                <td>
                  {staffName(v.author)}
                  <span className={styles.sub}>
                    <time dateTime={v.createdAt}>{formatDateTime(v.createdAt)}</time>
                  </span>
                </td>
                <td>
                  {v.reviewer ? (
                    <>
                      {staffName(v.reviewer)}
                      {v.approvalCode && <span className={styles.sub}>Approval code {v.approvalCode}</span>}
                      {v.hasComments && <span className={styles.sub}>Sent back with comments</span>}
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                {canRestore && (
                  <td>
                    {v.number !== item.working.number && (
                      <Button
                        variant="secondary"
                        onClick={() => setRestoring(v.number)}
                        disabled={restore.isPending}
                        aria-label={`Restore version ${v.number}`}
                      >
                        Restore
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => !open && setRestoring(null)}
        title={`Restore version ${restoring ?? ''}?`}
        message="Its fields become a new draft. The draft needs review and approval again before members see it."
        confirmLabel="Restore"
        busy={restore.isPending}
        onConfirm={() => restoring !== null && void doRestore(restoring)}
      />

      <section className={styles.compare} aria-labelledby="compare-heading">
        <h2 id="compare-heading">Compare two versions</h2>
        {versions.length < 2 ? (
          <p>There is only one version so far.</p>
        ) : (
          <>
            <div className={styles.pickers}>
              <VersionPicker label="Older" value={from} versions={sorted} onChange={(v) => choose('from', v)} />
              <VersionPicker label="Newer" value={to} versions={sorted} onChange={(v) => choose('to', v)} />
            </div>
            {from !== undefined && to !== undefined && (
              <VersionDiff id={item.id} kind={item.kind} from={from} to={to} />
            )}
          </>
        )}
      </section>
    </>
  );
}

function VersionDiff({ id, kind, from, to }: { id: number; kind: ContentKind; from: number; to: number }) {
  const older = useVersion(id, from);
  const newer = useVersion(id, to);
  if (older.isPending || newer.isPending) return <Spinner label="Loading the versions to compare" />;
  if (older.isError || newer.isError) {
    return <ErrorState onRetry={() => void Promise.all([older.refetch(), newer.refetch()])} />;
  }
  if (from === to) return <p>Choose two different versions.</p>;
  const changes = diffFields(older.data.fields, newer.data.fields, FIELDS_BY_KIND[kind]);
  if (changes.length === 0) return <p>{`Versions ${from} and ${to} have the same fields.`}</p>;
  return (
    <dl className={styles.diff} aria-label={`Changes from version ${from} to version ${to}`}>
      {changes.map((c) => (
        <div key={c.field} className={styles.change}>
          <dt>{fieldLabel(kind, c.field as ContentField) ?? c.field}</dt>
          <dd>
            {c.parts.map((p, i) =>
              p.added ? (
                <ins key={i}>
                  <span className="visually-hidden">[added: </span>
                  {p.value}
                  <span className="visually-hidden">]</span>
                </ins>
              ) : p.removed ? (
                <del key={i}>
                  <span className="visually-hidden">[removed: </span>
                  {p.value}
                  <span className="visually-hidden">]</span>
                </del>
              ) : (
                <span key={i}>{p.value}</span>
              ),
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One end of the comparison: a version number from the item's history. */
function VersionPicker(props: {
  label: string;
  value: number | undefined;
  versions: readonly number[];
  onChange: (value: string) => void;
}) {
  return (
    <label>
      {props.label}
      <select value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.versions.map((n) => (
          <option key={n} value={n}>
            Version {n}
          </option>
        ))}
      </select>
    </label>
  );
}
