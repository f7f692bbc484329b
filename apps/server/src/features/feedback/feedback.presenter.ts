import type { FeedbackFeature, FeedbackItem } from '@aatd/contract';
import type { listFeedback } from './feedback.repository.js';

type Row = Awaited<ReturnType<typeof listFeedback>>['rows'][number];

export const presentFeedback = (r: Row): FeedbackItem => ({
  id: r.id,
  feedbackText: r.feedback_text,
  feature: r.feature as FeedbackFeature | null,
  createdAt: new Date(r.created_at).toISOString(),
  member: { id: r.user_id, title: r.title, firstName: r.first_name, lastName: r.last_name, email: r.email },
});
