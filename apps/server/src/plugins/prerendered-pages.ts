import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { SiteConfig } from '@aatd/contract';
import { SESSION_HINT_CSP_SOURCE, SESSION_HINT_SCRIPT } from './session-hint.js';
import { appBootScript } from './app-boot.js';
import { earlyRequestScript } from './early-request.js';
import { chunksOf, loadPrerenderModule, readManifest, type Manifest } from './web-build.js';

export type PreloadedShell = { html: string; scriptCspSource?: string };

/** One pre-rendered HTML document, with the compressed copies made once. */
export type PrerenderedDocument = { html: Buffer; br: Buffer; gzip: Buffer };
/**
 * A page as a first visit gets it (with the cookie banner) and as it is once the choice is made,
 * and the CSP sources of its inline scripts (the session hint, and its early requests' when it has them).
 */
export type PrerenderedPage = {
  firstVisit: PrerenderedDocument;
  decided: PrerenderedDocument;
  scriptCspSource: string;
};
export type PrerenderedPages = {
  pages: Map<string, PrerenderedPage>;
  consentCookies: readonly string[];
  /**
   * App-shell HTML per route pattern, preloading that route's JavaScript, and the CSP source of its
   * early requests' inline script (plugins/early-request.ts) when it has one.
   */
  preloadedShells: Map<string, PreloadedShell>;
};

