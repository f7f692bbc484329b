import type { Db } from '../../db/database.js';
import { notify, type Notified } from '../notifications/notify.js';
import type { ServiceContext } from '../service-context.js';
import { pagePath } from './page-path.js';
import { findReplyContext, threadRepliers } from './reply-context.repository.js';

/**
 * A visible reply tells the author of the comment replied to, and everyone else who replied in the
 * thread: when it is posted, or when a moderator releases it (a held reply tells nobody until then).
 * Pass the transaction that makes the reply visible.
 */
export async function notifyReply(
  trx: Db,
  ctx: Pick<ServiceContext, 'deployment' | 'env'>,
  reply: { replyId: number; parentId: number; replierId: number },
): Promise<Notified> {
  const context = await findReplyContext(trx, reply.parentId);
  if (!context) return [];
  const link = pagePath(context);
  const base = { actorId: reply.replierId, link, subject: context.title };
  const toAuthor = await notify(trx, ctx, {
    ...base,
    kind: 'commentReply',
    recipients: [context.parent_author],
    groupKey: `reply:${reply.replyId}`,
  });
  const toThread = await notify(trx, ctx, {
    ...base,
    kind: 'threadReply',
    recipients: threadRepliers(reply.parentId, [context.parent_author, reply.replierId]),
    groupKey: `reply:${reply.replyId}`,
  });
  return [...toAuthor, ...toThread];
}
