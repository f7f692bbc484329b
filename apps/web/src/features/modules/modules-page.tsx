import { EDUCATION_TEXT, NO_MODULES_TEXT, type ModuleSortBy } from '@aatd/contract';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { FilterBar, Pager } from '@/components/ui/pager';
import styles from '@/components/content/content.module.css';
import { paths } from '@/config/paths';
import { useSortedPageParams } from '@/lib/use-page-param';
import { useModules } from './api/get-modules';
import { ModuleCard } from './components/module-card';
import page from './components/modules.module.css';

/** Just added, Most viewed and Recommended (how often members saved a module). */
const FILTERS: ReadonlyArray<{ value: ModuleSortBy; label: string }> = [
  { value: 'added', label: 'Just added' },
  { value: 'views', label: 'Most viewed' },
  { value: 'recommended', label: 'Recommended' },
];
const SORTS = FILTERS.map((f) => f.value);

/** /community/education/cmemodules — the module list; Filter opens the searchable Modules page. */
export default function ModulesPage() {
  const { page: current, sortBy, setPage, setSortBy } = useSortedPageParams(SORTS, 'added', { scrollToTop: true });
  const query = useModules({ page: current, sortBy });

  return (
    <>
      <div className={page.head}>
        <h1 className={page.heading}>{EDUCATION_TEXT.modulesHeading}</h1>
        <ButtonLink to={paths.filterModules.getHref()} variant="secondary">
          Filter
        </ButtonLink>
      </div>
      <FilterBar value={sortBy} onChange={setSortBy} options={FILTERS} label="Sort education modules" />
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : query.data.data.length === 0 ? (
        <EmptyState>{NO_MODULES_TEXT}</EmptyState>
      ) : (
        <>
          <div className={styles.grid} aria-busy={query.isFetching}>
            {query.data.data.map((m) => (
              <ModuleCard key={m.id} module={m} />
            ))}
          </div>
          <Pager meta={query.data.meta.pagination} onPage={setPage} label="Module pages" />
        </>
      )}
    </>
  );
}
