import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/**
 * A page's own title when it depends on data (an article's title, a member's name). The route
 * table gives every other page its title; this one wins while the page that set it is shown.
 */
let current: { key: string; title: string } | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** The title a page set for this location, if any. */
export const usePageTitleOverride = (locationKey: string) =>
  useSyncExternalStore(
    subscribe,
    () => (current?.key === locationKey ? current.title : undefined),
    () => undefined,
  );

/** Names the document after this page (e.g. the article's title) once the data is there. */
export function usePageTitle(title: string | undefined) {
  const { key } = useLocation();
  useEffect(() => {
    if (!title) return;
    const mine = { key, title };
    current = mine;
    emit();
    return () => {
      if (current === mine) {
        current = null;
        emit();
      }
    };
  }, [key, title]);
}

/** "Clinical News · AATD HCP Community"; the home page is the site name alone. */
export const documentTitle = (page: string | undefined, siteName: string) =>
  page ? `${page} · ${siteName}` : siteName;
