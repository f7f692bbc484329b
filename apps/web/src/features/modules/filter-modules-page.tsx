import { useRef, useState, type ReactNode, type Ref } from 'react';
import {
  EDUCATION_TEXT,
  MODULE_SEARCH_SORTS,
  NO_MODULES_TEXT,
  type ModuleSearchForm,
  type ModuleSearchHit,
  type ModuleSearchSort,
} from '@aatd/contract';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { SelectField } from '@/components/ui/field';
import { Pager } from '@/components/ui/pager';
import { useModuleSearch } from './api/search-modules';
import { ModuleHit } from './components/module-hit';
import { ModuleSearchFormView } from './components/module-search-form';
import styles from './components/modules.module.css';

/**
 * /filtermodules — the searchable Modules page (spec part 2 §2.4). Results appear after Search;
 * Other Results come a page at a time, and a new search or sort order starts again at page 1.
 */
export default function FilterModulesPage() {
  const [criteria, setCriteria] = useState<ModuleSearchForm | null>(null);
  const [sort, setSort] = useState<ModuleSearchSort>('newest');
  const [page, setPage] = useState(1);
  const others = useRef<HTMLElement>(null);
  const query = useModuleSearch(criteria && { ...criteria, sort, page });
  const showPage = (n: number) => {
    setPage(n);
    others.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <h1 className={styles.heading}>{EDUCATION_TEXT.modulesSearchTitle}</h1>
      <ModuleSearchFormView
        onSearch={(form) => {
          setCriteria(form);
          setPage(1);
        }}
      />
      <div className={styles.sortRow}>
        <SelectField
          label="Sort by"
          value={sort}
          options={MODULE_SEARCH_SORTS}
          onChange={(e) => {
            setSort(e.target.value as ModuleSearchSort);
            setPage(1);
          }}
        />
      </div>
      {criteria === null ? null : query.isPending ? (
        <Spinner label="Searching modules" />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : (
        <div aria-live="polite" aria-busy={query.isFetching}>
          <HitSection title={EDUCATION_TEXT.bookmarkedSection} hits={query.data.bookmarked} />
          {!criteria.bookmarked && (
            <HitSection ref={others} title={EDUCATION_TEXT.otherSection} hits={query.data.others}>
              <Pager meta={query.data.meta.pagination} onPage={showPage} label="Other Results pages" />
            </HitSection>
          )}
        </div>
      )}
    </>
  );
}

function HitSection({
  title,
  hits,
  ref,
  children,
}: {
  title: string;
  hits: ModuleSearchHit[];
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}) {
  return (
    <section ref={ref} className={styles.section} aria-label={title}>
      <h2>{title}</h2>
      {hits.length === 0 ? (
        <EmptyState>{NO_MODULES_TEXT}</EmptyState>
      ) : (
        <ul className={styles.hits}>
          {hits.map((h) => (
            <ModuleHit key={h.id} hit={h} />
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
