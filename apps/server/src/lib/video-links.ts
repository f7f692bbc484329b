/** Who is watching, as the video host's analytics want it (spec part 2 §2.3, §2.4). */
export interface VideoViewer {
  customerId: string;
  country: string;
  digitalId: string;
}

/** The tracking id is the member's CRM country and digital id, e.g. "DE-4f0c…". */
export const trackingId = (v: VideoViewer) => `${v.country}-${v.digitalId}`;

/**
 * Adds autoplay off, the member's customer id and tracking id to a video link, server-side so the
 * ids never depend on the browser. Relative links (our own media route) stay relative; a link that is
 * not a URL at all is returned unchanged rather than guessed at.
 */
export function withVideoTracking(link: string, viewer: VideoViewer): string {
  const base = 'http://relative.invalid';
  let url: URL;
  try {
    url = new URL(link, base);
  } catch {
    return link;
  }
  url.searchParams.set('autoplay', '0');
  url.searchParams.set('customerId', viewer.customerId);
  url.searchParams.set('trackingId', trackingId(viewer));
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
