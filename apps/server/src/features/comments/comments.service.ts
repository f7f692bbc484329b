import { ENGAGEMENT_TEXT, EngagementErrorCodes, type Comment, type CommentPage } from '@aatd/contract';
import { requireAuthor, requireMember, requireWriter, type Actor } from '../../core/access-policy.js';
import {
  assertAcceptableText,
  loadModerationRules,
  reviewDecision,
  withRuleBrands,
} from '../../core/moderation/acceptable-text.js';
import { forgetListTotal, pageWindow } from '../../core/pagination.js';
import { presentComment, presentCommentPage } from '../../core/posts/comments.presenter.js';
import { announceNotified } from '../../core/notifications/notify.js';
import { notifyReply } from '../../core/posts/notify-reply.js';
import type { ServiceContext } from '../../core/service-context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { commentListKey, getCommentPage, isEveryonesPage } from '../../core/posts/comment-page.repository.js';
import { heldPostTags, ownCommentPage, type HeldPosts } from '../../core/posts/held-posts.js';
import { getMemberPartOfPost } from '../../core/posts/posts.repository.js';
import {
  moderateScreened,
  needsSafetyCase,
  threadKeys,
  writeScreened,
} from '../../core/safety/report-possible-adverse-event.js';
import { chainExists } from '../../core/safety/safety-cases.repository.js';
import type { Db } from '../../db/database.js';
import {
  deleteComment,
  findComment,
  flagEditedComment,
  insertComment,
  updateCommentText,
} from './comments.repository.js';

const commentNotFound = (what = 'The comment') =>
  new AppError(404, EngagementErrorCodes.commentNotFound, `${what} was not found.`);

export async function listComments(
  ctx: ServiceContext,
  actor: Actor,
  postId: number,
  q: { page: number; limit: number },
  held: HeldPosts<CommentPage>,
): Promise<CommentPage> {
  const member = requireMember(actor);
  const window = pageWindow(q.page, q.limit);
  const found = await held.lookupShared(`${postId}:${window.limit}:${window.offset}`, async () => {
    const row = await getCommentPage(ctx.db, postId, window, member.id);
    if (!row) return null;
    const own = presentCommentPage(row.comments, row.total_comments);
    // First pages only: the rest are read less and could fill the memory.
    return { own, value: own, tags: heldPostTags(postId), keep: window.offset === 0 && isEveryonesPage(row) };
  });
  if (!found) throw notFound('The article');
  if ('own' in found) return found.own;
  const { unlisted } = await getMemberPartOfPost(ctx.db, postId, member.id);
  const page = await ownCommentPage(ctx.db, found.shared, postId, window, member.id, unlisted);
  if (!page) throw notFound('The article');
  return page;
}

/**
 * A comment on a post, or a reply when `parentId` names one of its comments. The console's rules
 * may hold it for review (only its author sees it, marked awaiting review) or flag it to the
 * moderation queue.
 */
export async function addComment(
  ctx: ServiceContext,
  actor: Actor,
  postId: number,
  text: string,
  parentId: number | undefined,
): Promise<Comment> {
  const member = requireWriter(actor);
  const rules = await loadModerationRules(ctx.db, ctx, member.id, { isComment: true });
  const caseCtx = withRuleBrands(ctx, rules);
  // Screened before moderation may refuse it: a possible adverse event is kept either way.
  const screening = needsSafetyCase(caseCtx, text);
  const written = {
    source: parentId === undefined ? ('comment' as const) : ('reply' as const),
    authorId: member.id,
    postId,
    threadKey: threadKeys.post(postId),
  };
  await moderateScreened(ctx.db, caseCtx, { ...written, text }, screening, () =>
    assertAcceptableText(text, rules, ENGAGEMENT_TEXT.profanity),
  );
  const review = reviewDecision(text, rules, { isComment: true });
  // A reply and the notifications of it commit together; a comment notifies nobody.
  const inOne = <T>(work: (db: Db) => Promise<T>) =>
    parentId === undefined ? work(ctx.db) : ctx.db.transaction().execute(work);
  const { row, notified } = await inOne(async (trx) => {
    const inserted = await writeScreened(
      trx,
      caseCtx,
      text,
      (db) => insertComment(db, { postId, userId: member.id, parentId: parentId ?? null, text, review }),
      (ins) => (ins ? { ...written, sourceId: ins.id } : null),
      screening,
    );
    const told =
      inserted && parentId !== undefined && review.state === 'visible'
        ? await notifyReply(trx, ctx, { replyId: inserted.id, parentId, replierId: member.id })
        : [];
    return { row: inserted, notified: told };
  });
  await announceNotified(ctx, notified);
  if (!row) throw parentId === undefined ? notFound('The article') : commentNotFound('The comment to reply to');
  if (parentId === undefined) forgetListTotal(commentListKey(postId));
  return presentComment({ ...row, user_id: member.id, text, review_state: review.state, replies: [] });
}

