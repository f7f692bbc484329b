import type { ErrorResponse } from '@aatd/contract';
import { authStore } from './auth-store';
import { noteSessionLost } from './session-loss';
import { ACCESS_GATE_ERRORS, noteAccessGateClosed } from './access-gates';

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
  if (status === 403) return 'You do not have access to this.';
  if (status === 404) return 'This could not be found. It may have been removed.';
  if (status === 413) return 'The file is too large.';
  if (status === 429) return 'Too many attempts. Please wait a moment and try again.';
  if (status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
  return 'This could not be done. Please check what you entered and try again.';
}

/** The error of a failed answer: the server's code and message, or a plain sentence for its status. */
export const apiErrorFrom = (status: number, body: Partial<ErrorResponse> = {}) =>
  new ApiError(status, body.errors ?? `http_${status}`, body.message ?? fallbackErrorMessage(status), body);

/** A JSON body, or undefined for an empty or non-JSON one (an HTML error page from a proxy). */
const parseJson = (text: string): unknown => {
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
  opts: Options & { blob?: boolean } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  const token = authStore.get()?.access_token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(`/api${path}${toQuery(opts.query)}`, { method, headers, body: payload, signal: opts.signal });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(0, 'network', 'The server could not be reached. Check your connection and try again.');
  }
  // A file the member downloads (their data export) comes back as a Blob; errors stay JSON.
  if (opts.blob && res.ok) {
    // A named attachment comes back as a File carrying the server's file name.
    const blob = await res.blob();
    const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
    return (name ? new File([blob], name, { type: blob.type }) : blob) as T;
  }
  const data = parseJson(await res.text());
  if (!res.ok) {
    const err = (data ?? {}) as Partial<ErrorResponse>;
    // Any 401 from a data call signs the user out (spec part 1 §4 "Session loss").
    if (res.status === 401 && token) {
      noteSessionLost();
      authStore.signOutLocally();
    }
    // A gate closed mid-session (new terms published, verification ran out): the guard moves on.
    if (res.status === 403 && ACCESS_GATE_ERRORS.includes(err.errors ?? '')) noteAccessGateClosed();
    throw apiErrorFrom(res.status, err);
  }
  return data as T;
}

export const api = {
  get: <T = unknown>(path: string, opts?: Options) => request<T>('GET', path, undefined, opts),
  post: <T = unknown>(path: string, body?: unknown, opts?: Options) => request<T>('POST', path, body, opts),
  put: <T = unknown>(path: string, body?: unknown, opts?: Options) => request<T>('PUT', path, body, opts),
  delete: <T = unknown>(path: string, body?: unknown, opts?: Options) => request<T>('DELETE', path, body, opts),
  /** A POST whose answer is a file, as a Blob. */
  postForBlob: (path: string, body?: unknown, opts?: Options) =>
    request<Blob>('POST', path, body, { ...opts, blob: true }),
};
