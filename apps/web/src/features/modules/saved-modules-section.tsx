import { useEffect, useState } from 'react';
import { EDUCATION_TEXT, NO_MODULES_TEXT, PAGE_SIZE, pageMeta, type SavedModule } from '@aatd/contract';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { Pager } from '@/components/ui/pager';
import { paths } from '@/config/paths';
import { useSavedModules } from './api/get-saved-modules';
import { useToggleModuleSave } from './api/save-module';
import styles from './components/modules.module.css';

/**
 * My Account's SAVED MODULES (spec part 2 §2.8): 2 per page, each with Topic and Format tags, View
 * and Unsave. Unsaving refetches the page, so the entry goes and the total drops by one.
 */
export function SavedModulesSection() {
  const [page, setPage] = useState(1);
  const query = useSavedModules(page);
  const total = query.data?.totalCount ?? 0;
  // Unsaving the last entry of the last page steps back a page.
  const emptyPage = page > 1 && query.data?.data.length === 0;
  useEffect(() => {
    if (emptyPage) setPage((p) => p - 1);
  }, [emptyPage]);

  return (
    <section aria-labelledby="saved-modules">
      <h2 id="saved-modules">SAVED MODULES</h2>
      {query.isPending ? (
        <Spinner label="Loading saved modules" />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : query.data.data.length === 0 ? (
        <EmptyState>{NO_MODULES_TEXT}</EmptyState>
      ) : (
        <>
          <p>
            {total} saved {total === 1 ? 'module' : 'modules'}
          </p>
          <ul className={styles.saved}>
            {query.data.data.map((m) => (
              <SavedModuleItem key={m.id} module={m} />
            ))}
          </ul>
          <Pager meta={pageMeta(total, page, PAGE_SIZE.savedModules)} onPage={setPage} label="Saved module pages" />
        </>
      )}
    </section>
  );
}

function SavedModuleItem({ module: m }: { module: SavedModule }) {
  const unsave = useToggleModuleSave(m.id);
  return (
    <li className={styles.savedItem}>
      <div>
        <h3>{m.title}</h3>
        <div className={styles.tags}>
          <span className={styles.tag}>Topic: {m.topic}</span>
          <span className={styles.tag}>Format: {m.format}</span>
        </div>
      </div>
      <div className={styles.controls}>
        <ButtonLink to={paths.module.getHref(m.id)} variant="secondary" aria-label={`View ${m.title}`}>
          View
        </ButtonLink>
        <Button variant="danger" disabled={unsave.isPending} onClick={() => unsave.mutate(true)} aria-label={`${EDUCATION_TEXT.unsave} ${m.title}`}>
          {EDUCATION_TEXT.unsave}
        </Button>
      </div>
    </li>
  );
}
