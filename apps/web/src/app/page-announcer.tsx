import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useSiteConfig } from '@/lib/site-config';
import { documentTitle, usePageTitleOverride } from '@/lib/page-title';
import type { RouteHandle } from './routes/lazy';

/** Waits (a few seconds at most) for the new page's h1 and moves focus to it. */
function focusHeadingWhenShown(): () => void {
  const main = document.getElementById('main');
  if (!main) return () => undefined;
  const focus = () => {
    const h1 = main.querySelector('h1');
    if (!h1) return false;
    h1.tabIndex = -1;
    h1.focus({ preventScroll: true });
    return true;
  };
  if (focus()) return () => undefined;
  const observer = new MutationObserver(() => focus() && observer.disconnect());
  observer.observe(main, { childList: true, subtree: true });
  const stop = window.setTimeout(() => observer.disconnect(), 5000);
  return () => {
    observer.disconnect();
    window.clearTimeout(stop);
  };
}

/**
 * Tells the member (and their screen reader) which page they are on: the document title names
 * each page ("Clinical News · AATD HCP Community", or an article's own title), and after an
 * in-app navigation focus moves to the new page's heading, so it is announced like a page load.
 */
export function PageAnnouncer() {
  const site = useSiteConfig();
  const location = useLocation();
  const matches = useMatches();
  const override = usePageTitleOverride(location.key);
  const routeTitle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;
  const title = documentTitle(override ?? routeTitle?.title, site.siteName);

  useEffect(() => {
    document.title = title;
  }, [title]);

  const firstPath = useRef(location.pathname);
  useEffect(() => {
    // The first page load is announced by the browser itself; only later navigations need help.
    if (location.pathname === firstPath.current) return;
    firstPath.current = '';
    return focusHeadingWhenShown();
  }, [location.pathname]);
  return null;
}
