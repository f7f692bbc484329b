/**
 * What survives a lost session (a 401 on a data call signs the member out, spec part 1 §4
 * "Session loss"): why it ended, shown once on /login, and a comment being posted, put back in
 * its box after sign-in. Kept in sessionStorage: this tab only, gone with the tab.
 */
const REASON_KEY = 'sessionLostReason';
const draftKey = (postId: number, parentId?: number) => `commentDraft:${postId}:${parentId ?? ''}`;

const store = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

/**
 * Called by the API client on a 401, or with the server's sentence when the account was suspended
 * mid-session (its reason and end date, shown on /login instead of "Invalid access token"). No
 * contract import here: it would pull zod into the first chunk.
 */
export function noteSessionLost(message?: string): void {
  store()?.setItem(REASON_KEY, message ?? '401');
}

export const wasSessionLost = (): boolean => (store()?.getItem(REASON_KEY) ?? null) !== null;

/** The server's sentence when a suspension ended the session; null for a plain 401 or none. */
export const sessionLostMessage = (): string | null => {
  const reason = store()?.getItem(REASON_KEY) ?? null;
  return reason === null || reason === '401' ? null : reason;
};

/** Cleared once shown, so a later visit to /login does not repeat it. */
export function clearSessionLost(): void {
  store()?.removeItem(REASON_KEY);
}

export function keepCommentDraft(postId: number, parentId: number | undefined, text: string): void {
  store()?.setItem(draftKey(postId, parentId), text);
}

export const readCommentDraft = (postId: number, parentId?: number): string =>
  store()?.getItem(draftKey(postId, parentId)) ?? '';

/** Cleared when the comment is posted or the box emptied. */
export function clearCommentDraft(postId: number, parentId?: number): void {
  store()?.removeItem(draftKey(postId, parentId));
}
