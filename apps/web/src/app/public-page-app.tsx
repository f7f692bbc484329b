import { StrictMode, useMemo, type ComponentType } from 'react';
import { plainNavigation, SiteNavigationProvider } from '@/components/ui/site-link';
import { PageFrame } from './page-frame';

/**
 * A public page as a visitor gets it, without the app's router or data layer: the server renders
 * this tree to HTML (prerender.tsx) and the browser hydrates the same tree (public-main.tsx), so
 * React takes the HTML over as it is. Its links load the next page from the server, which sends
 * it pre-rendered too; the app itself comes with the first page that needs it (login, register,
 * any member page).
 */
export function PublicPageApp({ pathname, Page }: { pathname: string; Page: ComponentType }) {
  const navigation = useMemo(() => plainNavigation(pathname), [pathname]);
  return (
    <StrictMode>
      <SiteNavigationProvider value={navigation}>
        <PageFrame>
          <Page />
        </PageFrame>
      </SiteNavigationProvider>
    </StrictMode>
  );
}
