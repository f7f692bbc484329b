import type { ReactNode } from 'react';
import { PAGE_SIZE } from '@aatd/contract';
import { FilterBar } from '@/components/ui/pager';
import { useNews } from '../api/get-news';
import { ArticleList } from './article-list';
import { useListState } from './use-list-state';
import styles from './news.module.css';

/** A news list page by tag: heading, optional intro, filter bar (server-side sort), cards, pager. */
export function NewsListPage({ title, tag, children }: { title: string; tag: string; children?: ReactNode }) {
  const list = useListState();
  const query = useNews({ tag, page: list.page, limit: PAGE_SIZE.newsByType, sortBy: list.sortBy });
  return (
    <>
      <h1 className={styles.heading}>{title}</h1>
      {children}
      <FilterBar value={list.sortBy} onChange={list.setSort} label={`Sort ${title}`} />
      <ArticleList query={query} onPage={list.setPage} pagerLabel={`${title} pages`} />
    </>
  );
}
