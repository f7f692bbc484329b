import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostDetail, SiteConfig } from '@aatd/contract';
import { SESSION_HINT_CSP_SOURCE, SESSION_HINT_SCRIPT } from './session-hint.js';
import { escapeRegExp } from '../lib/moderation/text.js';
import { appBootScript } from './app-boot.js';
import { registerSpa } from './spa.js';
import { earlyRequestScript } from './early-request.js';

const TEMPLATE = `<!doctype html><html><head><title>spa</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>
<body><div id="root"></div></body></html>`;

/** A stand-in for the web build's server-side entry (apps/web/src/prerender.tsx), same exports. */
const SSR_ENTRY = `
export const PRERENDERED_PAGES = {
  '/': { entry: 'src/public.tsx', modules: ['src/landing.tsx'] },
  '/login': { entry: 'index.html', modules: ['src/login.tsx'] },
  '/community': { entry: 'index.html', modules: ['src/community.tsx'], view: 'member' },
};
export const DRAWN_ROUTES = {
  '/community/news/:articleType/:articleId': {
    entry: 'index.html',
    modules: ['src/article.tsx'],
    view: 'GET /api/information/news/:articleId/view?type=:articleType',
  },
};
export const drawings = { count: 0 };
export async function drawArticlePage(pathname, site, article, { cookieBanner }) {
  drawings.count += 1;
  return '<article>' + article.title + ' at ' + pathname + ' on ' + site.siteName + (cookieBanner ? ' with the banner' : '') + '</article>';
}
export const EARLY_REQUESTS = {
  '/community/news/:articleType/:articleId': ['GET /api/user', 'GET /api/information/news/:articleId'],
  '/community': ['GET /api/user'],
};
export const CONSENT_COOKIE_NAMES = ['all', 'analysis'];
export const CATALOGUES = { en: { hello: 'Hello' }, de: { hello: 'Hallo' }, ar: { hello: 'مرحبا' } };
export async function renderPage(pathname, site, { cookieBanner, view, locale }) {
  const lang = locale === 'en' ? '' : ' in ' + locale;
  return { html: '<h1>' + site.siteName + ' at ' + pathname + ' for a ' + view + lang + '</h1>' + (cookieBanner ? '<p>banner</p>' : ''), title: pathname === '/' ? site.siteName : 'Login · ' + site.siteName };
}`;
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_react.js'], css: ['assets/index-abc.css'] },
  // The public pages' own entry: React and their frame, not the app.
  'src/public.tsx': { file: 'assets/public-9.js', isEntry: true, imports: ['_react.js'], css: ['assets/public-9.css'] },
  '_react.js': { file: 'assets/react-8.js', css: ['assets/react-8.css'] },
  'src/landing.tsx': { file: 'assets/landing-1.js', imports: ['src/public.tsx'], css: ['assets/landing-1.css'] },
  'src/login.tsx': { file: 'assets/login-2.js', imports: ['index.html', '_shared.js'] },
  '_shared.js': { file: 'assets/shared-3.js', css: ['assets/shared-3.css'] },
  'src/community.tsx': { file: 'assets/community-5.js', imports: ['index.html'], css: ['assets/community-5.css'] },
  'src/article.tsx': {
    file: 'assets/article-4.js',
    imports: ['index.html', '_shared.js'],
    css: ['assets/article-4.css'],
  },
};
const SITE = { siteName: 'Site </script><b>' } as SiteConfig;
/** How the public pages' entry and the app's start, each with what it imports (the manifest above). */
/**
 * The page's stylesheet links: only disabled ones (never fetched), one per inlined file, for the
 * app's loader of lazy parts to find (it adds a link to any CSS file it does not see one for).
 */
const stylesheetLinks = (html: string) => html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
const inlinedNamed = (files: string[]) => files.map((f) => `<link rel="stylesheet" href="/assets/${f}" disabled>`);

const PUBLIC_BOOT = appBootScript('/assets/public-9.js', ['/assets/react-8.js']);
const APP_BOOT = appBootScript('/assets/index-abc.js', ['/assets/react-8.js']);

