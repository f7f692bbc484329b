import { useState } from 'react';
import { CONTENT_KIND_LABELS, CONTENT_KINDS, type ContentBulkResult } from '@aatd/contract';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { Pager } from '@/components/ui/pager';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { hasRole } from '@/lib/console-access';
import { useCurrentUser } from '@/lib/current-user';
import { memberName } from '@/lib/member-name';
import { useBulkContentAction } from './api/bulk-content-action';
import { useContentList } from './api/get-content-list';
import { BulkBar, BulkResults } from './components/bulk-actions';
import { ContentFilters } from './components/content-filters';
import { ContentTable } from './components/content-table';
import { useContentListParams } from './hooks/use-content-list-params';
import styles from './components/content-list.module.css';

type BulkOutcome = {
  action: 'submit' | 'withdraw';
  results: ContentBulkResult['results'];
  titles: Map<number, string>;
};

/** /admin/content: every item of every kind, to find, filter and act on. */
export default function ContentListPage() {
  const { data: user } = useCurrentUser();
  const list = useContentListParams();
  const content = useContentList(list.query);
  const bulk = useBulkContentAction();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const [bulkError, setBulkError] = useState<string>();
  const [authorNames, setAuthorNames] = useState<Record<string, string>>({});
  const isEditor = hasRole(user, ['editor']);
  const rows = content.data?.data ?? [];

  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = (all: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      for (const r of rows) {
        if (all) next.add(r.id);
        else next.delete(r.id);
      }
      return next;
    });

  const run = async (action: 'submit' | 'withdraw') => {
    setBulkError(undefined);
    const ids = [...selected];
    const titles = new Map(rows.filter((r) => selected.has(r.id)).map((r) => [r.id, r.title]));
    try {
      const { results } = await bulk.mutateAsync({ action, ids });
      setOutcome({ action, results, titles });
      // Items that failed stay selected, so the editor can fix them and try again.
      setSelected(new Set(results.filter((r) => !r.ok).map((r) => r.id)));
    } catch (e) {
      setBulkError((e as Error).message);
    }
  };

  return (
    <>
      <div className={styles.head}>
        <h1>Content</h1>
        {isEditor && (
          <ButtonLink variant="secondary" to={paths.consoleContentImport.getHref()} className={styles.importLink}>
            Import from Ghost
          </ButtonLink>
        )}
        {isEditor && (
          <details className={styles.newMenu}>
            <summary>New item</summary>
            <ul>
              {CONTENT_KINDS.map((k) => (
                <li key={k}>
                  <ButtonLink variant="link" to={paths.consoleContentNew.getHref(k)}>
                    {CONTENT_KIND_LABELS[k]}
                  </ButtonLink>
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>
      <ContentFilters
        filters={list.filters}
        me={user ? { id: user.id, name: memberName(user) } : undefined}
        authorName={authorNames[list.filters.authorId]}
        onChange={(name, value) => {
          setSelected(new Set());
          list.setFilter(name, value);
        }}
        onClear={list.clearFilters}
        hasFilters={list.hasFilters}
      />
      {outcome && (
        <BulkResults
          action={outcome.action}
          results={outcome.results}
          titles={outcome.titles}
          onDismiss={() => setOutcome(null)}
        />
      )}
      {bulkError && <ErrorState message={bulkError} />}
      {isEditor && (
        <BulkBar
          count={selected.size}
          busy={bulk.isPending}
          canSubmit
          canWithdraw
          onRun={(a) => void run(a)}
          onClear={() => setSelected(new Set())}
        />
      )}
      {content.isPending ? (
        <Spinner label="Loading content" />
      ) : content.isError ? (
        <ErrorState message="The content list could not be loaded." onRetry={() => void content.refetch()} />
      ) : rows.length === 0 ? (
        <div className={styles.empty}>
          <EmptyState>{list.hasFilters ? 'No content matches these filters.' : 'No content yet.'}</EmptyState>
          {list.hasFilters && <Button onClick={list.clearFilters}>Clear filters</Button>}
        </div>
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {content.data.meta.pagination.total} {content.data.meta.pagination.total === 1 ? 'item' : 'items'}
          </p>
          <ContentTable
            rows={rows}
            selected={selected}
            onToggle={toggle}
            onToggleAll={toggleAll}
            sort={list.sort}
            order={list.order}
            onSort={list.sortBy}
            onAuthor={(a) => {
              setAuthorNames((n) => ({ ...n, [a.id]: a.name }));
              list.setFilter('authorId', String(a.id));
            }}
            busy={content.isFetching}
          />
          <Pager meta={content.data.meta.pagination} onPage={list.setPage} label="Content pages" />
        </>
      )}
    </>
  );
}
