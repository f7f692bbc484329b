import { SAFETY_CASE_OPENED_TEXT, type ErrorResponse } from '@aatd/contract';
import { authStore } from './auth-store';
import { noteSessionLost } from './session-loss';
import { ACCESS_GATE_ERRORS, noteAccessGateClosed } from './access-gates';
import { fileNameOf, type DownloadedFile } from './save-file';
import { takeEarlyResponse } from './early-request';
import { hasMessage, i18nStore, translate } from './i18n';

/** A failed API call, carrying the server's error code so screens can map it to the spec's text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: Partial<ErrorResponse> = {},
  ) {
    super(message);
  }
}

/** What the page says when the server's answer carries no message of its own (a proxy's error page, say). */
export function fallbackErrorMessage(status: number): string {
  if (status === 403 || status === 404 || status === 413 || status === 429) return translate(`errors.status.${status}`);
  if (status >= 500) return translate('errors.status.500');
  return translate('errors.status.other');
}

/**
 * The server's sentence for an error code in the page's language: English shows the server's own
 * words (the spec's, which may name the case more closely than the code); another language the
 * catalogue's sentence for the code (errors.api.<code>), or the server's words where it has none yet.
 */
export const localisedApiMessage = (code: string | undefined, serverWords: string): string =>
  i18nStore.locale() !== 'en' && code !== undefined && hasMessage(`errors.api.${code}`)
    ? translate(`errors.api.${code}`)
    : serverWords;

/** The error of a failed answer: the server's code and message, or a plain sentence for its status. */
export const apiErrorFrom = (status: number, body: Partial<ErrorResponse> = {}) =>
  new ApiError(
    status,
    body.errors ?? `http_${status}`,
    withSafetyNotice(localisedApiMessage(body.errors, body.message ?? fallbackErrorMessage(status)), body),
    body,
  );

/** A refused text that may describe an adverse event still reached the safety team: every form says so. */
export const withSafetyNotice = (message: string, body: Partial<ErrorResponse>) =>
  body.safetyCaseOpened ? `${message} ${SAFETY_CASE_OPENED_TEXT}` : message;

/** A JSON body, or undefined for an empty or non-JSON one (an HTML error page from a proxy). */
export const parseJson = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

type Options = { headers?: Record<string, string>; signal?: AbortSignal; query?: Record<string, unknown> };

const toQuery = (query?: Record<string, unknown>) => {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
};

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  opts: Options & { file?: boolean } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  const token = authStore.get()?.access_token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body instanceof Blob) {
    // A file sent as the body itself: the caller's Content-Type wins over the browser's guess.
    payload = body;
    headers['Content-Type'] ??= body.type || 'application/octet-stream';
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    const url = `/api${path}${toQuery(opts.query)}`;
    // A member page's shell may have sent this very GET already, with the same stored session.
    const early = method === 'GET' && token ? takeEarlyResponse('GET', url) : undefined;
    res = await (early ?? fetch(url, { method, headers, body: payload, signal: opts.signal }));
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(
      0,
      'network',
      localisedApiMessage('network', 'The server could not be reached. Check your connection and try again.'),
    );
  }
  // A file to download (an export, a CSV) comes back as bytes and its name; errors stay JSON.
  if (opts.file && res.ok) {
    const file: DownloadedFile = { blob: await res.blob(), name: fileNameOf(res.headers.get('content-disposition')) };
    return file as T;
  }
  const data = parseJson(await res.text());
  if (!res.ok) throw failedCall(res.status, data, Boolean(token));
  return data as T;
}

/**
 * What every failed call does, fetch or upload alike: a 401 to a signed-in call signs the user out
 * (spec part 1 §4 "Session loss"), a gate closed mid-session (new terms, verification ran out)
 * tells the guard, and the answer becomes an ApiError.
 */
export function failedCall(status: number, body: unknown, signedIn: boolean): ApiError {
  const err = (body ?? {}) as Partial<ErrorResponse>;
  if (status === 401 && signedIn) {
    noteSessionLost();
    authStore.signOutLocally();
  }
  // Suspended mid-session (the contract's SUSPENDED_LOGIN_CODE): signed out, and /login says why and until when.
  if (status === 403 && signedIn && err.errors === 'accountSuspended') {
    noteSessionLost(err.message);
    authStore.signOutLocally();
  }
  if (status === 403 && ACCESS_GATE_ERRORS.includes(err.errors ?? '')) noteAccessGateClosed();
  return apiErrorFrom(status, err);
}

export const api = {
  get: <T = unknown>(path: string, opts?: Options) => request<T>('GET', path, undefined, opts),
  post: <T = unknown>(path: string, body?: unknown, opts?: Options) => request<T>('POST', path, body, opts),
  put: <T = unknown>(path: string, body?: unknown, opts?: Options) => request<T>('PUT', path, body, opts),
  patch: <T = unknown>(path: string, body?: unknown, opts?: Options) => request<T>('PATCH', path, body, opts),
  delete: <T = unknown>(path: string, body?: unknown, opts?: Options) => request<T>('DELETE', path, body, opts),
  /** Calls whose answer is a file to save (see saveFile). */
  getFile: (path: string, opts?: Options) => request<DownloadedFile>('GET', path, undefined, { ...opts, file: true }),
  postForFile: (path: string, body?: unknown, opts?: Options) =>
    request<DownloadedFile>('POST', path, body, { ...opts, file: true }),
};