const compressed = (page: string): PrerenderedDocument => {
  const html = Buffer.from(page);
  return {
    html,
    br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(html, { level: 9 }),
  };
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
/** JSON inside a script data block: `<` escaped so no text can close the element. */
const jsonForHtml = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

/**
 * The site wording as a JSON data block after #root, which the app reads (main.tsx) instead of
 * asking GET /api/site: on a pre-rendered page so its first render matches the HTML, in the plain
 * app shell so a member's page waits one round trip less.
 */
export const withSiteConfig = (template: string, site: SiteConfig) =>
  template.replace(
    '<div id="root"></div>',
    () => `<div id="root"></div>\n    <script type="application/json" id="site-config">${jsonForHtml(site)}</script>`,
  );

/** What Vite wrote into index.html's head for the app's entry: its script, preloads and stylesheets. */
const ENTRY_TAGS =
  /\s*(?:<script type="module" crossorigin src="\/assets\/[^"]+"><\/script>|<link rel="(?:modulepreload|stylesheet)" crossorigin href="\/assets\/[^"]+">)/g;

/** First in the head: an inline script placed after a stylesheet waits for that stylesheet. */
const withEarlyRequests = (html: string, script: string | undefined) =>
  script ? html.replace(/<head>/i, (tag) => `${tag}\n    <script>${script}</script>`) : html;

/** The chunks a route's modules load beyond the app's entry (index.html), which every app page loads. */
const routeChunks = (manifest: Manifest, modules: readonly string[]) =>
  chunksOf(manifest, modules, new Set(chunksOf(manifest, ['index.html']).map((c) => c.key)));

/**
 * The app shell for a member route whose first paint needs its route's chunks (prerender.tsx's
 * PRELOADED_ROUTES): they are linked as modulepreload, so they download beside the entry script,
 * not after it. Only for those routes: on the pre-rendered pages such preloads shared the bandwidth
 * with the first paint, which needs no JavaScript there. A route with early requests
 * (prerender.tsx's EARLY_REQUESTS) also gets the inline script that sends them (plugins/early-request.ts).
 */
function preloadedShells(
  manifest: Manifest,
  shell: string,
  routes: Record<string, readonly string[]>,
  earlyRequests: Record<string, readonly string[]>,
) {
  return new Map(
    Object.entries(routes).map(([pattern, modules]): [string, PreloadedShell] => {
      const chunks = routeChunks(manifest, modules);
      const early = earlyRequests[pattern] ? earlyRequestScript(pattern, earlyRequests[pattern]) : undefined;
      const head = [
        ...chunks
          .flatMap((chunk) => chunk.css ?? [])
          .map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
        ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`),
      ].join('\n    ');
      const html = withEarlyRequests(
        shell.replace('</head>', () => `  ${head}\n  </head>`),
        early?.script,
      );
      return [pattern, { html, scriptCspSource: early?.cspSource }];
    }),
  );
}

/**
 * The visitor's view of each public page (issue 13): rendered once at start-up with this
 * deployment's wording by the web build's server-side entry, and put into index.html, so the
 * browser paints the page before any JavaScript runs and React then hydrates it, with the entry
 * prerender.tsx names for the page: the public pages' own small one (public-main.tsx) or the app's
 * (main.tsx, for registration). Every page also gets:
 * - that entry and the chunks it imports, asked for once the page has painted (plugins/app-boot.ts),
 *   not named in the head: on a slow phone scripts share the bandwidth with the first paint, which
 *   the HTML does not need them for (Lighthouse on login: LCP 2.6 s with the page's own chunk
 *   preloaded as well, 1.7 s without);
 * - the site wording as a JSON data block (not a script the CSP would have to allow), which the
 *   app reads instead of asking GET /api/site, so its first render matches this HTML;
 * - the session hint (plugins/session-hint.ts), which keeps the visitor's view hidden from a
 *   signed-in member until the app draws their own, and a member's first view (prerender.tsx's
 *   PrerenderedView; marked on #root) hidden from a visitor, whom the app sends to login;
 * - for a member's page, the inline script that starts its first requests (plugins/early-request.ts);
 * - the entry's CSS and its page's, inlined (a few KB compressed): separate stylesheets each
 *   held up the first paint by a request (Lighthouse on login: four of them, 0.3 s), and the
 *   app's own links to the route's CSS later add nothing new, so nothing shifts.
 * Each page comes in two forms, with the cookie banner for a visitor who has not chosen yet
 * (marked on #root, so the app hydrates it as drawn) and without it.
 */
export async function renderPrerenderedPages(
  distDir: string,
  template: string,
  site: SiteConfig,
): Promise<PrerenderedPages> {
  const mod = await loadPrerenderModule(distDir);
  const manifest = readManifest(distDir);
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill');
  // Each stylesheet read once: the site's CSS goes into every page.
  const cssFiles = new Map<string, string>();
  const readCss = (file: string) => {
    let text = cssFiles.get(file);
    if (text === undefined) {
      text = fs.readFileSync(path.join(distDir, file), 'utf8').replace(/<\/style/gi, '<\\/style');
      cssFiles.set(file, text);
    }
    return text;
  };
  const shell = withSiteConfig(template.replace(ENTRY_TAGS, ''), site);
  const pages = new Map<string, PrerenderedPage>();
  for (const [pathname, { entry, modules, view = 'visitor' }] of Object.entries(mod.PRERENDERED_PAGES)) {
    const entryChunks = chunksOf(manifest, [entry]);
    const loaded = new Set(entryChunks.map((c) => c.key));
    const css = [...entryChunks, ...chunksOf(manifest, modules, loaded)].flatMap((c) => c.css ?? []);
    const boot = appBootScript(
      `/${entryChunks.find((c) => c.key === entry)!.file}`,
      entryChunks.filter((c) => c.key !== entry).map((c) => `/${c.file}`),
    );
    const head = [`<script>${SESSION_HINT_SCRIPT}</script>`, `<style>${css.map(readCss).join('\n')}</style>`].join(
      '\n    ',
    );
    const early = mod.EARLY_REQUESTS?.[pathname]
      ? earlyRequestScript(pathname, mod.EARLY_REQUESTS[pathname])
      : undefined;
    const render = async (cookieBanner: boolean) => {
      const { html, title } = await mod.renderPage(pathname, site, { cookieBanner, view });
      const marks = [view === 'member' ? 'data-member-view' : 'data-prerendered', cookieBanner && 'data-cookie-banner'];
      const root = `<div id="root" ${marks.filter(Boolean).join(' ')}>`;
      return compressed(
        withEarlyRequests(
          shell
            .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
            .replace('</head>', () => `  ${head}\n  </head>`)
            .replace('<div id="root"></div>', () => `${root}${html}</div>`)
            .replace('</body>', () => `  <script>${boot.script}</script>\n  </body>`),
          early?.script,
        ),
      );
    };
    pages.set(pathname, {
      firstVisit: await render(true),
      decided: await render(false),
      scriptCspSource: [SESSION_HINT_CSP_SOURCE, boot.cspSource, early?.cspSource].filter(Boolean).join(' '),
    });
  }
  return {
    pages,
    consentCookies: mod.CONSENT_COOKIE_NAMES,
    preloadedShells: preloadedShells(
      manifest,
      withSiteConfig(template, site),
      mod.PRELOADED_ROUTES ?? {},
      mod.EARLY_REQUESTS ?? {},
    ),
  };
}
