import { EngagementErrorCodes, type ShareBody } from '@aatd/contract';
import { requireWriter, type Actor } from '../../core/access-policy.js';
import {
  deliverMessage,
  judgeMessage,
  notifyUnseen,
  queueShareNotice,
  SHARE_DEFAULT_TEXT,
} from '../../core/messages/deliver-message.js';
import { announceNotified } from '../../core/notifications/notify.js';
import type { ServiceContext } from '../../core/service-context.js';
import { AppError } from '../../lib/app-error.js';

/**
 * Only a page of this site can be shared: the link is reduced to its path (so a crafted link
 * cannot point elsewhere) and later shown to the receiver as a link into the app.
 */
export function sitePath(resourceLink: string): string {
  let url: URL;
  try {
    url = new URL(resourceLink, 'http://site.invalid');
  } catch {
    throw new AppError(400, EngagementErrorCodes.invalidResourceLink, 'The shared link is not a page of this site.');
  }
  if (!/^https?:$/.test(url.protocol) || !url.pathname.startsWith('/')) {
    throw new AppError(400, EngagementErrorCodes.invalidResourceLink, 'The shared link is not a page of this site.');
  }
  return `${url.pathname}${url.search}`;
}

const fullName = (p: { title: string; first_name: string; last_name: string }) =>
  `${p.title} ${p.first_name} ${p.last_name}`;

/**
 * POST /api/user/share: a private message that links to the page (the same rules and codes as
 * any message) and an e-mail notice, written in one transaction. A share the watch list holds
 * waits for a moderator: no notice, no badge until it is released (core/messages).
 */
export async function sharePage(ctx: ServiceContext, actor: Actor, body: ShareBody) {
  const member = requireWriter(actor);
  const path = sitePath(body.resourceLink);
  const note = body.senderMessage.trim();
  const input = {
    senderId: member.id,
    receiverId: body.receiverId,
    text: note || SHARE_DEFAULT_TEXT,
    resourceLink: path,
  };
  // Judged before the transaction: a refused note that may describe an adverse event keeps its case.
  const judged = member.id === body.receiverId ? undefined : await judgeMessage(ctx.db, ctx, input);
  const { message, notified } = await ctx.db.transaction().execute(async (trx) => {
    const delivered = await deliverMessage(trx, ctx, input, judged);
    if (delivered.delivered) {
      await queueShareNotice(trx, ctx, {
        senderId: member.id,
        senderName: fullName(delivered.message),
        recipient: delivered.recipient,
        path,
        note,
      });
    }
    return delivered;
  });
  // After commit: the receiver's open tabs update their unseen badge.
  if (message.review_state === 'visible') await notifyUnseen(ctx, body.receiverId, Number(message.receiver_unseen));
  await announceNotified(ctx, notified);
  return { status: 'shared' as const, messageId: message.id };
}
