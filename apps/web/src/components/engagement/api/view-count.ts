import type { ViewType } from '@aatd/contract';
import { api } from '@/lib/api-client';

/** Counts one view of a post when its external page is opened; a failure must not block reading. */
export const countView = (type: ViewType, postId: number) =>
  api.post<{ views: number }>(`/update-view-count/${type}/${postId}`).catch(() => undefined);
