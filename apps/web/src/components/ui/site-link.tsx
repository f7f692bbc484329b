import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';
// Deep import: the contract's index would pull zod into the first chunk.
import { matchesRoute } from '@aatd/contract/site-routes';

/** `state` travels with the move, as the router's own links carry it (read by useSiteLocationState). */
export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; state?: unknown };

/**
 * How the page in hand moves to another address: the app's router (client-side, app/site-layout.tsx)
 * or, on a pre-rendered public page that React took over without the router (public-main.tsx), the
 * browser itself. The parts those pages draw (header, footer, cookie banner, landing and legal
 * pages) link through this, so they carry no router code.
 */
export type SiteNavigation = { pathname: string; state: unknown; Link: ComponentType<SiteLinkProps> };

/**
 * The router keeps a page's state in the history entry as `{ usr, key, idx }` (React Router's
 * browser history), and a reload keeps the entry's state: so a plain page reads what the app's
 * router left there, and a plain link with state adds an entry in that shape and loads it, for the
 * app (or the next plain page) to read as its own.
 */
type RouterHistoryState = { usr?: unknown; key?: string; idx?: number } | null;
export const historyState = () => (typeof window === 'undefined' ? null : (window.history.state as RouterHistoryState));

/** An entry key in the router's own form (eight base-36 characters). */
export const newHistoryKey = () => Math.random().toString(36).slice(2, 10);

function PlainLink({ to, state, onClick, ...rest }: SiteLinkProps) {
  if (state === undefined) return <a href={to} onClick={onClick} {...rest} />;
  return (
    <a
      href={to}
      onClick={(e) => {
        onClick?.(e);
        // A new tab or window gets the address alone, as it would from the router.
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        const idx = (historyState()?.idx ?? 0) + 1;
        window.history.pushState({ usr: state, key: newHistoryKey(), idx }, '', to);
        window.location.reload();
      }}
      {...rest}
    />
  );
}

/** Plain links on the page at `pathname`: each one loads the next page from the server. */
export const plainNavigation = (pathname: string): SiteNavigation => ({
  pathname,
  state: historyState()?.usr ?? null,
  Link: PlainLink,
});

const NavigationContext = createContext<SiteNavigation>(plainNavigation('/'));

export const SiteNavigationProvider = NavigationContext.Provider;

/** The address of the page shown. */
export const useSitePathname = () => useContext(NavigationContext).pathname;

/** What the page that led here handed over (a link's `state`), or null. */
export const useSiteLocationState = () => useContext(NavigationContext).state;

export function SiteLink(props: SiteLinkProps) {
  const { Link } = useContext(NavigationContext);
  return <Link {...props} />;
}

/** A menu link, marked as the current page (`aria-current="page"`) on exactly its own address. */
export function SiteNavLink(props: SiteLinkProps) {
  const { Link, pathname } = useContext(NavigationContext);
  return <Link aria-current={matchesRoute(props.to, pathname) ? 'page' : undefined} {...props} />;
}
