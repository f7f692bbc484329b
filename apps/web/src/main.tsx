import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, createAppRouter, type AppRouterInstance } from './app/router';
import { setBannerInServerHtml } from './features/cookies/open-cookie-settings';
import { authStore } from './lib/auth-store';
import { hydrateInSlices } from './lib/hydrate-in-slices';
import './styles/global.css';

const container = document.getElementById('root')!;
const app = (router: AppRouterInstance) => (
  <StrictMode>
    <AppProvider>
      <AppRouter router={router} />
    </AppProvider>
  </StrictMode>
);

const session = authStore.get();
if (container.hasAttribute('data-prerendered') && !session) {
  // The HTML is the visitor's view: React takes it over as it is, cookie banner or not.
  setBannerInServerHtml(container.hasAttribute('data-cookie-banner'));
  void createAppRouter({ loadPageFirst: true }).then((router) => hydrateInSlices(container, app(router)));
} else if ((container.hasAttribute('data-member-view') || container.hasAttribute('data-drawn')) && session) {
  // The HTML is a member's first view (the same for every member), or their page as the server drew
  // it (decision 0070): it stays until the app's first render replaces it in one step, so the page
  // and its data are loaded first and nothing blinks in between.
  // In a transition: the page is on screen already, so React renders it in slices between other
  // work (a tap, a scroll) rather than in one long task, and puts it in place in one commit.
  void createAppRouter({ loadPageFirst: true }).then((router) => {
    container.removeAttribute('data-member-view');
    container.removeAttribute('data-drawn');
    const root = createRoot(container);
    startTransition(() => root.render(app(router)));
  });
} else {
  // A member never saw the visitor's view, nor a visitor a member's (the server's session hint hid
  // it): draw theirs afresh.
  container.replaceChildren();
  for (const mark of ['data-prerendered', 'data-member-view', 'data-drawn']) container.removeAttribute(mark);
  void createAppRouter({ loadPageFirst: false }).then((router) => createRoot(container).render(app(router)));
}
