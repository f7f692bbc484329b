/**
 * The server-side entry: renders the public pages' visitor view to HTML, which the
 * server sends in place of the empty app shell so the first paint does not wait for JavaScript;
 * the browser then hydrates it (public-main.tsx for the public pages and login, main.tsx for
 * registration). Built by `vite build` into dist/.vite/ssr/ (see vite.config.ts) and run by the
 * server once per page at start-up, with the deployment's own wording (GET /api/site), so the
 * HTML always matches what the browser renders. It also draws the article page for the member who
 * asks, per request, with their article (drawArticlePage, decision 0070).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { PostDetail, SiteConfig } from '@aatd/contract';
import { SITE_ROUTES } from '@aatd/contract/site-routes';
import { AppProvider } from './app/provider';
import { PublicPageApp } from './app/public-page-app';
import { CONSENT_COOKIES, setBannerInServerHtml } from './features/cookies/open-cookie-settings';
import { routes } from './app/routes';
import type { RouteHandle } from './app/routes/lazy';
import { publicPageAt } from './app/routes/public';
import { setSessionInServerHtml } from './lib/auth-store';
import { documentTitle } from './lib/page-title';
import { createQueryClient } from './lib/query-client';
import { getArticleQueryOptions } from './features/news/api/get-article';
import { siteConfigStore } from './lib/site-config';
import { i18nStore, type Messages } from './lib/i18n';
import type { Locale } from '@aatd/contract/locales';
import en from './locales/en.json';
import de from './locales/de.json';
import ar from './locales/ar.json';

/** The build's two entries, as the manifest names them: the public pages' and the whole app's. */
const PUBLIC_ENTRY = 'src/public-main.tsx';
const APP_ENTRY = 'index.html';

/**
 * Whose view the server draws: a visitor's, which React takes over as it is, or a member's first
 * view, shown only to a browser holding a session (the server's session hint) and drawn over by the
 * app at once. A member's first view holds nothing of any one member (their name and counts come
 * with the app, as they do while it loads them): only pages that read no data qualify.
 */
export type PrerenderedView = 'visitor' | 'member';

/**
 * The pre-rendered pages: the entry that takes each over and the source modules its page loads,
 * so the server can link the entry and inline the page's own CSS (names as in the build manifest),
 * and whose view it is (a visitor's unless named). Keep in step with app/routes/public.tsx,
 * identity.tsx and index.tsx; the server refuses a module the manifest does not know. The public
 * pages and the login form need nothing of the app; registration (its Terms and Privacy popups)
 * and the community home are drawn by the app's router.
 */
export const PRERENDERED_PAGES: Record<string, { entry: string; modules: readonly string[]; view?: PrerenderedView }> =
  {
    [SITE_ROUTES.home]: { entry: PUBLIC_ENTRY, modules: ['src/features/landing/components/landing-page.tsx'] },
    [SITE_ROUTES.aboutUs]: { entry: PUBLIC_ENTRY, modules: ['src/features/legal/components/about-us-page.tsx'] },
    [SITE_ROUTES.contactUs]: { entry: PUBLIC_ENTRY, modules: ['src/features/legal/components/contact-us-page.tsx'] },
    [SITE_ROUTES.privacyPolicy]: {
      entry: PUBLIC_ENTRY,
      modules: ['src/features/legal/components/privacy-policy-page.tsx'],
    },
    [SITE_ROUTES.cookiePolicy]: {
      entry: PUBLIC_ENTRY,
      modules: ['src/features/legal/components/cookie-policy-page.tsx'],
    },
    [SITE_ROUTES.terms]: { entry: PUBLIC_ENTRY, modules: ['src/features/legal/components/terms-page.tsx'] },
    [SITE_ROUTES.login]: { entry: PUBLIC_ENTRY, modules: ['src/features/identity/login-page.tsx'] },
    [SITE_ROUTES.register]: {
      entry: APP_ENTRY,
      modules: [
        'src/features/registration/register-page.tsx',
        'src/features/legal/components/terms-content.tsx',
        'src/features/legal/components/privacy-content.tsx',
      ],
    },
    // The members' home: its menu is the same for every member, so a phone draws it before the app's code has arrived.
    [SITE_ROUTES.community]: {
      entry: APP_ENTRY,
      modules: ['src/app/community/community-home.tsx'],
      view: 'member',
    },
  };

/**
 * Member pages the server draws for the member who asks (decision 0070): the article page, whose
 * title and text are the largest paint. Its shell's first script asks for the page's HTML (`view`,
 * the server's GET answering text/html, drawn by drawArticlePage below) beside its data, and puts it
 * into #root; the app's code (`entry`, and the chunks of `modules` beside it) is asked for once that
 * is painted. Only a module's static imports come with it: the comments and the rating, share and
 * leave-site popups, which the article page imports lazily (components/engagement), come after.
 */
