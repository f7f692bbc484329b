import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, failedCall, fallbackErrorMessage, parseJson } from './api-client';
import { authStore } from './auth-store';

const answer = (status: number, body: string, type = 'application/json') =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status, headers: { 'content-type': type } }));

afterEach(() => vi.restoreAllMocks());

const failure = async (call: Promise<unknown>) => {
  const err = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
};

describe('api client errors', () => {
  it("passes on the server's own code and message", async () => {
    answer(400, JSON.stringify({ statusCode: 400, errors: 'ALREADY_RATED', message: 'You have already rated this.' }));
    const err = await failure(api.post('/ratings', {}));
    expect(err).toMatchObject({ status: 400, code: 'ALREADY_RATED', message: 'You have already rated this.' });
  });

  it("turns a proxy's HTML error page into a sentence, never a parser error", async () => {
    answer(502, '<html><body>Bad Gateway</body></html>', 'text/html');
    const err = await failure(api.get('/news'));
    expect(err.message).toBe('Something went wrong on our side. Please try again in a moment.');
    expect(err.code).toBe('http_502');
  });

  it('says what a status means when the body is empty', async () => {
    answer(429, '');
    expect((await failure(api.post('/share', {}))).message).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
  });

  it('says the server could not be reached when the network fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const err = await failure(api.get('/news'));
    expect(err).toMatchObject({ status: 0, code: 'network' });
    expect(err.message).toMatch(/could not be reached/);
  });

  it('never shows a bare status code', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 422, 429, 500, 503]) {
      expect(fallbackErrorMessage(status)).not.toMatch(/\d{3}|unknown|request failed/i);
    }
  });
});

describe('api client files', () => {
  it("answers a file's bytes and the name the server gave it", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('id,at\n1,2026-11-24\n', {
        status: 200,
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="audit-2026-11-24.csv"' },
      }),
    );
    const file = await api.getFile('/admin/audit.csv', { query: { action: 'role.change' } });
    expect(file.name).toBe('audit-2026-11-24.csv');
    expect(await file.blob.text()).toBe('id,at\n1,2026-11-24\n');
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/api/admin/audit.csv?action=role.change');
  });

  it('reads a failed download as the usual error, not as a file', async () => {
    answer(403, JSON.stringify({ statusCode: 403, errors: 'FORBIDDEN', message: 'Only administrators may do this.' }));
    const err = await failure(api.getFile('/admin/members/4/consents.csv'));
    expect(err).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'Only administrators may do this.' });
  });
});

describe('failed calls outside fetch (uploads, the sign-in code step)', () => {
  it('turn a proxy page into a sentence and sign a signed-in user out on 401', () => {
    const signOut = vi.spyOn(authStore, 'signOutLocally').mockImplementation(() => undefined);
    const err = failedCall(502, parseJson('<html>Bad Gateway</html>'), true);
    expect(err.message).toBe('Something went wrong on our side. Please try again in a moment.');
    expect(signOut).not.toHaveBeenCalled();
    failedCall(401, { errors: 'unauthorized', message: 'Invalid access token' }, true);
    expect(signOut).toHaveBeenCalledTimes(1);
    failedCall(401, {}, false);
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});

describe("a member page shell's early requests", () => {
  afterEach(() => {
    authStore.signOutLocally();
    vi.unstubAllGlobals();
  });

  it('is taken once, for its own address, instead of asking again', async () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => stored.set(k, v),
      removeItem: (k: string) => stored.delete(k),
    });
    authStore.set({ access_token: 'tok', id_token: 'id' });
    const early = Promise.resolve(new Response('{"id":42,"from":"shell"}', { status: 200 }));
    const user = Promise.resolve(new Response('{"id":1}', { status: 200 }));
    vi.stubGlobal('window', {
      __earlyRequests: { 'GET /api/information/news/42': early, 'POST /api/user': user },
    });
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(new Response('{"id":42,"from":"app"}', { status: 200 })));

    expect(await api.get('/information/news/7')).toEqual({ id: 42, from: 'app' });
    expect(await api.get('/information/news/42')).toEqual({ id: 42, from: 'shell' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await api.get('/information/news/42')).toEqual({ id: 42, from: 'app' });
    expect(fetch).toHaveBeenCalledTimes(2);
    // Only for the same method: a GET never takes a POST's answer.
    await api.get('/user').catch(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('api client bodies', () => {
  it('sends a file as the body itself, with the Content-Type the caller names', async () => {
    const fetch = answer(200, '{}');
    const file = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'export.zip', { type: '' });
    await api.post('/admin/content/import', file, { headers: { 'Content-Type': 'application/zip' } });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBe(file);
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/zip');
  });

  it('falls back to the Blob’s own type, and still sends JSON for plain values', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{}'));
    await api.post('/x', new Blob(['{}'], { type: 'application/json' }));
    await api.post('/y', { a: 1 });
    const [first, second] = fetch.mock.calls.map((c) => c[1]!);
    expect((first!.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(second!.body).toBe('{"a":1}');
  });
});
