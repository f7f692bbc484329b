import { z } from 'zod';
import { text } from './fields.js';
import { PageQuerySchema, pagedSchema } from './pagination.js';

/**
 * Safety cases: texts members wrote that automatic screening found may describe an adverse event
 * (GVP Module VI). Moderators and safety reviewers work them at /admin/safety; each case was mailed
 * to the pharmacovigilance mailbox of its author's country when it was opened.
 * Routes: /api/admin/safety-cases... (apps/server/src/features/safety-cases).
 */

export const SAFETY_CASE_STATES = ['new', 'acknowledged', 'not_adverse_event'] as const;
export const SafetyCaseStateSchema = z.enum(SAFETY_CASE_STATES);
export type SafetyCaseState = z.infer<typeof SafetyCaseStateSchema>;
export const SAFETY_CASE_STATE_LABELS: Record<SafetyCaseState, string> = {
  new: 'New',
  acknowledged: 'Acknowledged by pharmacovigilance',
  not_adverse_event: 'Not an adverse event',
};

export const SAFETY_SOURCE_LABELS = {
  comment: 'Comment',
  reply: 'Reply',
  message: 'Private message',
  feedback: 'Feedback',
  share: 'Share note',
  escalation: 'Moderator escalation',
} as const;
export const SAFETY_MAIL_STATUS_LABELS = {
  pending: 'Not sent yet',
  sent: 'Sent',
  dev: 'Kept in the dev mailbox (no mail server configured)',
  dead: 'Could not be delivered (see Undelivered mail)',
  discarded: 'Could not be delivered (discarded)',
} as const;

export type SafetySourceType = keyof typeof SAFETY_SOURCE_LABELS;

/** The four minimum criteria of a valid case report, ticked by the reviewer. */
export const SAFETY_CRITERIA = [
  'identifiableReporter',
  'identifiablePatient',
  'suspectProduct',
  'adverseEvent',
] as const;
export const SAFETY_CRITERIA_LABELS: Record<(typeof SAFETY_CRITERIA)[number], string> = {
  identifiableReporter: 'Identifiable reporter',
  identifiablePatient: 'Identifiable patient',
  suspectProduct: 'Suspect product',
  adverseEvent: 'Adverse event',
};
export const SafetyCriteriaSchema = z.object({
  identifiableReporter: z.boolean(),
  identifiablePatient: z.boolean(),
  suspectProduct: z.boolean(),
  adverseEvent: z.boolean(),
});
export type SafetyCriteria = z.infer<typeof SafetyCriteriaSchema>;

export const SafetyCaseQuerySchema = PageQuerySchema.extend({ state: SafetyCaseStateSchema.optional() });
export type SafetyCaseQuery = z.infer<typeof SafetyCaseQuerySchema>;

export const SafetyCaseSummarySchema = z.object({
  id: z.number().int(),
  source: z.enum(Object.keys(SAFETY_SOURCE_LABELS) as [SafetySourceType, ...SafetySourceType[]]),
  state: SafetyCaseStateSchema,
  excerpt: z.string(),
  authorName: z.string(),
  authorCountry: z.string(),
  writtenAt: z.string(),
  /** When the outbox delivered the mail to pharmacovigilance; null while it is still on its way. */
  mailedAt: z.string().nullable(),
  /** The outbox mail: waiting (or retrying), sent, or kept for the dev mailbox where no SMTP is configured. */
  mailStatus: z.enum(['pending', 'sent', 'dev', 'dead', 'discarded']),
  mailbox: z.string(),
});
export type SafetyCaseSummary = z.infer<typeof SafetyCaseSummarySchema>;
export const SafetyCasePageSchema = pagedSchema(SafetyCaseSummarySchema);
export type SafetyCasePage = z.infer<typeof SafetyCasePageSchema>;

export const SafetyCaseDetailSchema = SafetyCaseSummarySchema.extend({
  verbatim: z.string(),
  authorEmail: z.string(),
  /** The account is gone; the case is kept under the retention rule. */
  authorErased: z.boolean(),
  /** Kept under the safety-data retention rule after its author erased their account. */
  retained: z.boolean(),
  postId: z.number().int().nullable(),
  screening: z.object({ products: z.array(z.string()), events: z.array(z.string()), patientMentioned: z.boolean() }),
  criteria: SafetyCriteriaSchema,
  mailAttempts: z.number().int(),
  mailError: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type SafetyCaseDetail = z.infer<typeof SafetyCaseDetailSchema>;

/** The reviewer's assessment: the criteria, and a decision once pharmacovigilance answered. */
export const SafetyCaseDecisionSchema = z.object({
  criteria: SafetyCriteriaSchema,
  state: SafetyCaseStateSchema,
  note: text().max(2000).optional(),
});
export type SafetyCaseDecision = z.infer<typeof SafetyCaseDecisionSchema>;
