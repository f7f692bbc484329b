import { EDUCATION_TEXT } from '@aatd/contract';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { DEFAULT_FILTERS, FilterBar, Pager } from '@/components/ui/pager';
import styles from '@/components/content/content.module.css';
import { paths } from '@/config/paths';
import { useSortedPageParams } from '@/lib/use-page-param';
import { useConferences } from './api/get-conferences';
import { ConferenceCard } from './components/conference-card';
import page from './components/conferences.module.css';

const SORTS = DEFAULT_FILTERS.map((f) => f.value);

/** /community/education/conferencehighlights — Search, the filters, cards and pages (spec part 2 §2.3). */
export default function ConferencesPage() {
  const { page: current, sortBy, setPage, setSortBy } = useSortedPageParams(SORTS, 'added', { scrollToTop: true });
  const query = useConferences({ page: current, sortBy });

  return (
    <>
      <div className={page.head}>
        <h1 className={page.heading}>{EDUCATION_TEXT.conferencesHeading}</h1>
        <ButtonLink to={paths.search.getHref()} variant="secondary">
          Search
        </ButtonLink>
      </div>
      <FilterBar value={sortBy} onChange={setSortBy} label="Sort conference highlights" />
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : query.data.data.length === 0 ? (
        <EmptyState>No conference highlights found</EmptyState>
      ) : (
        <>
          <div className={styles.grid} aria-busy={query.isFetching}>
            {query.data.data.map((c) => (
              <ConferenceCard key={c.id} conference={c} />
            ))}
          </div>
          <Pager meta={query.data.meta.pagination} onPage={setPage} label="Conference pages" />
        </>
      )}
    </>
  );
}