/**
 * Only its author edits a comment. The edit is judged like a new text: a watched term set to hold
 * or flag sends it to the moderation queue (held edits show only to the author until released).
 */
export async function editComment(ctx: ServiceContext, actor: Actor, commentId: number, text: string) {
  requireWriter(actor);
  const existing = await findComment(ctx.db, commentId);
  if (!existing) throw commentNotFound();
  requireAuthor(actor, existing.user_id, 'Only the author may edit this comment.');
  const rules = await loadModerationRules(ctx.db, ctx, existing.user_id);
  const caseCtx = withRuleBrands(ctx, rules);
  const source = existing.parent_id === null ? ('comment' as const) : ('reply' as const);
  const written = {
    source,
    authorId: existing.user_id,
    postId: existing.post_id,
    threadKey: threadKeys.post(existing.post_id),
    // An edit continues the case of the comment (or of an earlier edit of it).
    followUpSources: [{ type: source, id: String(commentId) }],
  };
  const screened = needsSafetyCase(caseCtx, text);
  // Once a comment has a case, every edit of it is a follow-up: what it now says matters to PV.
  const screening =
    screened.possibleAdverseEvent || !(await chainExists(ctx.db, written.followUpSources))
      ? screened
      : { ...screened, possibleAdverseEvent: true };
  await moderateScreened(ctx.db, caseCtx, { ...written, text }, screening, () =>
    assertAcceptableText(text, rules, ENGAGEMENT_TEXT.profanity),
  );
  const review = reviewDecision(text, rules, { isComment: false });
  const write = async (db: Db) => {
    const row = await writeScreened(
      db,
      caseCtx,
      text,
      (d) => updateCommentText(d, commentId, text),
      (updated) => (updated ? { ...written, sourceId: `${commentId}@${Date.now()}` } : null),
      screening,
    );
    if (row && review.flag) await flagEditedComment(db, commentId, { state: review.state, flag: review.flag });
    return row;
  };
  const row = review.flag ? await ctx.db.transaction().execute(write) : await write(ctx.db);
  if (!row) throw commentNotFound();
  const reviewState = review.state === 'held' && row.review_state === 'visible' ? 'held' : row.review_state;
  return presentComment({ ...row, review_state: reviewState, replies: [] });
}

/** Its author or an admin deletes a comment or reply (the UI offers it to its author). */
export async function removeComment(ctx: ServiceContext, actor: Actor, commentId: number) {
  requireMember(actor);
  const existing = await findComment(ctx.db, commentId);
  if (!existing) throw commentNotFound();
  const what = existing.parent_id === null ? 'comment' : 'reply';
  requireAuthor(actor, existing.user_id, `Only the author or an admin may delete this ${what}.`, { adminMay: true });
  const removed = await deleteComment(ctx.db, commentId);
  if (existing.parent_id === null) forgetListTotal(commentListKey(existing.post_id));
  return { id: commentId, removed };
}