let app: FastifyInstance;
let ssrEntry: string;
beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-prerender-'));
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  fs.mkdirSync(path.join(dist, '.vite', 'ssr'), { recursive: true });
  ssrEntry = path.join(dist, '.vite', 'ssr', 'prerender.js');
  fs.writeFileSync(ssrEntry, SSR_ENTRY);
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  fs.mkdirSync(path.join(dist, 'assets'));
  for (const name of ['index-abc', 'public-9', 'react-8', 'landing-1', 'shared-3', 'community-5', 'article-4']) {
    fs.writeFileSync(path.join(dist, 'assets', `${name}.css`), `.${name}{color:red}`);
  }
  app = Fastify({ logger: false });
  app.decorate('drawnPages', {});
  // What the security headers plugin sets on every answer (a shortened policy).
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('content-security-policy', "default-src 'self';script-src 'self'");
  });
  await registerSpa(app, dist, { siteConfig: SITE });
});
afterAll(() => app?.close());

describe('a pre-rendered public page', () => {
  it('arrives with its content, title, wording, route CSS and the session hint', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(
      '<div id="root" data-prerendered data-cookie-banner><h1>Site </script><b> at / for a visitor</h1><p>banner</p></div>',
    );
    expect(res.body).toContain('<title>Site &lt;/script&gt;&lt;b&gt;</title>');
    // The wording as a data block the app reads; `<` escaped so it cannot close the element.
    expect(res.body).toContain(
      '<script type="application/json" id="site-config">{"siteName":"Site \\u003c/script>\\u003cb>"}</script>',
    );
    // Inlined, the entry's CSS (what it imports first) before the page's: no stylesheet request holds up the first paint.
    expect(res.body).toContain('<style>.react-8{color:red}\n.public-9{color:red}\n.landing-1{color:red}</style>');
    expect(stylesheetLinks(res.body)).toEqual(inlinedNamed(['react-8.css', 'public-9.css', 'landing-1.css']));
    expect(res.body).toContain(`<script>${SESSION_HINT_SCRIPT}</script>`);
    // Painted only once parsed up to the wording after #root: never half a page that then moves.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#site-config" blocking="render">');
    expect(res.body.indexOf('id="site-config"')).toBeGreaterThan(res.body.indexOf('<div id="root"'));
    // Taken over by the entry the page names (not the app's) with what it imports, asked for by the
    // last script of the body once the page has painted: no script is named in the head.
    expect(res.body).toMatch(new RegExp(`</div>[^]*<script>${escapeRegExp(PUBLIC_BOOT.script)}</script>\\s*</body>`));
    expect(PUBLIC_BOOT.script).toContain('"/assets/public-9.js"');
    expect(PUBLIC_BOOT.script).toContain('["/assets/react-8.js"]');
    expect(res.body).not.toContain('type="module"');
    expect(res.body).not.toContain('<link rel="modulepreload"');
    expect(res.body).not.toContain('index-abc');
    // The page's own chunk comes when the entry asks for it, not beside the first paint.
    expect(res.body).not.toContain('landing-1.js');
  });

  it("login is taken over by the app's own entry, as index.html links it", async () => {
    const res = await app.inject({ url: '/login' });
    expect(res.body).toContain(`<script>${APP_BOOT.script}</script>`);
    expect(res.body).toContain('<style>.react-8{color:red}\n.index-abc{color:red}\n.shared-3{color:red}</style>');
    expect(res.body).not.toContain('public-9');
    expect(res.body).not.toContain('type="module"');
  });

  it('is matched like a route (case, trailing slash, query) and brings the CSS of the chunks its route imports', async () => {
    const res = await app.inject({ url: '/Login/?next=1' });
    expect(res.body).toContain('<h1>Site </script><b> at /login for a visitor</h1>');
    expect(res.body).toContain('<title>Login · Site &lt;/script&gt;&lt;b&gt;</title>');
    expect(res.body).toContain('.shared-3{color:red}');
  });

  it("allows its inline session hint and the script starting its app by hash in the page's script policy, and nothing else inline", async () => {
    const res = await app.inject({ url: '/' });
    expect(res.headers['content-security-policy']).toBe(
      `default-src 'self';script-src 'self' ${SESSION_HINT_CSP_SOURCE} ${PUBLIC_BOOT.cspSource}`,
    );
    const shell = await app.inject({ url: '/community/accounts' });
    expect(shell.headers['content-security-policy']).toBe("default-src 'self';script-src 'self'");
  });

  it('comes without the cookie banner once the visitor has made their cookie choice', async () => {
    for (const cookie of ['all=false', 'x=1; analysis=true']) {
      const res = await app.inject({ url: '/', headers: { cookie } });
      expect(res.body, cookie).toContain(
        '<div id="root" data-prerendered><h1>Site </script><b> at / for a visitor</h1></div>',
      );
      expect(res.headers.vary).toContain('Cookie');
    }
    const other = await app.inject({ url: '/', headers: { cookie: 'allx=1; session=all' } });
    expect(other.body).toContain('<p>banner</p>');
  });

  it('is sent compressed as the browser accepts', async () => {
    const plain = await app.inject({ url: '/' });
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const res of [plain, br, gz]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
      expect(res.headers['content-security-policy']).toContain(SESSION_HINT_CSP_SOURCE);
    }
  });

  it('leaves every other page address to the plain app shell, with the wording so the app need not ask for it', async () => {
    const res = await app.inject({ url: '/community/accounts' });
    expect(res.statusCode).toBe(200);
    // In English (no choice made), with English's catalogue after the wording.
    expect(res.body).toBe(
      TEMPLATE.replace('<html>', '<html lang="en" dir="ltr">').replace(
        '<div id="root"></div>',
        '<div id="root"></div>\n    <script type="application/json" id="messages">{"hello":"Hello"}</script>\n    <script type="application/json" id="site-config">{"siteName":"Site \\u003c/script>\\u003cb>"}</script>',
      ),
    );
    expect((await app.inject({ url: '/no/such/page' })).statusCode).toBe(404);
  });
});

