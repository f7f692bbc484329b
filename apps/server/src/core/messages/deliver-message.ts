import { MESSAGING_TEXT, MessagingErrorCodes } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { assertAcceptableText, loadModerationRules, withRuleBrands } from '../moderation/acceptable-text.js';
import type { ServiceContext } from '../service-context.js';
import { writeScreened } from '../safety/report-possible-adverse-event.js';
import { insertMessageIfAllowed } from './messages.repository.js';

export interface DeliverInput {
  senderId: number;
  receiverId: number;
  text: string;
  /** A shared article or module: the message then links to it (POST /api/user/share). */
  resourceLink?: string | null;
}

export const invalidRecipient = () =>
  new AppError(400, MessagingErrorCodes.invalidUserId, MESSAGING_TEXT.invalidRecipient);

/**
 * The one way a private message is written, for messaging and for sharing alike: the recipient
 * must be another member whom members may see, neither side may have blocked the other, and the
 * text passes moderation; a text that may describe an adverse event opens a safety case with it.
 * Pass a transaction as `db` to write more in the same commit; call notifyUnseen after the commit
 * so the receiver's badge never counts a message that rolled back.
 */
export async function deliverMessage(
  db: Db,
  ctx: Pick<ServiceContext, 'deployment' | 'env' | 'db' | 'events'>,
  input: DeliverInput,
) {
  if (input.receiverId === input.senderId) throw invalidRecipient();
  const rules = await loadModerationRules(db, ctx, input.senderId);
  if (input.text.trim()) assertAcceptableText(input.text, rules, MESSAGING_TEXT.profanity);
  const { recipient, message } = await writeScreened(
    db,
    withRuleBrands(ctx, rules),
    input.text,
    (d) => insertMessageIfAllowed(d, input),
    (written) =>
      written.message
        ? { source: input.resourceLink ? 'share' : 'message', sourceId: written.message.id, authorId: input.senderId }
        : null,
  );
  if (!recipient?.visible) throw invalidRecipient();
  if (!message) throw new AppError(403, MessagingErrorCodes.userBlocked, MESSAGING_TEXT.userBlocked);
  return { message, recipient };
}

/** Tells the member's open tabs their new unseen count; a failed publish must not fail the request. */
export async function notifyUnseen(ctx: ServiceContext, memberId: number, count: number): Promise<void> {
  try {
    await ctx.events?.publish(memberId, { type: 'unseen', count });
  } catch (err) {
    ctx.log.warn({ err: (err as Error).message }, 'live event not delivered');
  }
}
