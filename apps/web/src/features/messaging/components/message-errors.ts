import {
  BLOCKED_TERM_CODE,
  MESSAGING_TEXT,
  SILENCED_CODE,
  MessagingErrorCodes,
  moderationMessage,
  withObjectedWords,
} from '@aatd/contract';
import { ApiError, withSafetyNotice } from '@/lib/api-client';

/**
 * The text for a failed send (part 2 §8). The contact page and the reply form word the unknown
 * recipient and the fallback differently; both show the moderation findings and a block.
 */
export function sendErrorText(err: unknown, form: 'contact' | 'reply'): string {
  const fallback = form === 'contact' ? MESSAGING_TEXT.sendFailed : MESSAGING_TEXT.replyFailed;
  if (!(err instanceof ApiError)) return fallback;
  switch (err.code) {
    // A silenced (read-only) member: the server's sentence gives the reason and the end date.
    case SILENCED_CODE:
      return err.message;
    case MessagingErrorCodes.invalidUserId:
      return form === 'contact' ? MESSAGING_TEXT.invalidRecipient : MESSAGING_TEXT.replyInvalidRecipient;
    case MessagingErrorCodes.userBlocked:
      return MESSAGING_TEXT.userBlocked;
    case MessagingErrorCodes.profanityContent:
      return withSafetyNotice(withObjectedWords(MESSAGING_TEXT.profanity, err.body.objectedWords), err.body);
    case MessagingErrorCodes.inappropriateContent:
      return withSafetyNotice(
        withObjectedWords(moderationMessage(err.body.categories), err.body.objectedWords),
        err.body,
      );
    // A watched term the moderators block: the server's sentence names it.
    case BLOCKED_TERM_CODE:
      return err.message;
    case 'validationError':
      return err.message;
    default:
      return fallback;
  }
}
