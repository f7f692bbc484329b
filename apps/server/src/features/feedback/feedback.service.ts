import { FEEDBACK_INBOX_PAGE_SIZE, pageMeta, type FeedbackBody } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import { countFeedback, insertFeedback, listFeedback } from './feedback.repository.js';
import { presentFeedback } from './feedback.presenter.js';

export async function sendFeedback(db: Db, userId: number, body: FeedbackBody) {
  const { id } = await insertFeedback(db, {
    user_id: userId,
    feedback_text: body.feedbackText,
    feature: body.feature ?? null,
  });
  return { id };
}

/** The admin inbox: newest first. A page past the end still reports the true total. */
export async function feedbackInbox(db: Db, page: number, limit = FEEDBACK_INBOX_PAGE_SIZE) {
  const rows = await listFeedback(db, limit, (page - 1) * limit);
  const total = rows.length ? Number(rows[0]!.total) : page > 1 ? await countFeedback(db) : 0;
  return { data: rows.map(presentFeedback), meta: { pagination: pageMeta(total, page, limit) } };
}
