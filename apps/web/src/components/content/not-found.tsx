import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';

/** What a content route shows for a slug or id that does not exist (inside the community layout). */
export function ContentNotFound({ what = 'page' }: { what?: 'page' | 'article' | 'conference' | 'item' | 'module' | 'post' }) {
  const t = useT();
  usePageTitle(t('title.pageNotFound'));
  return (
    <>
      <h1>{t('notFound.heading')}</h1>
      <EmptyState>{t('notFound.content', { what })}</EmptyState>
      <ButtonLink to={paths.community.getHref()} variant="secondary">
        {t('notFound.backToCommunity')}
      </ButtonLink>
    </>
  );
}