export const DRAWN_ROUTES: Record<string, { entry: string; modules: readonly string[]; view: string }> = {
  [SITE_ROUTES.article]: {
    entry: APP_ENTRY,
    modules: ['src/features/news/article-page.tsx'],
    view: 'GET /api/information/news/:articleId/view?type=:articleType',
  },
};

/**
 * What every member page asks first: who is signed in (lib/current-user.ts), their notices
 * (member-notices.tsx), and the cookie for members-only images (lib/media-session.ts).
 */
const MEMBER_PAGE_REQUESTS = ['GET /api/user', 'GET /api/user/notices', 'POST /api/media/session'] as const;

/**
 * Of the member pages (pre-rendered or drawn), the requests each one's HTML starts before the
 * app's JavaScript arrives (the server's plugins/early-request.ts); the app takes their answers
 * (lib/early-request.ts). Each is
 * the same method and address as the app's own call (for the article,
 * features/news/api/get-article.ts), or it is not taken.
 */
export const EARLY_REQUESTS: Record<string, readonly string[]> = {
  [SITE_ROUTES.community]: MEMBER_PAGE_REQUESTS,
  [SITE_ROUTES.article]: [...MEMBER_PAGE_REQUESTS, 'GET /api/information/news/:articleId'],
};

export type PrerenderedPage = { html: string; title: string };

/**
 * Every language's catalogue, parsed at build time (catalogue-compiler.ts): the server draws each
 * page in each language with them and puts the page's own in it as a JSON data block (lib/i18n.ts).
 */
export const CATALOGUES: Record<Locale, Messages> = { en, de, ar };

/** A visitor holding any of these cookies has made their cookie choice: no banner for them. */
export const CONSENT_COOKIE_NAMES: readonly string[] = CONSENT_COOKIES;

/**
 * The view of one pre-rendered page (a visitor's, or a member's first view): the markup inside
 * #root and the document title, with the cookie banner (a first visit) or without it (a choice was made).
 */
export async function renderPage(
  pathname: string,
  site: SiteConfig,
  { cookieBanner, view = 'visitor', locale = 'en' }: { cookieBanner: boolean; view?: PrerenderedView; locale?: Locale },
): Promise<PrerenderedPage> {
  const settings = settingsFor(site, cookieBanner, view === 'member', locale);
  const publicPage = publicPageAt(pathname);
  if (publicPage) {
    const { default: Page } = await publicPage.load();
    settings();
    const html = renderToString(<PublicPageApp pathname={pathname} Page={Page} />);
    return { html, title: documentTitle(publicPage.title, site.siteName) };
  }
  const { html, title } = await renderRoute(pathname, createQueryClient(), settings);
  return { html, title: documentTitle(title, site.siteName) };
}

/**
 * The article page at `pathname` as the app draws it for the member whose article this is (their
 * saved flag, rating and comments in it): the inside of #root, which the shell's script shows until
 * the app takes over (decision 0070). The query cache is this page's own; the settings below are
 * the module's, set just before React's render, which runs to its end without yielding, so
 * concurrent requests do not mix them.
 */
export async function drawArticlePage(
  pathname: string,
  site: SiteConfig,
  article: PostDetail,
  { cookieBanner, locale = 'en' }: { cookieBanner: boolean; locale?: Locale },
): Promise<string> {
  const client = createQueryClient();
  client.setQueryData(getArticleQueryOptions(article.id).queryKey, article);
  return (await renderRoute(pathname, client, settingsFor(site, cookieBanner, true, locale))).html;
}

/** The module settings a server render reads (wording, language, banner, session), as a step run just before it. */
const settingsFor = (site: SiteConfig, cookieBanner: boolean, signedIn: boolean, locale: Locale) => () => {
  siteConfigStore.set(site);
  i18nStore.set(locale, CATALOGUES[locale]);
  setBannerInServerHtml(cookieBanner);
  setSessionInServerHtml(signedIn);
};

const staticHandler = createStaticHandler(routes);

/** A page of the app's router as HTML, with this query cache; `beforeRender` runs just before React's render. */
async function renderRoute(pathname: string, client: QueryClient, beforeRender?: () => void) {
  const context = await staticHandler.query(new Request(new URL(pathname, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${pathname} redirects; only plain pages can be pre-rendered`);
  if (context.statusCode !== 200) {
    const cause: unknown = context.errors ? Object.values(context.errors)[0] : undefined;
    throw new Error(`${pathname} answered ${context.statusCode}`, { cause });
  }
  const router = createStaticRouter(staticHandler.dataRoutes, context);
  beforeRender?.();
  const html = renderToString(
    <StrictMode>
      <AppProvider client={client}>
        {/* No hydration data script: the strict CSP allows no inline script, and the app loads its own data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  const pageTitle = [...context.matches].reverse().find((m) => (m.route.handle as RouteHandle | undefined)?.title)
    ?.route.handle as RouteHandle | undefined;
  return { html, title: pageTitle?.title };
}
