import type { ReactNode } from 'react';
import { followableCategory, PAGE_SIZE, SORT_BY } from '@aatd/contract';
import { FollowButton } from '@/components/engagement';
import { FilterBar } from '@/components/ui/pager';
import { useSortedPageParams } from '@/lib/use-page-param';
import { useNews } from '../api/get-news';
import { ArticleList } from './article-list';
import styles from './news.module.css';

/** A news list page by tag: heading, optional intro, filter bar (server-side sort), cards, pager. */
export function NewsListPage({
  title,
  tag,
  byMonth,
  children,
}: {
  title: string;
  tag: string;
  byMonth?: boolean;
  children?: ReactNode;
}) {
  const list = useSortedPageParams(SORT_BY, 'added');
  const query = useNews({ tag, page: list.page, limit: PAGE_SIZE.newsByType, sortBy: list.sortBy });
  return (
    <>
      <h1 className={styles.heading}>{title}</h1>
      {followableCategory(tag) && <FollowButton type="category" target={tag} label={title} />}
      {children}
      <FilterBar value={list.sortBy} onChange={list.setSortBy} label={`Sort ${title}`} />
      <ArticleList query={query} onPage={list.setPage} pagerLabel={`${title} pages`} byMonth={byMonth} />
    </>
  );
}
