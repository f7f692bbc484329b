import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';

/** What a content route shows for a slug or id that does not exist (inside the community layout). */
export function ContentNotFound({ what = 'page' }: { what?: string }) {
  usePageTitle('Page not found');
  return (
    <>
      <h1>404: Page not found</h1>
      <EmptyState>This {what} does not exist or is no longer available.</EmptyState>
      <ButtonLink to={paths.community.getHref()} variant="secondary">
        Back to Community
      </ButtonLink>
    </>
  );
}
