import { z } from 'zod';
import { FeedbackFeatureSchema } from './enums.js';
import { requiredText } from './fields.js';
import { pagedSchema } from './pagination.js';

/* Feedback (part 2 §2.17): the member's form and the admin inbox. */

export const FEEDBACK_TEXT_MAX = 5000;
export const FeedbackBodySchema = z.object({
  feedbackText: requiredText('Details are required').max(FEEDBACK_TEXT_MAX),
  feature: FeedbackFeatureSchema.optional(),
});
export type FeedbackBody = z.infer<typeof FeedbackBodySchema>;

/** The browser form: '' is the "Select..." option of the Feature dropdown and is not sent. */
export const FeedbackFormSchema = FeedbackBodySchema.extend({
  feature: z.union([FeedbackFeatureSchema, z.literal('')]).optional(),
});
export type FeedbackFormInput = z.input<typeof FeedbackFormSchema>;

/**
 * The original swallowed feedback failures; they are shown now, and so is a success, in this
 * wording (the spec gives none).
 */
export const FEEDBACK_MESSAGES = {
  sent: 'Thank you for your feedback.',
  failed: 'Error in sending feedback. Please try again later.',
} as const;

export const FeedbackItemSchema = z.object({
  id: z.number().int(),
  feedbackText: z.string(),
  feature: FeedbackFeatureSchema.nullable(),
  createdAt: z.string(),
  member: z.object({
    id: z.number().int(),
    title: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  }),
});
export type FeedbackItem = z.infer<typeof FeedbackItemSchema>;
export const FeedbackPageSchema = pagedSchema(FeedbackItemSchema);
export const FEEDBACK_INBOX_PAGE_SIZE = 10;
