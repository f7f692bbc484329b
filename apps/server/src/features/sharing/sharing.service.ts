import { EngagementErrorCodes, type ShareBody } from '@aatd/contract';
import { requireMember, type Actor } from '../../core/access-policy.js';
import { deliverMessage, notifyUnseen } from '../../core/messages/deliver-message.js';
import { enqueueBatchedMail } from '../../core/mail/mail.repository.js';
import { mailBrand } from '../../core/mail/mail.service.js';
import { recipientOf, shareNoticeMail, type SharedPageItem } from '../../core/mail/templates/index.js';
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

const DEFAULT_TEXT = 'I would like to share this page with you.';
/** Shares from one member to another within this time become one e-mail notice. */
export const SHARE_NOTICE_BATCH_MS = 10 * 60_000;
const fullName = (p: { title: string; first_name: string; last_name: string }) =>
  `${p.title} ${p.first_name} ${p.last_name}`;

/**
 * POST /api/user/share: a private message that links to the page (the same rules and codes as
 * any message) and an e-mail notice, written in one transaction. Notices wait a few minutes so
 * that repeated shares to the same member arrive as one e-mail.
 */
export async function sharePage(ctx: ServiceContext, actor: Actor, body: ShareBody) {
  const member = requireMember(actor);
  const path = sitePath(body.resourceLink);
  const note = body.senderMessage.trim();
  const { message } = await ctx.db.transaction().execute(async (trx) => {
    const delivered = await deliverMessage(trx, ctx, {
      senderId: member.id,
      receiverId: body.receiverId,
      text: note || DEFAULT_TEXT,
      resourceLink: path,
    });
    const sender = fullName(delivered.message);
    await enqueueBatchedMail<SharedPageItem>(
      trx,
      { key: `share:${member.id}:${body.receiverId}`, item: { path, note }, delayMs: SHARE_NOTICE_BATCH_MS },
      (items) => shareNoticeMail(mailBrand(ctx), recipientOf(delivered.recipient), sender, items),
    );
    return delivered;
  });
  // After commit: the receiver's open tabs update their unseen badge.
  await notifyUnseen(ctx, body.receiverId, Number(message.receiver_unseen));
  return { status: 'shared' as const, messageId: message.id };
}
