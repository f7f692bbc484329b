declare global {
  interface Window {
    /** Set by the inline script of a member page's app shell (the server's plugins/early-request.ts). */
    __earlyRequest?: { url: string; response: Promise<Response> };
  }
}

/**
 * The answer to a GET the page's shell already sent before the app loaded, once and for that exact
 * address; undefined otherwise, and the caller asks as usual.
 */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.__earlyRequest;
  if (early?.url !== url) return undefined;
  window.__earlyRequest = undefined;
  return early.response;
}
