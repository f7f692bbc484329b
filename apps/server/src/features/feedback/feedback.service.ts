import { FEEDBACK_INBOX_PAGE_SIZE, type FeedbackBody } from '@aatd/contract';
import { requireMember, requireRole, type Actor } from '../../core/access-policy.js';
import { pageWindow, paginate } from '../../core/pagination.js';
import type { ServiceContext } from '../../core/service-context.js';
import { writeScreened } from '../../core/safety/report-possible-adverse-event.js';
import { insertFeedback, listFeedback } from './feedback.repository.js';
import { presentFeedback } from './feedback.presenter.js';

/** POST /api/user/feedback (part 2 §2.17). */
export async function sendFeedback(ctx: ServiceContext, actor: Actor, body: FeedbackBody) {
  const member = requireMember(actor);
  const { id } = await writeScreened(
    ctx.db,
    ctx,
    body.feedbackText,
    (db) => insertFeedback(db, { user_id: member.id, feedback_text: body.feedbackText, feature: body.feature ?? null }),
    (written) => ({ source: 'feedback', sourceId: written.id, authorId: member.id }),
  );
  return { id };
}

/** The admin inbox: newest first. A page past the end still reports the true total. */
export async function feedbackInbox(
  ctx: ServiceContext,
  actor: Actor,
  q: { page: number; limit?: number | undefined },
) {
  requireRole(actor, 'admin');
  const window = pageWindow(q.page, q.limit ?? FEEDBACK_INBOX_PAGE_SIZE);
  const { rows, total } = await listFeedback(ctx.db, window);
  return paginate(rows.map(presentFeedback), total, window);
}
