import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { earlyRequestScript } from './early-request.js';

const { script } = earlyRequestScript('/community/news/:articleType/:articleId', [
  'GET /api/user',
  'POST /api/media/session',
  'GET /api/information/news/:articleId',
]);

/** Runs the inline script as a browser would, at `pathname`, with `stored` as the saved session. */
function runAt(
  pathname: string,
  stored: string | null,
  { code = script, answer = (): Promise<unknown> => Promise.resolve({ ok: true }) } = {},
) {
  const fetch = vi.fn(answer);
  const window: Record<string, unknown> = {};
  const context = { window, location: { pathname }, localStorage: { getItem: () => stored }, fetch, setTimeout };
  vm.runInNewContext(code, context);
  return {
    fetch,
    early: window.__earlyRequests as Record<string, Promise<unknown>> | undefined,
    view: window.__earlyView as Promise<string> | undefined,
  };
}

/** The tasks the script left for later (its data requests) have run. */
const laterTasks = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the app shell's early data request", () => {
  const session = JSON.stringify({ access_token: 'tok-1', id_token: 'id' });

  it("sends the page's first requests with the stored session's token and leaves the answers for the app", async () => {
    const { fetch, early } = runAt('/community/news/clinicalnews/42', session);
    // Each in a task of its own, not in the parser's: the answers' places are kept at once.
    expect(fetch).not.toHaveBeenCalled();
    expect(Object.keys(early!)).toEqual(['GET /api/user', 'POST /api/media/session', 'GET /api/information/news/42']);
    await laterTasks();
    const headers = { Accept: 'application/json', Authorization: 'Bearer tok-1' };
    expect(fetch.mock.calls).toEqual([
      ['/api/user', { method: 'GET', headers }],
      ['/api/media/session', { method: 'POST', headers }],
      ['/api/information/news/42', { method: 'GET', headers }],
    ]);
    expect(Object.keys(early!)).toEqual(['GET /api/user', 'POST /api/media/session', 'GET /api/information/news/42']);
    expect(await early!['GET /api/information/news/42']).toEqual({ ok: true });
    expect(Object.keys(runAt('/community/news/clinicalnews/42/', session).early!)).toContain(
      'GET /api/information/news/42',
    );
  });

  it('refuses a request the page cannot name or the API does not serve', () => {
    expect(() => earlyRequestScript('/community', ['GET /api/information/news/:articleId'])).toThrow(/lacks/);
    expect(() => earlyRequestScript('/community', ['DELETE /api/user'])).toThrow(/bad early request/);
    expect(() => earlyRequestScript('/community', ['GET https://elsewhere.example/x'])).toThrow(/bad early request/);
  });

  it('does nothing for a visitor, another address or a damaged session', async () => {
    for (const [pathname, stored] of [
      ['/community/news/clinicalnews/42', null],
      ['/community/news/clinicalnews', session],
      ['/community/news/clinicalnews/42/more', session],
      ['/community/news/clinicalnews/42', '{not json'],
    ] as const) {
      const { fetch, early } = runAt(pathname, stored);
      await laterTasks();
      expect(fetch, pathname).not.toHaveBeenCalled();
      expect(early).toBeUndefined();
    }
  });

  it('escapes what the address holds', () => {
    expect(Object.keys(runAt('/community/news/a/%3Fx%3D1', session).early!)).toContain(
      'GET /api/information/news/%253Fx%253D1',
    );
  });

  describe("a drawn page's HTML", () => {
    const drawn = earlyRequestScript(
      '/community/news/:articleType/:articleId',
      ['GET /api/user'],
      'GET /api/information/news/:articleId/view?type=:articleType',
    ).script;
    const html = (ok: boolean) => () => Promise.resolve({ ok, text: () => Promise.resolve('<p>drawn</p>') });

    it('is asked for first, as HTML with the session, and left as text for the body to put in', async () => {
      const { fetch, view, early } = runAt('/community/news/clinicalnews/42', session, {
        code: drawn,
        answer: html(true),
      });
      // At once, before the data requests' tasks.
      expect(fetch.mock.calls).toEqual([
        [
          '/api/information/news/42/view?type=clinicalnews',
          { headers: { Accept: 'text/html', Authorization: 'Bearer tok-1' } },
        ],
      ]);
      expect(await view).toBe('<p>drawn</p>');
      // The page's data requests go out as before, for the app to take.
      expect(Object.keys(early!)).toEqual(['GET /api/user']);
      await laterTasks();
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(fetch).toHaveBeenLastCalledWith('/api/user', expect.objectContaining({ method: 'GET' }));
    });

    it("is '' when the page is not drawn or the request fails, and not asked for without a session", async () => {
      expect(await runAt('/community/news/clinicalnews/42', session, { code: drawn, answer: html(false) }).view).toBe(
        '',
      );
      const offline = () => Promise.reject(new TypeError('Failed to fetch'));
      expect(await runAt('/community/news/clinicalnews/42', session, { code: drawn, answer: offline }).view).toBe('');
      expect(runAt('/community/news/clinicalnews/42', null, { code: drawn }).view).toBeUndefined();
    });

    it('is a GET', () => {
      expect(() =>
        earlyRequestScript('/community/news/:articleId', [], 'POST /api/information/news/:articleId/view'),
      ).toThrow(/bad page view request/);
    });
  });
});
