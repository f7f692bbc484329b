import { useParams } from 'react-router';
import { educationCategory } from '@aatd/contract';
import { ContentNotFound } from '@/components/content/not-found';
import { Pager } from '@/components/ui/pager';
import { usePageParam } from '@/lib/use-page-param';
import { useResourcePosts } from './api/get-resource-posts';
import { ResourcePosts } from './components/resource-posts';
import styles from './components/resources.module.css';

/** /community/resources/:slug and /community/links/:slug: one section's posts, page by page. */
export function ResourceListPage({ group }: { group: 'resources' | 'links' }) {
  const { slug = '' } = useParams();
  const category = educationCategory(slug);
  if (!category || category.group !== group) return <ContentNotFound />;
  return <List slug={category.slug} label={category.label} />;
}

function List({ slug, label }: { slug: string; label: string }) {
  const { page, setPage } = usePageParam({ scrollToTop: true });
  const query = useResourcePosts(slug, page);
  return (
    <>
      <h1 className={styles.heading}>{label}</h1>
      <ResourcePosts query={query} label={label} headingLevel="h2" />
      {query.data && <Pager meta={query.data.meta.pagination} onPage={setPage} label={`${label} pages`} />}
    </>
  );
}

export const ResourceList = () => <ResourceListPage group="resources" />;
export const LinkList = () => <ResourceListPage group="links" />;
