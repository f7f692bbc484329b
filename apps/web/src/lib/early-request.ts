declare global {
  interface Window {
    /**
     * Set by the inline script of a member page's app shell (the server's plugins/early-request.ts):
     * each answer by "METHOD /api/…".
     */
    __earlyRequests?: Record<string, Promise<Response>>;
  }
}

/**
 * The answer to a call the page's shell already sent before the app loaded, once and for that
 * exact method and address; undefined otherwise, and the caller asks as usual.
 */
export function takeEarlyResponse(method: string, url: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.__earlyRequests;
  const key = `${method} ${url}`;
  const response = early?.[key];
  if (early && response) delete early[key];
  return response;
}
