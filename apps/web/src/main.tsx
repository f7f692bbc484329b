import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, createAppRouter, type AppRouterInstance } from './app/router';
import { setBannerInServerHtml } from './features/cookies/open-cookie-settings';
import { authStore } from './lib/auth-store';
import './styles/global.css';

const container = document.getElementById('root')!;
const app = (router: AppRouterInstance) => (
  <StrictMode>
    <AppProvider>
      <AppRouter router={router} />
    </AppProvider>
  </StrictMode>
);

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
