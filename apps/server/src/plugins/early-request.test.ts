import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { earlyRequestScript } from './early-request.js';

const { script } = earlyRequestScript('/community/news/:articleType/:articleId', '/api/information/news/:articleId');

/** Runs the inline script as a browser would, at `pathname`, with `stored` as the saved session. */
function runAt(pathname: string, stored: string | null) {
  const fetch = vi.fn(() => Promise.resolve({ ok: true }));
  const window: Record<string, unknown> = {};
  vm.runInNewContext(script, { window, location: { pathname }, localStorage: { getItem: () => stored }, fetch });
  return { fetch, early: window.__earlyRequest as { url: string; response: Promise<unknown> } | undefined };
}

describe("the app shell's early data request", () => {
  const session = JSON.stringify({ access_token: 'tok-1', id_token: 'id' });

  it("asks for the page's data with the stored session's token and leaves the answer for the app", async () => {
    const { fetch, early } = runAt('/community/news/clinicalnews/42', session);
    expect(fetch).toHaveBeenCalledWith('/api/information/news/42', {
      headers: { Accept: 'application/json', Authorization: 'Bearer tok-1' },
    });
    expect(early?.url).toBe('/api/information/news/42');
    expect(await early?.response).toEqual({ ok: true });
    expect(runAt('/community/news/clinicalnews/42/', session).early?.url).toBe('/api/information/news/42');
  });

  it('does nothing for a visitor, another address or a damaged session', () => {
    for (const [pathname, stored] of [
      ['/community/news/clinicalnews/42', null],
      ['/community/news/clinicalnews', session],
      ['/community/news/clinicalnews/42/more', session],
      ['/community/news/clinicalnews/42', '{not json'],
    ] as const) {
      const { fetch, early } = runAt(pathname, stored);
      expect(fetch, pathname).not.toHaveBeenCalled();
      expect(early).toBeUndefined();
    }
  });

  it('escapes what the address holds', () => {
    expect(runAt('/community/news/a/%3Fx%3D1', session).early?.url).toBe('/api/information/news/%253Fx%253D1');
  });
});
