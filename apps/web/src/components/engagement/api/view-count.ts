import { api } from '@/lib/api-client';

/** Counts one view of a post when its external page is opened; a failure must not block reading. */
export const countView = (type: string, postId: number) =>
  api.post<{ views: number }>(`/update-view-count/${encodeURIComponent(type)}/${postId}`).catch(() => undefined);
