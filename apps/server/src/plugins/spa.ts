import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CommonErrorCodes, isSiteRoute, matchesRoute, routeOf, type SiteConfig } from '@aatd/contract';
import { LOCALES, type Locale } from '@aatd/contract/locales';
import {
  hasAnyCookie,
  renderPrerenderedPages,
  withSiteConfig,
  inLocale,
  pageLocale,
  type PrerenderedDocument,
  type PrerenderedPages,
} from './prerendered-pages.js';
import { hasPrerenderBundle } from './web-build.js';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * Serves the built web app, compressed copies where the browser accepts them. Hashed assets are
 * cached for a year; any other GET that is not an API
 * or identity-provider path gets index.html so client-side routes survive a reload: with 200 for
 * an address in the web app's route table, 404 for any other (the app then shows its not-found
 * page), so crawlers and link checkers see a missing page as missing. The public pages get their
 * pre-rendered HTML instead of the empty shell when the build has the server-side entry and the
 * deployment's wording is given (plugins/prerendered-pages.ts).
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir = WEB_DIST,
  opts: { siteConfig?: SiteConfig } = {},
): Promise<void> {
  const hasBuild = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each text file (apps/web/precompress.ts).
      preCompressed: true,
      setHeaders(res, file) {
        if (file.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  const indexHtml = hasBuild ? fs.readFileSync(path.join(distDir, 'index.html'), 'utf8') : null;
  // Every other page is the app shell, with the wording the app would otherwise fetch first.
  const shellHtml = indexHtml && opts.siteConfig ? withSiteConfig(indexHtml, opts.siteConfig) : indexHtml;
  // Its language named on <html>; the app then loads that language's catalogue itself.
  const localShell = Object.fromEntries(
    LOCALES.map((locale) => [locale, shellHtml && inLocale(shellHtml, locale, undefined)]),
  ) as Record<Locale, string | null>;

  // Rendered in the background so start-up does not wait; a failure leaves the plain shell.
  const none: PrerenderedPages = { pages: new Map(), consentCookies: [], drawnShells: new Map(), drawnPages: {} };
  const prerendered: Promise<PrerenderedPages> =
    indexHtml && opts.siteConfig && hasPrerenderBundle(distDir)
      ? renderPrerenderedPages(distDir, indexHtml, opts.siteConfig).catch((err: unknown) => {
          app.log.error({ err }, 'pre-rendering the public pages failed; they are served as the plain app shell');
          return none;
        })
      : Promise.resolve(none);

  /**
   * A page: its pre-rendered HTML when it has one, the shell of a page drawn for the member who
   * asks (decision 0070), else the app shell.
   */
  const sendPage = (req: FastifyRequest, reply: FastifyReply, url: string, rendered: PrerenderedPages) => {
    const { pages, consentCookies, drawnShells, shells } = rendered;
    const locale = pageLocale(req.headers);
    const key = pages.has(url) ? url : [...pages.keys()].find((p) => matchesRoute(p, url));
    if (key) {
      const page = pages.get(key)!;
      const chose = hasAnyCookie(req.headers.cookie, consentCookies);
      allowInlineScript(reply, page.scriptCspSource);
      return sendPrerendered(reply, (chose ? page.decided : page.firstVisit)[locale], req.headers['accept-encoding']);
    }
    // Only the page the app will show there: the article search's address also fits the article's
    // pattern, and its drawn shell asked for an "article" named by the search words (two 400s).
    const route = routeOf(url);
    const drawn = route === undefined ? undefined : drawnShells.get(route)?.[locale];
    if (drawn) {
      allowInlineScript(reply, drawn.scriptCspSource);
      return sendPrerendered(reply, drawn, req.headers['accept-encoding']);
    }
    return reply
      .status(isSiteRoute(url) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie, Accept-Language')
      .send(shells?.[locale] ?? localShell[locale]);
  };
  // Once rendered, pages are answered at once, without a promise; the drawn pages can be asked for.
  let rendered: PrerenderedPages | undefined;
  void prerendered.then((pages) => {
    rendered = pages;
    // The app decorates drawnPages before its routes (app.ts), which read it per request.
    Object.assign(app.drawnPages, pages.drawnPages);
  });

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !url.startsWith('/oidc');
    if (!isPage) {
      reply.status(404).send({ errors: CommonErrorCodes.notFound, message: 'No such endpoint.' });
    } else if (!indexHtml) {
      reply
        .status(503)
        .type('text/plain')
        .send('The web app has not been built. Run `npm start` (it builds it) or `npm run build`.');
    } else if (rendered) {
      sendPage(req, reply, url, rendered);
    } else {
      // Only while the pages are still being rendered at start-up.
      return prerendered.then((pages) => void sendPage(req, reply, url, pages));
    }
  });
}

/** A pre-rendered page's headers besides its policy, per encoding: the same for every page. */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-cache',
  vary: 'Accept-Encoding, Cookie, Accept-Language',
};
const PRERENDERED_HEADERS = {
  identity: PAGE_HEADERS,
  br: { ...PAGE_HEADERS, 'content-encoding': 'br' },
  gzip: { ...PAGE_HEADERS, 'content-encoding': 'gzip' },
};

function sendPrerendered(reply: FastifyReply, page: PrerenderedDocument, acceptEncoding = '') {
  // Compressed once at start-up; a Content-Encoding already set keeps the compression plugin away.
  const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : 'identity';
  return reply
    .code(200)
    .headers(PRERENDERED_HEADERS[encoding])
    .send(encoding === 'identity' ? page.html : page[encoding]);
}

/** Per inline script: the policy it was last added to, and the result (the page policy never changes). */
const policiesWithScript = new Map<string, { csp: string; allowed: string }>();

/** Adds a page's inline scripts, by their hashes (one source or several), to this answer's Content-Security-Policy. */
function allowInlineScript(reply: FastifyReply, source: string) {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp !== 'string') return;
  let policy = policiesWithScript.get(source);
  if (policy?.csp !== csp) {
    policy = { csp, allowed: csp.replace(/script-src ([^;]*)/, `script-src $1 ${source}`) };
    policiesWithScript.set(source, policy);
  }
  reply.header('content-security-policy', policy.allowed);
}
