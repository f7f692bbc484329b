import { PublicPageApp } from './app/public-page-app';
import { publicPageAt } from './app/routes/public';
import { setBannerInServerHtml } from './features/cookies/open-cookie-settings';
import { authStore } from './lib/auth-store';
import { hydrateInSlices } from './lib/hydrate-in-slices';
import './styles/global.css';

/**
 * The entry of the pre-rendered public pages (landing, about, contact, legal, login; the server
 * links it in their HTML): React, the page and its frame, no router and no data layer, so a visitor's first
 * page stays small (at most 100 KB of JavaScript, gzipped). Anything else, a signed-in
 * member above all, is drawn by the whole app (main.tsx).
 */
const container = document.getElementById('root')!;
const page = publicPageAt(window.location.pathname);
const drawWithApp = () => import('./main');

if (!page || !container.hasAttribute('data-prerendered') || authStore.get()) {
  void drawWithApp();
} else {
  // The HTML is the visitor's view: React takes it over as it is, cookie banner or not.
  setBannerInServerHtml(container.hasAttribute('data-cookie-banner'));
  void page.load().then(({ default: Page }) => {
    const root = hydrateInSlices(container, <PublicPageApp pathname={window.location.pathname} Page={Page} />);
    // Signed in meanwhile (in another tab): the member's own view of this page comes from the app.
    const stop = authStore.subscribe((session) => {
      if (!session) return;
      stop();
      root.unmount();
      void drawWithApp();
    });
  });
}
