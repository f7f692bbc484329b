import { BLOCKED_TERM_CODE, ENGAGEMENT_TEXT, EngagementErrorCodes, moderationMessage } from '@aatd/contract';
import { ApiError, withSafetyNotice } from '@/lib/api-client';

/** The message for a failed comment or reply, by the server's answer (part 1 §8 "Comments"). */
export function commentErrorText(err: unknown, isReply: boolean): string {
  if (err instanceof ApiError) {
    if (err.status === 401) return ENGAGEMENT_TEXT.sessionExpired;
    if (err.code === EngagementErrorCodes.profanity) return withSafetyNotice(ENGAGEMENT_TEXT.profanity, err.body);
    if (err.code === EngagementErrorCodes.inappropriate) {
      return withSafetyNotice(moderationMessage(err.body.categories), err.body);
    }
    // A watched term the moderators block: the server's sentence names it (issue 12).
    if (err.code === BLOCKED_TERM_CODE) return err.message;
  }
  return isReply ? ENGAGEMENT_TEXT.replyFailed : ENGAGEMENT_TEXT.commentFailed;
}
