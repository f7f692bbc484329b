import { useState, type ReactNode } from 'react';
import { EDUCATION_TEXT, noPostsText, type EducationCategory, type SortBy } from '@aatd/contract';
import { ButtonLink } from '@/components/ui/button-link';
import { FilterBar } from '@/components/ui/pager';
import { paths } from '@/config/paths';
import { useCategoryPosts } from '../api/get-category-posts';
import { EDUCATION_FILTERS } from './filters';
import { PostGrid } from './post-grid';
import styles from './education.module.css';

/**
 * One block of the hub: the category's first 3 posts under its filter, and View More to its list.
 * Changing the filter reloads from the first page.
 */
export function CategoryBlock({ category, extra }: { category: EducationCategory; extra?: ReactNode }) {
  const [sortBy, setSortBy] = useState<SortBy>('added');
  const query = useCategoryPosts(category.slug, { page: 1, sortBy });
  const id = `block-${category.slug}`;
  return (
    <section className={styles.block} aria-labelledby={id}>
      <div className={styles.blockHead}>
        <h2 id={id}>{category.label}</h2>
        <FilterBar value={sortBy} onChange={setSortBy} options={EDUCATION_FILTERS} label={`Sort ${category.label}`} />
      </div>
      <PostGrid query={query} emptyText={noPostsText(category.label)} />
      <div className={styles.blockFoot}>
        <ButtonLink
          to={paths.educationCategory.getHref(category.slug)}
          aria-label={`${EDUCATION_TEXT.viewMore}: ${category.label}`}
        >
          {EDUCATION_TEXT.viewMore}
        </ButtonLink>
        {extra}
      </div>
    </section>
  );
}
