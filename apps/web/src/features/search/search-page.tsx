import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import {
  SEARCH_TEXT,
  searchGroupLabel,
  SEARCH_RANKED_PER_GROUP,
  searchGroupOf,
  titleCase,
  type SearchGroup,
  type SearchGroupKey,
} from '@aatd/contract';
import { paths } from '@/config/paths';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { Pager } from '@/components/ui/pager';
import { usePageParam } from '@/lib/use-page-param';
import { useSiteSearch } from './api/site-search';
import { PostHitItem, ProfileHitItem } from './components/search-hit';
import { SearchForm } from './components/search-form';
import styles from './components/search.module.css';

function GroupHits({ group }: { group: SearchGroup }) {
  return (
    <ul className={styles.hits}>
      {group.hits.map((hit) =>
        hit.type === 'profile' ? (
          <ProfileHitItem key={`p${hit.id}`} hit={hit} />
        ) : (
          <PostHitItem key={hit.id} hit={hit} group={group.key} />
        ),
      )}
    </ul>
  );
}

/**
 * /search and /search/:searchCategory (part 2 §2.16). The submitted term and the category's page
 * live in the URL (?q=&page=), so results survive a reload and the back button.
 */
export default function SearchPage() {
  const { searchCategory } = useParams();
  const category = searchGroupOf(searchCategory);
  const [params, setParams] = useSearchParams();
  const { page, setPage } = usePageParam({ scrollToTop: true });
  const q = (params.get('q') ?? '').trim();
  const search = useSiteSearch(q, category, page);
  if (searchCategory && !category) return <Navigate to={paths.search.getHref()} replace />;

  const label = category ? searchGroupLabel(category) : undefined;
  const heading = label ? SEARCH_TEXT.categoryHeading(label) : q ? titleCase(q) : SEARCH_TEXT.heading;
  return (
    <>
      <h1>{heading}</h1>
      <SearchForm
        key={q}
        initial={q}
        placeholder={label ? SEARCH_TEXT.categoryHeading(label) : SEARCH_TEXT.placeholder}
        onSearch={(term) => setParams({ q: term })}
      />
      {q && <Results q={q} category={category} label={label} search={search} onPage={setPage} />}
    </>
  );
}

function Results({
  q,
  category,
  label,
  search,
  onPage,
}: {
  q: string;
  category?: SearchGroupKey;
  label?: string;
  search: ReturnType<typeof useSiteSearch>;
  onPage: (page: number) => void;
}) {
  if (search.isPending) return <Spinner label="Searching" />;
  if (search.isError) return <ErrorState onRetry={() => void search.refetch()} />;
  const groups = search.data.groups.filter((g) => g.hits.length > 0);
  if (category && label) {
    const { pagination } = search.data;
    return (
      <section className={styles.group} aria-labelledby="category-results" aria-busy={search.isPlaceholderData}>
        <h2 id="category-results">{label}</h2>
        {groups[0] ? <GroupHits group={groups[0]} /> : <EmptyState>{SEARCH_TEXT.categoryEmpty(label)}</EmptyState>}
        {pagination && <Pager meta={pagination} onPage={onPage} label={`${label} result pages`} />}
      </section>
    );
  }
  if (groups.length === 0) return <EmptyState>{SEARCH_TEXT.empty}</EmptyState>;
  return (
    <>
      {groups.map((g) => (
        <section key={g.key} className={styles.group} aria-labelledby={`group-${g.key}`}>
          <h2 id={`group-${g.key}`}>{g.label}</h2>
          <GroupHits group={g} />
          {g.total > g.hits.length && (
            <Link className={styles.seeAll} to={`${paths.searchCategory.getHref(g.key)}?${new URLSearchParams({ q })}`}>
              {SEARCH_TEXT.seeAll(g.total, g.label, g.key !== 'profiles' && g.total >= SEARCH_RANKED_PER_GROUP)}
            </Link>
          )}
        </section>
      ))}
    </>
  );
}
