import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { SiteConfig } from '@aatd/contract';
import { directionOf, LOCALES, requestLocale, type Locale } from '@aatd/contract/locales';
import type { DrawnPages } from '../core/drawn-pages.js';
import { SESSION_HINT_CSP_SOURCE, SESSION_HINT_SCRIPT } from './session-hint.js';
import { appBootScript } from './app-boot.js';
import { earlyRequestScript } from './early-request.js';
import { chunksOf, loadPrerenderModule, readManifest } from './web-build.js';

/** The app shell of a page the server draws for the member, and the CSP sources of its inline scripts. */
export type DrawnShell = PrerenderedDocument & { scriptCspSource: string };

/** One pre-rendered HTML document, with the compressed copies made once. */
export type PrerenderedDocument = { html: Buffer; br: Buffer; gzip: Buffer };
/** One document per language the site is written in. */
export type PerLocale<T> = Record<Locale, T>;
/**
 * A page as a first visit gets it (with the cookie banner) and as it is once the choice is made,
 * each in every language, and the CSP sources of its inline scripts (the session hint, and its
 * early requests' when it has them).
 */
export type PrerenderedPage = {
  firstVisit: PerLocale<PrerenderedDocument>;
  decided: PerLocale<PrerenderedDocument>;
  scriptCspSource: string;
};
export type PrerenderedPages = {
  pages: Map<string, PrerenderedPage>;
  consentCookies: readonly string[];
  /** The plain app shell in each language, with its catalogue (absent: the web build has none). */
  shells?: PerLocale<string>;
  /** The app shell per route pattern of a page the server draws for the member who asks (drawnShells). */
  drawnShells: Map<string, PerLocale<DrawnShell>>;
  /** What draws those pages' HTML (core/drawn-pages.ts). */
  drawnPages: DrawnPages;
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

/**
 * The page in one language: `lang` and `dir` on <html> (Arabic right to left), and that language's
 * catalogue as a JSON data block beside the site wording, which the app reads (lib/i18n.ts) so its
 * first render matches the HTML. Without a catalogue (an older build) the app loads its own.
 */
export const inLocale = (page: string, locale: Locale, catalogue: unknown) => {
  const html = page.replace(/<html[^>]*>/i, () => `<html lang="${locale}" dir="${directionOf(locale)}">`);
  if (catalogue === undefined) return html;
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="root"></div>\n    <script type="application/json" id="messages">${jsonForHtml(catalogue)}</script>`,
  );
};

/** Each language's version of a page, made by `make`. */
export async function perLocale<T>(make: (locale: Locale) => T | Promise<T>): Promise<PerLocale<T>> {
  const out = {} as PerLocale<T>;
  for (const locale of LOCALES) out[locale] = await make(locale);
  return out;
}

/** The language a page is answered in: the browser's choice (cookie), else its Accept-Language. */
export const pageLocale = (headers: { cookie?: string; 'accept-language'?: string }): Locale =>
  requestLocale(headers.cookie, headers['accept-language']);

/** What Vite wrote into index.html's head for the app's entry: its script, preloads and stylesheets. */
const ENTRY_TAGS =
  /\s*(?:<script type="module" crossorigin src="\/assets\/[^"]+"><\/script>|<link rel="(?:modulepreload|stylesheet)" crossorigin href="\/assets\/[^"]+">)/g;

/**
 * The browser paints a pre-rendered page only once its HTML is parsed up to the site wording, which
 * follows #root: a phone that painted half of it (on a slow network, or a busy CPU where the parser
 * yields) then moved what was drawn as the rest came in. The cookie banner, fixed to the foot of
 * the screen, grew upwards as its buttons arrived (Lighthouse on login: CLS up to 0.19, 2 runs in
 * 45). Parsing the page takes a few milliseconds; a browser without explicit render-blocking paints
 * as before.
 */
const WHOLE_VIEW_FIRST = '<link rel="expect" href="#site-config" blocking="render">';

const inlinedCssLink = (file: string) => `<link rel="stylesheet" href="/${escapeHtml(file)}" disabled>`;

/** First in the head: an inline script placed after a stylesheet waits for that stylesheet. */
const withEarlyRequests = (html: string, script: string | undefined) =>
  script ? html.replace(/<head>/i, (tag) => `${tag}\n    <script>${script}</script>`) : html;

/**
 * The visitor's view of each public page: rendered once at start-up with this
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
 *   held up the first paint by a request (Lighthouse on login: four of them, 0.3 s); each file is
 *   also named by a disabled link, so the app does not fetch and apply it a second time.
 * Each page comes in two forms, with the cookie banner for a visitor who has not chosen yet
 * (marked on #root, so the app hydrates it as drawn) and without it.
 * The pages drawn for the member who asks (prerender.tsx's DRAWN_ROUTES, decision 0070) get a shell
 * of their own (the same CSS inlined, the early script asking for the page's HTML too, the app asked
 * for once that is painted) and the function that draws their HTML (core/drawn-pages.ts).
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
  const catalogues = mod.CATALOGUES;
  // The base of every drawn page (no entry tags: each page's boot script asks for its entry), and
  // the plain app shell as index.html has it, each in every language.
  const bases = await perLocale((locale) => inLocale(shell, locale, catalogues?.[locale]));
  const appShell = withSiteConfig(template, site);
  const shells = await perLocale((locale) => inLocale(appShell, locale, catalogues?.[locale]));
  /** A page's stylesheets (its entry's, then its own) and its entry's script with what that imports. */
  const partsOf = (entry: string, modules: readonly string[]) => {
    const entryChunks = chunksOf(manifest, [entry]);
    const pageChunks = chunksOf(manifest, modules, new Set(entryChunks.map((c) => c.key)));
    const css = [...entryChunks, ...pageChunks].flatMap((c) => c.css ?? []);
    return {
      // Each inlined file is also named by a disabled link, which the browser does not fetch: the
      // app's loader of a lazy part (Vite's preload helper) looks for a stylesheet link to a CSS
      // file before adding one, and without it fetched the inlined CSS again and restyled the whole
      // drawn page (100 ms of an article's main thread on a 4× slower CPU).
      style: [`<style>${css.map(readCss).join('\n')}</style>`, ...css.map(inlinedCssLink)].join('\n    '),
      entryFile: `/${entryChunks.find((c) => c.key === entry)!.file}`,
      imports: entryChunks.filter((c) => c.key !== entry).map((c) => `/${c.file}`),
      pageFiles: pageChunks.map((c) => `/${c.file}`),
    };
  };
  const pages = new Map<string, PrerenderedPage>();
  for (const [pathname, { entry, modules, view = 'visitor' }] of Object.entries(mod.PRERENDERED_PAGES)) {
    const parts = partsOf(entry, modules);
    const boot = appBootScript(parts.entryFile, parts.imports);
    const head = [`<script>${SESSION_HINT_SCRIPT}</script>`, parts.style, WHOLE_VIEW_FIRST].join('\n    ');
    const early = mod.EARLY_REQUESTS?.[pathname]
      ? earlyRequestScript(pathname, mod.EARLY_REQUESTS[pathname])
      : undefined;
    const render = async (cookieBanner: boolean, locale: Locale) => {
      const { html, title } = await mod.renderPage(pathname, site, { cookieBanner, view, locale });
      const marks = [view === 'member' ? 'data-member-view' : 'data-prerendered', cookieBanner && 'data-cookie-banner'];
      const root = `<div id="root" ${marks.filter(Boolean).join(' ')}>`;
      return compressed(
        withEarlyRequests(
          bases[locale]
            .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
            .replace('</head>', () => `  ${head}\n  </head>`)
            .replace('<div id="root"></div>', () => `${root}${html}</div>`)
            .replace('</body>', () => `  <script>${boot.script}</script>\n  </body>`),
          early?.script,
        ),
      );
    };
    pages.set(pathname, {
      firstVisit: await perLocale((locale) => render(true, locale)),
      decided: await perLocale((locale) => render(false, locale)),
      scriptCspSource: [SESSION_HINT_CSP_SOURCE, boot.cspSource, early?.cspSource].filter(Boolean).join(' '),
    });
  }
  // The shells of the pages drawn for the member who asks: the early script asks for the page's
  // HTML beside its data, the body's last script puts it in, and only then is the app asked for,
  // its page's chunks beside its entry (they were preloaded in the head before).
  const drawnShells = new Map<string, PerLocale<DrawnShell>>();
  for (const [pattern, { entry, modules, view }] of Object.entries(mod.DRAWN_ROUTES ?? {})) {
    const parts = partsOf(entry, modules);
    const boot = appBootScript(parts.entryFile, [...parts.imports, ...parts.pageFiles], { drawsView: true });
    const early = earlyRequestScript(pattern, mod.EARLY_REQUESTS?.[pattern] ?? [], view);
    const html = (locale: Locale) =>
      withEarlyRequests(
        bases[locale]
          .replace('</head>', () => `  ${parts.style}\n  </head>`)
          .replace('</body>', () => `  <script>${boot.script}</script>\n  </body>`),
        early.script,
      );
    drawnShells.set(
      pattern,
      await perLocale((locale) => ({
        ...compressed(html(locale)),
        scriptCspSource: `${early.cspSource} ${boot.cspSource}`,
      })),
    );
  }
  const drawArticlePage = mod.drawArticlePage;
  const kept = new KeptDrawings();
  const drawnPages: DrawnPages = drawArticlePage
    ? {
        article: ({ pathname, article, cookieHeader, acceptLanguage }) => {
          const cookieBanner = !hasAnyCookie(cookieHeader, mod.CONSENT_COOKIE_NAMES);
          const locale = requestLocale(cookieHeader, acceptLanguage);
          return kept.drawn(JSON.stringify([pathname, cookieBanner, locale, article]), () =>
            drawArticlePage(pathname, site, article, { cookieBanner, locale }),
          );
        },
      }
    : {};
  return { pages, consentCookies: mod.CONSENT_COOKIE_NAMES, shells, drawnShells, drawnPages };
}

/**
 * Drawn pages kept by everything they show (the address, the banner, the article with the member's
 * own part), the most recently used 200. A drawing depends on nothing else, and most members see an
 * article the same way (not saved, not rated by them), while React's render was most of the
 * answer's cost: 3.9 ms of CPU an answer, 60% of it rendering, on the sample data's most commented
 * article. A changed article or a member's own part is a new key; old ones fall out.
 */
class KeptDrawings {
  static readonly MAX = 200;
  readonly #pages = new Map<string, string>();

  async drawn(key: string, draw: () => Promise<string>): Promise<string> {
    const held = this.#pages.get(key);
    if (held !== undefined) {
      this.#pages.delete(key);
      this.#pages.set(key, held);
      return held;
    }
    const html = await draw();
    this.#pages.set(key, html);
    if (this.#pages.size > KeptDrawings.MAX) this.#pages.delete(this.#pages.keys().next().value!);
    return html;
  }
}

/** Whether a Cookie header holds any of these cookies (most first visits send no header at all). */
export function hasAnyCookie(header: string | undefined, names: readonly string[]) {
  if (!header) return false;
  const held = new Set(header.split(';').map((c) => c.split('=')[0]!.trim()));
  return names.some((name) => held.has(name));
}