describe('a page drawn for the member who asks', () => {
  const pattern = '/community/news/:articleType/:articleId';
  const early = earlyRequestScript(
    pattern,
    ['GET /api/user', 'GET /api/information/news/:articleId'],
    'GET /api/information/news/:articleId/view?type=:articleType',
  );
  // The app's entry with what it imports, and the article page's chunks beside it.
  const boot = appBootScript(
    '/assets/index-abc.js',
    ['/assets/react-8.js', '/assets/shared-3.js', '/assets/article-4.js'],
    {
      drawsView: true,
    },
  );

  it("comes as a shell whose first script asks for the page's HTML and data, and whose last puts it in and then starts the app", async () => {
    const res = await app.inject({ url: '/community/news/clinicalnews/7' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain(`<head>\n    <script>${early.script}</script>`);
    expect(res.body).toContain(`<script>${boot.script}</script>\n  </body>`);
    expect(res.headers['content-security-policy']).toBe(
      `default-src 'self';script-src 'self' ${early.cspSource} ${boot.cspSource}`,
    );
    // Nothing of the app is asked for before the page is painted; its CSS and the page's are inlined.
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).not.toContain('rel="modulepreload"');
    expect(stylesheetLinks(res.body)).toEqual(
      inlinedNamed(['react-8.css', 'index-abc.css', 'shared-3.css', 'article-4.css']),
    );
    expect(res.body).toContain(
      '<style>.react-8{color:red}\n.index-abc{color:red}\n.shared-3{color:red}\n.article-4{color:red}</style>',
    );
    expect(res.body).toContain('id="site-config"');
  });

  it('is compressed once, as the browser accepts', async () => {
    const res = await app.inject({ url: '/community/news/journalwatch/8', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain(`<script>${early.script}</script>`);
  });

  it("is not the article search's: its address fits the pattern, but it is another page (no early requests)", async () => {
    const search = await app.inject({ url: '/community/news/searcharticle/emphysema' });
    expect(search.statusCode).toBe(200);
    expect(search.body).not.toContain(early.script);
    expect(search.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('is only that route: another member page gets the plain app shell', async () => {
    const other = await app.inject({ url: '/community/accounts' });
    expect(other.body).not.toContain('<script>');
    expect(other.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(other.headers['content-security-policy']).toBe("default-src 'self';script-src 'self'");
  });

  it("is drawn by the web build's server-side entry, with the cookie banner until a choice is made", async () => {
    const article = { title: 'Testing' } as PostDetail;
    const pathname = '/community/news/clinicalnews/7';
    await app.inject({ url: '/' }); // the pages are rendered
    expect(await app.drawnPages.article!({ pathname, article, cookieHeader: undefined })).toBe(
      '<article>Testing at /community/news/clinicalnews/7 on Site </script><b> with the banner</article>',
    );
    expect(await app.drawnPages.article!({ pathname, article, cookieHeader: 'x=1; analysis=true' })).toBe(
      '<article>Testing at /community/news/clinicalnews/7 on Site </script><b></article>',
    );
  });

  it('is drawn once for everything it shows, and again when any of it differs', async () => {
    await app.inject({ url: '/' }); // the pages are rendered
    const { drawings } = (await import(pathToFileURL(ssrEntry).href)) as { drawings: { count: number } };
    const draw = (article: Partial<PostDetail>, cookieHeader?: string, pathname = '/community/news/clinicalnews/7') =>
      app.drawnPages.article!({ pathname, article: article as PostDetail, cookieHeader });
    const before = drawings.count;
    await draw({ title: 'Kept', isSaved: false });
    await draw({ title: 'Kept', isSaved: false });
    expect(drawings.count - before).toBe(1);
    // Another member's own part, the banner, the address, a changed article: each drawn anew.
    await draw({ title: 'Kept', isSaved: true });
    await draw({ title: 'Kept', isSaved: false }, 'all=true');
    await draw({ title: 'Kept', isSaved: false }, undefined, '/community/news/journalwatch/7');
    expect(await draw({ title: 'Kept, edited', isSaved: false })).toContain('Kept, edited');
    expect(drawings.count - before).toBe(5);
  });
});

describe("a member's first view", () => {
  it('is drawn as a member sees it, marked so only a browser holding a session shows it, with or without the banner', async () => {
    const res = await app.inject({ url: '/community' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<div id="root" data-member-view data-cookie-banner><h1>Site </script><b> at /community for a member</h1><p>banner</p></div>',
    );
    expect(res.body).not.toContain('data-prerendered');
    expect(res.body).toContain('<link rel="expect" href="#site-config" blocking="render">');
    const decided = await app.inject({ url: '/community', headers: { cookie: 'all=true' } });
    expect(decided.body).toContain(
      '<div id="root" data-member-view><h1>Site </script><b> at /community for a member</h1></div>',
    );
  });

  it("is taken over by the app's entry, with its CSS and the page's inlined", async () => {
    const res = await app.inject({ url: '/community' });
    expect(res.body).toContain(`<script>${APP_BOOT.script}</script>`);
    expect(res.body).toContain('<style>.react-8{color:red}\n.index-abc{color:red}\n.community-5{color:red}</style>');
    expect(stylesheetLinks(res.body)).toEqual(inlinedNamed(['react-8.css', 'index-abc.css', 'community-5.css']));
  });

  it('starts its first requests from an inline script, first in the head, and its policy allows that script, the session hint and the app start', async () => {
    const early = earlyRequestScript('/community', ['GET /api/user']);
    const res = await app.inject({ url: '/community', headers: { 'accept-encoding': 'br' } });
    const html = zlib.brotliDecompressSync(res.rawPayload).toString();
    expect(html).toMatch(new RegExp(`<head>\\s*<script>${escapeRegExp(early.script)}</script>`));
    expect(html).toContain(`<script>${SESSION_HINT_SCRIPT}</script>`);
    expect(res.headers['content-security-policy']).toBe(
      `default-src 'self';script-src 'self' ${SESSION_HINT_CSP_SOURCE} ${APP_BOOT.cspSource} ${early.cspSource}`,
    );
    // The visitor's pages send no early requests.
    expect((await app.inject({ url: '/' })).headers['content-security-policy']).toBe(
      `default-src 'self';script-src 'self' ${SESSION_HINT_CSP_SOURCE} ${PUBLIC_BOOT.cspSource}`,
    );
  });
});

describe("a page's language", () => {
  const messagesOf = (html: string) =>
    JSON.parse(/<script type="application\/json" id="messages">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as unknown;

  it('is English with no choice made or asked for, drawn so with its catalogue', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.body).toContain('<html lang="en" dir="ltr">');
    expect(messagesOf(res.body)).toEqual({ hello: 'Hello' });
    expect(res.headers.vary).toContain('Accept-Language');
  });

  it("follows the browser's languages on a first visit, and the locale cookie over them", async () => {
    const german = await app.inject({ url: '/login', headers: { 'accept-language': 'fr;q=0.9, de-AT;q=0.8' } });
    expect(german.body).toContain('<html lang="de" dir="ltr">');
    expect(german.body).toContain('<h1>Site </script><b> at /login for a visitor in de</h1>');
    expect(messagesOf(german.body)).toEqual({ hello: 'Hallo' });

    const arabic = await app.inject({
      url: '/login',
      headers: { 'accept-language': 'de', cookie: 'all=true; locale=ar' },
    });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('<h1>Site </script><b> at /login for a visitor in ar</h1>');
    expect(arabic.body).not.toContain('<p>banner</p>');
    expect(messagesOf(arabic.body)).toEqual({ hello: 'مرحبا' });
  });

  it('is named on the plain app shell too, with its catalogue', async () => {
    const res = await app.inject({ url: '/community/messages', headers: { cookie: 'locale=de' } });
    expect(res.body).toContain('<html lang="de" dir="ltr">');
    expect(messagesOf(res.body)).toEqual({ hello: 'Hallo' });
  });
});
