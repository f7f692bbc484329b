import type { FastifyInstance } from 'fastify';
import {
  ENGAGEMENT_TEXT,
  EngagementErrorCodes,
  moderationMessage,
  type Comment,
  type CommentPage,
} from '@aatd/contract';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import { moderate } from '../../lib/moderation/index.js';
import type { Member } from '../../types/fastify.js';
import { presentComment, presentCommentPage } from './comments.presenter.js';
import { deleteComment, findComment, getCommentPage, insertComment, updateCommentText } from './comments.repository.js';

/**
 * Refuses text in any moderation category. Profanity alone has its own code and message; any
 * other finding lists every category so the client can build the spec's sentence.
 */
export function assertCleanText(
  app: FastifyInstance,
  text: string,
  profanityMessage: string = ENGAGEMENT_TEXT.profanity,
): void {
  const { categories } = moderate(text, { brandNames: app.deployment.brandNames });
  if (categories.length === 0) return;
  if (categories.length === 1 && categories[0] === 'profanity') {
    throw new AppError(400, EngagementErrorCodes.profanity, profanityMessage);
  }
  throw new AppError(400, EngagementErrorCodes.inappropriate, moderationMessage(categories), { categories });
}

/** Who may delete: a comment's author or an admin; a reply likewise (the UI offers it to its author). */
const mayDelete = (member: Member, authorId: number) => member.isAdmin || member.id === authorId;

export function commentsService(app: FastifyInstance) {
  return {
    async list(postId: number, page: number, limit: number): Promise<CommentPage> {
      const row = await getCommentPage(app.db, postId, { limit, offset: (page - 1) * limit });
      if (!row) throw notFound('The article');
      return presentCommentPage(row.comments, row.total_comments);
    },

    async add(member: Member, postId: number, text: string, parentId: number | undefined): Promise<Comment> {
      assertCleanText(app, text);
      const row = await insertComment(app.db, { postId, userId: member.id, parentId: parentId ?? null, text });
      if (!row) {
        throw parentId === undefined
          ? notFound('The article')
          : new AppError(404, EngagementErrorCodes.commentNotFound, 'The comment to reply to was not found.');
      }
      return presentComment({ ...row, user_id: member.id, text, replies: [] });
    },

    async update(member: Member, commentId: number, text: string): Promise<Comment> {
      const existing = await findComment(app.db, commentId);
      if (!existing) throw new AppError(404, EngagementErrorCodes.commentNotFound, 'The comment was not found.');
      if (existing.user_id !== member.id) throw forbidden('Only the author may edit this comment.');
      assertCleanText(app, text);
      const row = await updateCommentText(app.db, commentId, text);
      if (!row) throw new AppError(404, EngagementErrorCodes.commentNotFound, 'The comment was not found.');
      return presentComment({ ...row, replies: [] });
    },

    async remove(member: Member, commentId: number) {
      const existing = await findComment(app.db, commentId);
      if (!existing) throw new AppError(404, EngagementErrorCodes.commentNotFound, 'The comment was not found.');
      if (!mayDelete(member, existing.user_id)) {
        throw forbidden(
          existing.parent_id === null
            ? 'Only the author or an admin may delete this comment.'
            : 'Only the author or an admin may delete this reply.',
        );
      }
      const removed = await deleteComment(app.db, commentId);
      return { id: commentId, removed };
    },
  };
}
