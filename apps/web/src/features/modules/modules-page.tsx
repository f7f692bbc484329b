import { useSearchParams } from 'react-router';
import { EDUCATION_TEXT, NO_MODULES_TEXT, type ModuleSortBy } from '@aatd/contract';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { FilterBar, Pager } from '@/components/ui/pager';
import styles from '@/components/content/content.module.css';
import { paths } from '@/config/paths';
import { useModules } from './api/get-modules';
import { ModuleCard } from './components/module-card';
import page from './components/modules.module.css';

/** Just added, Most viewed and Recommended (how often members saved a module). */
const FILTERS: ReadonlyArray<{ value: ModuleSortBy; label: string }> = [
  { value: 'added', label: 'Just added' },
  { value: 'views', label: 'Most viewed' },
  { value: 'recommended', label: 'Recommended' },
];

/** /community/education/cmemodules — the module list; Filter opens the searchable Modules page. */
export default function ModulesPage() {
  const [params, setParams] = useSearchParams();
  const current = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sortBy = FILTERS.find((f) => f.value === params.get('sortBy'))?.value ?? 'added';
  const query = useModules({ page: current, sortBy });

  return (
    <>
      <div className={page.head}>
        <h1 className={page.heading}>{EDUCATION_TEXT.modulesHeading}</h1>
        <ButtonLink to={paths.filterModules.getHref()} variant="secondary">
          Filter
        </ButtonLink>
      </div>
      <FilterBar
        value={sortBy}
        onChange={(s) => setParams({ page: '1', sortBy: s })}
        options={FILTERS}
        label="Sort education modules"
      />
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
          <Pager
            meta={query.data.meta.pagination}
            onPage={(p) => setParams({ page: String(p), sortBy })}
            label="Module pages"
          />
        </>
      )}
    </>
  );
}
