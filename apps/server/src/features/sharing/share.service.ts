import type { FastifyInstance } from 'fastify';
import { ENGAGEMENT_TEXT, EngagementErrorCodes, type ShareBody } from '@aatd/contract';
import { AppError } from '../../lib/app-error.js';
import type { Member } from '../../types/fastify.js';
import { enqueueMail } from '../mail/mail.repository.js';
import { genericMail } from '../mail/templates/index.js';
import { assertCleanText } from '../comments/comments.service.js';
import { sendShareMessage } from './share.repository.js';

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

export function shareService(app: FastifyInstance) {
  return {
    async share(member: Member, body: ShareBody) {
      const path = sitePath(body.resourceLink);
      const note = body.senderMessage.trim();
      if (note) assertCleanText(app, note, 'Profanity in message is not allowed');
      const result = await app.db.transaction().execute(async (trx) => {
        const target = await sendShareMessage(trx, {
          senderId: member.id,
          receiverId: body.receiverId,
          text: note || DEFAULT_TEXT,
          resourceLink: path,
        });
        if (!target || target.unavailable) {
          throw new AppError(404, EngagementErrorCodes.invalidReceiver, ENGAGEMENT_TEXT.invalidReceiver);
        }
        if (target.blocked || target.message_id === null) {
          throw new AppError(403, 'userBlocked', 'You are not allowed to message the recipient.');
        }
        const sender = `${target.sender_title} ${target.sender_first_name} ${target.sender_last_name}`;
        const brand = { deployment: app.deployment, publicUrl: app.env.publicUrl };
        await enqueueMail(
          trx,
          genericMail(brand, {
            to: target.receiver_email,
            name: `${target.receiver_title} ${target.receiver_first_name} ${target.receiver_last_name}`,
            subject: `${sender} shared a page with you on ${app.deployment.siteName}`,
            paragraphs: [
              `${sender} shared a page with you. You will find it in your messages.`,
              ...(note ? [`Their message: "${note}"`] : []),
            ],
            action: { label: 'Open the shared page', url: `${app.env.publicUrl}${path}` },
          }),
        );
        return {
          status: 'shared' as const,
          messageId: target.message_id,
          receiverId: target.receiver_id,
          unseen: target.receiver_unseen,
        };
      });
      // After commit: the receiver's open tabs update their unseen badge; a lost event is harmless.
      await app.events
        ?.publish(result.receiverId, { type: 'unseen', count: result.unseen })
        .catch((err: Error) => app.log.warn({ err: err.message }, 'live event not delivered'));
      return { status: result.status, messageId: result.messageId };
    },
  };
}
