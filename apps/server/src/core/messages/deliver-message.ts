import { MESSAGING_TEXT, MessagingErrorCodes } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { SITE_ROUTES } from '@aatd/contract';
import { enqueueBatchedMail } from '../mail/mail.repository.js';
import { notify, type Notified } from '../notifications/notify.js';
import { mailBrand } from '../mail/mail.service.js';
import { recipientOf, shareNoticeMail, type SharedPageItem } from '../mail/templates/index.js';
import {
  assertAcceptableText,
  loadModerationRules,
  reviewDecision,
  withRuleBrands,
  type ReviewDecision,
} from '../moderation/acceptable-text.js';
import type { ServiceContext } from '../service-context.js';
import {
  moderateScreened,
  needsSafetyCase,
  threadKeys,
  writeScreened,
} from '../safety/report-possible-adverse-event.js';
import {
  heldMessageDeliverable,
  insertMessageIfAllowed,
  releaseMessage,
  type RecipientRow,
} from './messages.repository.js';

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
 * A watched term set to hold keeps the message with its sender ("awaiting review") until a
 * moderator releases it; one set to flag delivers it and queues it for the moderators.
 * `delivered` says whether the recipient has it now: only then notify them (notifyUnseen after the
 * commit, so the badge never counts a message that rolled back; a share's e-mail notice).
 * Pass a transaction as `db` to write more in the same commit.
 */
export async function deliverMessage(
  db: Db,
  ctx: Pick<ServiceContext, 'deployment' | 'env' | 'db' | 'events'>,
  input: DeliverInput,
  judged?: JudgedMessage,
) {
  if (input.receiverId === input.senderId) throw invalidRecipient();
  const { caseCtx, screening, review } = judged ?? (await judgeMessage(db, ctx, input));
  const { recipient, message } = await writeScreened(
    db,
    caseCtx,
    input.text,
    (d) => insertMessageIfAllowed(d, { ...input, review }),
    (written) => (written.message ? { ...messageSource(input), sourceId: written.message.id } : null),
    screening,
  );
  if (!recipient?.visible) throw invalidRecipient();
  if (!message) throw new AppError(403, MessagingErrorCodes.userBlocked, MESSAGING_TEXT.userBlocked);
  const delivered = message.review_state === 'visible';
  // Only a delivered message is news to the recipient; in the same transaction when given one.
  const notified: Notified = delivered ? await notifyMessage(db, ctx, input) : [];
  return { message, recipient, delivered, notified };
}

const SUBJECT_MAX = 140;

/**
 * The recipient's notification of a message or share: unread ones from the same sender fold into
 * one (a conversation is one item in the bell, however many messages it holds).
 */
function notifyMessage(db: Db, ctx: Pick<ServiceContext, 'deployment' | 'env'>, input: DeliverInput) {
  const share = Boolean(input.resourceLink);
  const text = input.text.replace(/\s+/g, ' ').trim();
  return notify(db, ctx, {
    kind: share ? 'share' : 'message',
    recipients: [input.receiverId],
    actorId: input.senderId,
    link: share ? input.resourceLink! : SITE_ROUTES.conversation.replace(':recipientId', String(input.senderId)),
    subject: text.length > SUBJECT_MAX ? `${text.slice(0, SUBJECT_MAX - 1)}…` : text,
    groupKey: share ? `share:${input.senderId}:${input.resourceLink}` : `message:${input.senderId}`,
  });
}

const messageSource = (input: DeliverInput) => ({
  source: input.resourceLink ? ('share' as const) : ('message' as const),
  authorId: input.senderId,
  // A later message to the same member is a follow-up of a case in the conversation.
  threadKey: threadKeys.conversation(input.senderId, input.receiverId),
});

export type JudgedMessage = Awaited<ReturnType<typeof judgeMessage>>;

/**
 * Screens a message's text, then lets moderation judge it: a refused text that may describe an
 * adverse event is kept as a safety case first (moderateScreened). Run it outside any transaction
 * (sharing judges first, then writes in its own) and pass the result to deliverMessage.
 */
export async function judgeMessage(
  db: Db,
  ctx: Pick<ServiceContext, 'deployment' | 'env' | 'db' | 'events'>,
  input: DeliverInput,
) {
  const rules = await loadModerationRules(db, ctx, input.senderId);
  const caseCtx = withRuleBrands(ctx, rules);
  const screening = needsSafetyCase(caseCtx, input.text);
  let review: ReviewDecision = { state: 'visible', flag: null };
  if (input.text.trim()) {
    await moderateScreened(db, caseCtx, { ...messageSource(input), text: input.text }, screening, () =>
      assertAcceptableText(input.text, rules, MESSAGING_TEXT.profanity),
    );
    review = reviewDecision(input.text, rules, { isComment: false });
  }
  return { caseCtx, screening, review };
}

/** Shares from one member to another within this time become one e-mail notice. */
export const SHARE_NOTICE_BATCH_MS = 10 * 60_000;

/**
 * The recipient's e-mail notice of a shared page, written in the caller's transaction. Notices
 * wait a few minutes so that repeated shares to the same member arrive as one e-mail.
 */
export async function queueShareNotice(
  trx: Db,
  ctx: Pick<ServiceContext, 'deployment' | 'env'>,
  share: { senderId: number; senderName: string; recipient: RecipientRow; path: string; note: string },
) {
  await enqueueBatchedMail<SharedPageItem>(
    trx,
    {
      key: `share:${share.senderId}:${share.recipient.id}`,
      item: { path: share.path, note: share.note },
      delayMs: SHARE_NOTICE_BATCH_MS,
    },
    (items) => shareNoticeMail(mailBrand(ctx), recipientOf(share.recipient), share.senderName, items),
  );
}

/**
 * A moderator releases a held (or hidden) message: it reaches the recipient with its original
 * time, and a share's e-mail notice is queued now; a held one notifies the recipient as if just
 * sent. Pass the moderator's transaction; answers the recipient's unseen count for notifyUnseen
 * and who was notified for announceNotified after the commit, 'undeliverable' when the recipient
 * may no longer receive it from this sender, or undefined when nothing was held.
 */
export async function deliverHeldMessage(
  trx: Db,
  ctx: Pick<ServiceContext, 'deployment' | 'env'>,
  messageId: number,
): Promise<{ receiverId: number; unseen: number; notified: Notified } | 'undeliverable' | undefined> {
  // The rule deliverMessage applies at writing applies at release too: a recipient who blocked the
  // sender meanwhile, or who left, never gets it.
  const deliverable = await heldMessageDeliverable(trx, messageId);
  if (deliverable === undefined) return undefined;
  if (!deliverable) return 'undeliverable';
  const released = await releaseMessage(trx, messageId);
  if (!released) return undefined;
  if (released.resource_link) {
    await queueShareNotice(trx, ctx, {
      senderId: released.sender_id,
      senderName: released.sender_name,
      recipient: released.recipient,
      path: released.resource_link,
      note: released.text === SHARE_DEFAULT_TEXT ? '' : released.text,
    });
  }
  // A held message is news to the recipient now, as if just sent; a hidden one they were told of.
  const notified = released.was_held
    ? await notifyMessage(trx, ctx, {
        senderId: released.sender_id,
        receiverId: released.receiver_id,
        text: released.text,
        resourceLink: released.resource_link,
      })
    : [];
  return { receiverId: released.receiver_id, unseen: Number(released.receiver_unseen), notified };
}

/** A share's message when the sender wrote no note. */
export const SHARE_DEFAULT_TEXT = 'I would like to share this page with you.';

/** Tells the member's open tabs their new unseen count; a failed publish must not fail the request. */
export async function notifyUnseen(ctx: ServiceContext, memberId: number, count: number): Promise<void> {
  try {
    await ctx.events?.publish(memberId, { type: 'unseen', count });
  } catch (err) {
    ctx.log.warn({ err: (err as Error).message }, 'live event not delivered');
  }
}
