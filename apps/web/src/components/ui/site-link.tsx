import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';
// Deep import: the contract's index would pull zod into the first chunk.
import { matchesRoute } from '@aatd/contract/site-routes';

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * How the page in hand moves to another address: the app's router (client-side, app/site-layout.tsx)
 * or, on a pre-rendered public page that React took over without the router (public-main.tsx), the
 * browser itself. The parts those pages draw (header, footer, cookie banner, landing and legal
 * pages) link through this, so they carry no router code.
 */
export type SiteNavigation = { pathname: string; Link: ComponentType<SiteLinkProps> };

function PlainLink({ to, ...rest }: SiteLinkProps) {
  return <a href={to} {...rest} />;
}

/** Plain links on the page at `pathname`: each one loads the next page from the server. */
export const plainNavigation = (pathname: string): SiteNavigation => ({ pathname, Link: PlainLink });

const NavigationContext = createContext<SiteNavigation>(plainNavigation('/'));

export const SiteNavigationProvider = NavigationContext.Provider;

/** The address of the page shown. */
export const useSitePathname = () => useContext(NavigationContext).pathname;

export function SiteLink(props: SiteLinkProps) {
  const { Link } = useContext(NavigationContext);
  return <Link {...props} />;
}

/** A menu link, marked as the current page (`aria-current="page"`) on exactly its own address. */
export function SiteNavLink(props: SiteLinkProps) {
  const { Link, pathname } = useContext(NavigationContext);
  return <Link aria-current={matchesRoute(props.to, pathname) ? 'page' : undefined} {...props} />;
}
