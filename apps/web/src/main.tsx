import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { SiteConfig } from '@aatd/contract';
import { AppProvider } from './app/provider';
import { AppRouter, createAppRouter, type AppRouterInstance } from './app/router';
import { setBannerInServerHtml } from './features/cookies/open-cookie-settings';
import { authStore } from './lib/auth-store';
import { queryClient } from './lib/query-client';
import { siteConfigQueryOptions } from './lib/site-config';
import './styles/global.css';

const container = document.getElementById('root')!;
const app = (router: AppRouterInstance) => (
  <StrictMode>
    <AppProvider>
      <AppRouter router={router} />
    </AppProvider>
  </StrictMode>
);

// A pre-rendered page carries the wording it was rendered with (plugins/prerendered-pages.ts on
// the server); starting from it keeps the first render equal to the HTML, with no request.
const siteData = document.getElementById('site-config')?.textContent;
if (siteData) queryClient.setQueryData(siteConfigQueryOptions.queryKey, JSON.parse(siteData) as SiteConfig);

if (container.hasAttribute('data-prerendered') && !authStore.get()) {
  // The HTML is the visitor's view: React takes it over as it is, cookie banner or not.
  setBannerInServerHtml(container.hasAttribute('data-cookie-banner'));
  void createAppRouter({ loadPageFirst: true }).then((router) => hydrateRoot(container, app(router)));
} else {
  // A signed-in member never saw the visitor's view (the server's session hint hid it): draw theirs afresh.
  container.replaceChildren();
  container.removeAttribute('data-prerendered');
  void createAppRouter({ loadPageFirst: false }).then((router) => createRoot(container).render(app(router)));
}
