import {
  BLOCKED_TERM_CODE,
  ENGAGEMENT_TEXT,
  SILENCED_CODE,
  EngagementErrorCodes,
  moderationMessage,
  withObjectedWords,
} from '@aatd/contract';
import { ApiError, withSafetyNotice } from '@/lib/api-client';

/** The message for a failed comment or reply, by the server's answer (part 1 §8 "Comments"). */
export function commentErrorText(err: unknown, isReply: boolean): string {
  if (err instanceof ApiError) {
    if (err.status === 401) return ENGAGEMENT_TEXT.sessionExpired;
    if (err.code === EngagementErrorCodes.profanity) {
      return withSafetyNotice(withObjectedWords(ENGAGEMENT_TEXT.profanity, err.body.objectedWords), err.body);
    }
    if (err.code === EngagementErrorCodes.inappropriate) {
      const message = withObjectedWords(moderationMessage(err.body.categories), err.body.objectedWords);
      return withSafetyNotice(message, err.body);
    }
    // A watched term the moderators block: the server's sentence names it.
    if (err.code === BLOCKED_TERM_CODE) return err.message;
    // A silenced (read-only) member: the server's sentence gives the reason and the end date.
    if (err.code === SILENCED_CODE) return err.message;
  }
  return isReply ? ENGAGEMENT_TEXT.replyFailed : ENGAGEMENT_TEXT.commentFailed;
}
