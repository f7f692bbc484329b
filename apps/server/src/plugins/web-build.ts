import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale, PostDetail, SiteConfig } from '@aatd/contract';

/**
 * What `vite build` writes beside the browser's files and the server reads: the build manifest and
 * the server-side entry (apps/web/src/prerender.tsx). The bench measures the landing page's
 * JavaScript from the same two (scripts/bench-bundle.ts).
 */
const SSR_BUNDLE = path.join('.vite', 'ssr', 'prerender.js');
const MANIFEST = path.join('.vite', 'manifest.json');

export type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

export type PrerenderedView = 'visitor' | 'member';

export type PrerenderModule = {
  /**
   * Per page: the build entry that takes it over in the browser, the modules its page loads, and
   * whose view it draws (a visitor's unless named; a member's first view is shown only with a session).
   */
  PRERENDERED_PAGES: Record<string, { entry: string; modules: readonly string[]; view?: PrerenderedView }>;
  /** Member pages the server draws for whoever asks: the entry, the page's modules, its HTML's GET. */
  DRAWN_ROUTES?: Record<string, { entry: string; modules: readonly string[]; view: string }>;
  EARLY_REQUESTS?: Record<string, readonly string[]>;
  CONSENT_COOKIE_NAMES: readonly string[];
  /** Each language's message catalogue as the browser reads it (the web's lib/i18n.ts); absent in older builds. */
  CATALOGUES?: Record<Locale, unknown>;
  renderPage(
    pathname: string,
    site: SiteConfig,
    opts: { cookieBanner: boolean; view: PrerenderedView; locale?: Locale },
  ): Promise<{ html: string; title: string }>;
  /** The article page at `pathname` with this article, as the app draws it (the inside of #root). */
  drawArticlePage?(
    pathname: string,
    site: SiteConfig,
    article: PostDetail,
    opts: { cookieBanner: boolean; locale?: Locale },
  ): Promise<string>;
};

export const hasPrerenderBundle = (distDir: string) => fs.existsSync(path.join(distDir, SSR_BUNDLE));

export const readManifest = (distDir: string) =>
  JSON.parse(fs.readFileSync(path.join(distDir, MANIFEST), 'utf8')) as Manifest;

export const loadPrerenderModule = async (distDir: string) =>
  (await import(pathToFileURL(path.join(distDir, SSR_BUNDLE)).href)) as PrerenderModule;

/**
 * The chunks `keys` load, their static imports included and listed first (the order Vite links
 * their CSS in), leaving out those in `loaded` (an entry the page loads anyway). Dynamic imports
 * are not followed: they load later, when needed.
 */
export function chunksOf(manifest: Manifest, keys: readonly string[], loaded = new Set<string>()) {
  const seen = new Set(loaded);
  const chunks: Array<ManifestChunk & { key: string }> = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the web build's manifest has no ${key}`);
    chunk.imports?.forEach(visit);
    chunks.push({ ...chunk, key });
  };
  keys.forEach(visit);
  return chunks;
}
