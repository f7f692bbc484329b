import { MESSAGING_TEXT, MessagingErrorCodes, moderationMessage } from '@aatd/contract';
import { ApiError } from '@/lib/api-client';

/**
 * The text for a failed send (part 2 §8). The contact page and the reply form word the unknown
 * recipient and the fallback differently; both show the moderation findings and a block.
 */
export function sendErrorText(err: unknown, form: 'contact' | 'reply'): string {
  const fallback = form === 'contact' ? MESSAGING_TEXT.sendFailed : MESSAGING_TEXT.replyFailed;
  if (!(err instanceof ApiError)) return fallback;
  switch (err.code) {
    case MessagingErrorCodes.invalidUserId:
    case 'invalidReceiverId':
      return form === 'contact' ? MESSAGING_TEXT.invalidRecipient : MESSAGING_TEXT.replyInvalidRecipient;
    case MessagingErrorCodes.userBlocked:
      return MESSAGING_TEXT.userBlocked;
    case MessagingErrorCodes.profanityContent:
      return MESSAGING_TEXT.profanity;
    case MessagingErrorCodes.inappropriateContent:
      return moderationMessage(err.body.categories);
    case 'validationError':
      return err.message;
    default:
      return fallback;
  }
}

export const memberName = (m: { title: string; firstName: string; lastName: string }) =>
  `${m.title} ${m.firstName} ${m.lastName}`;
