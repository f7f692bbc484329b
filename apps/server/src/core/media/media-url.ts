/**
 * Stored image and file references are either absolute URLs, site paths ('/...') or paths under
 * DATA_DIR/uploads ('sample/news-1.webp'), which GET /api/media/* serves.
 */
export function mediaUrl(stored: string | null | undefined): string | null {
  if (!stored) return null;
  if (/^https?:\/\//i.test(stored) || stored.startsWith('/')) return stored;
  return `/api/media/${stored.split('/').map(encodeURIComponent).join('/')}`;
}
