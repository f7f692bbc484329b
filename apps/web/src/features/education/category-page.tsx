import { useParams } from 'react-router';
import { followableCategory, noPostsText, educationCategory } from '@aatd/contract';
import { FollowButton } from '@/components/engagement';
import { ContentNotFound } from '@/components/content/not-found';
import { FilterBar, Pager } from '@/components/ui/pager';
import { usePageTitle } from '@/lib/page-title';
import { useSortedPageParams } from '@/lib/use-page-param';
import { useCategoryPosts } from './api/get-category-posts';
import { EDUCATION_FILTERS } from './components/filters';
import { PostGrid } from './components/post-grid';
import styles from './components/education.module.css';

const SORTS = EDUCATION_FILTERS.map((f) => f.value);

/** /community/education/:slug — a category's posts with filter and pagination (spec part 2 §2.1). */
export default function CategoryPage() {
  const { slug = '' } = useParams();
  const category = educationCategory(slug);
  const known = category && (category.group === 'education' || category.group === 'therapy');
  return known ? <CategoryList slug={category.slug} label={category.label} /> : <ContentNotFound />;
}

export function CategoryList({ slug, label }: { slug: string; label: string }) {
  const { page, sortBy, setPage, setSortBy } = useSortedPageParams(SORTS, 'added', { scrollToTop: true });
  const query = useCategoryPosts(slug, { page, sortBy });
  usePageTitle(label);
  return (
    <>
      <h1 className={styles.heading}>{label}</h1>
      {followableCategory(slug) && <FollowButton type="category" target={slug} label={label} />}
      <FilterBar value={sortBy} onChange={setSortBy} options={EDUCATION_FILTERS} label={`Sort ${label}`} />
      <PostGrid query={query} emptyText={noPostsText(label)} headingLevel="h2" />
      {query.data && <Pager meta={query.data.meta.pagination} onPage={setPage} label={`${label} pages`} />}
    </>
  );
}
