/**
 * Query keys shared by every screen that shows posts. Lists and details of any feature (news,
 * education) live under `['posts', ...]`, so a save, rating or comment refreshes them all.
 */
export const engagementKeys = {
  posts: ['posts'] as const,
  comments: (postId: number) => ['posts', 'comments', postId] as const,
  ownRating: (postId: number) => ['posts', 'own-rating', postId] as const,
  commentPage: (postId: number, page: number) => ['posts', 'comments', postId, page] as const,
  saved: ['saved-articles'] as const,
  savedPage: (page: number) => ['saved-articles', page] as const,
  memberSearch: (q: string) => ['members', 'search', q] as const,
};
