import {
  MEDIA_UPLOAD_FIELDS,
  type MediaFileDetail,
  type MediaInUseError,
  type MediaListQuery,
  type MediaPage,
  type MediaUpdate,
} from '@aatd/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, failedCall, parseJson } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/**
 * The console's media library API (GET POST /api/admin/media, GET PATCH DELETE /api/admin/media/:id),
 * shared by the library screen and the media picker of every console editor.
 */
export const mediaKeys = {
  all: ['console', 'media'] as const,
  list: (q: MediaListQuery) => [...mediaKeys.all, 'list', q] as const,
  file: (id: number) => [...mediaKeys.all, 'file', id] as const,
};

export const useMediaList = (q: MediaListQuery) =>
  useQuery({
    queryKey: mediaKeys.list(q),
    queryFn: ({ signal }) => api.get<MediaPage>('/admin/media', { signal, query: q }),
    placeholderData: keepPreviousData,
  });

export const useMediaFile = (id: number | null) =>
  useQuery({
    queryKey: mediaKeys.file(id ?? 0),
    queryFn: ({ signal }) => api.get<MediaFileDetail>(`/admin/media/${id}`, { signal }),
    enabled: id !== null,
  });

/**
 * POST /api/admin/media with the upload's progress (0–1), which fetch cannot report: an
 * XMLHttpRequest with the same token and the same errors as every other call.
 */
export function uploadMediaFile(
  file: File,
  text: { alt?: string; name?: string },
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<MediaFileDetail> {
  const form = new FormData();
  if (text.alt) form.append(MEDIA_UPLOAD_FIELDS.alt, text.alt);
  if (text.name) form.append(MEDIA_UPLOAD_FIELDS.name, text.name);
  form.append(MEDIA_UPLOAD_FIELDS.file, file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/media');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = authStore.get()?.access_token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status === 201) resolve(body as MediaFileDetail);
      else reject(failedCall(xhr.status, body, Boolean(token)));
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'network', 'The upload was interrupted. Check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

export function useUpdateMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: MediaUpdate }) =>
      api.patch<MediaFileDetail>(`/admin/media/${id}`, change),
    onSuccess: (file) => {
      client.setQueryData(mediaKeys.file(file.id), file);
      return client.invalidateQueries({ queryKey: [...mediaKeys.all, 'list'] });
    },
  });
}

/** DELETE /api/admin/media/:id; a file in use answers 409 with its uses (see inUseOf). */
export function useDeleteMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/admin/media/${id}`),
    onSettled: () => client.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

/** The places a refused delete named. */
export const inUseOf = (error: unknown): MediaInUseError['uses'] | null =>
  error instanceof ApiError && error.status === 409 ? ((error.body as Partial<MediaInUseError>).uses ?? null) : null;
