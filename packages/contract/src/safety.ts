import { z } from 'zod';
import { text } from './fields.js';

/**
 * Safety cases: texts members wrote that automatic screening found may describe an adverse event
 * (GVP Module VI). Moderators and safety reviewers work them at /admin/safety; each case was mailed
 * to the pharmacovigilance mailbox of its author's country when it was opened.
 * Routes: /api/admin/safety-cases... (apps/server/src/features/safety-cases).
 */

/** The case workflow (GVP Module VI): assessed, forwarded to the PV database, followed up, closed. */
export const SAFETY_CASE_STATES = [
  'new',
  'in_assessment',
  'forwarded',
  'follow_up_requested',
  'closed',
  'not_adverse_event',
] as const;
export const SafetyCaseStateSchema = z.enum(SAFETY_CASE_STATES);
export type SafetyCaseState = z.infer<typeof SafetyCaseStateSchema>;
export const SAFETY_CASE_STATE_LABELS: Record<SafetyCaseState, string> = {
  new: 'New',
  in_assessment: 'In assessment',
  forwarded: 'Forwarded to pharmacovigilance',
  follow_up_requested: 'Follow-up requested',
  closed: 'Closed',
  not_adverse_event: 'Not an adverse event',
};
/** Which state may follow which; a case never returns to new. */
export const SAFETY_CASE_TRANSITIONS: Record<SafetyCaseState, readonly SafetyCaseState[]> = {
  new: ['in_assessment', 'forwarded', 'not_adverse_event'],
  in_assessment: ['forwarded', 'not_adverse_event'],
  forwarded: ['follow_up_requested', 'closed'],
  follow_up_requested: ['forwarded', 'closed'],
  closed: ['follow_up_requested'],
  not_adverse_event: ['in_assessment'],
};

/** The seriousness criteria of ICH E2A / E2B(R3) (E.i.3.2a-f). */
export const SERIOUSNESS_CRITERIA = [
  'death',
  'lifeThreatening',
  'hospitalisation',
  'disability',
  'congenitalAnomaly',
  'medicallyImportant',
] as const;
export type SeriousnessCriterion = (typeof SERIOUSNESS_CRITERIA)[number];
export const SeriousnessCriterionSchema = z.enum(SERIOUSNESS_CRITERIA);
export const SERIOUSNESS_LABELS: Record<SeriousnessCriterion, string> = {
  death: 'Results in death',
  lifeThreatening: 'Life-threatening',
  hospitalisation: 'Hospitalisation or its prolongation',
  disability: 'Persistent or significant disability or incapacity',
  congenitalAnomaly: 'Congenital anomaly or birth defect',
  medicallyImportant: 'Other medically important condition',
};
/** Calendar days from day 0 to report a case to the authority (GVP VI.B.7). */
export const SAFETY_DUE_DAYS = { serious: 15, nonSerious: 90 } as const;

/** What a text said that made screening find a minimum criterion; offsets into the verbatim text. */
export const EVIDENCE_CRITERIA = ['reporter', 'patient', 'product', 'event'] as const;
export const EvidenceSpanSchema = z.object({
  criterion: z.enum(EVIDENCE_CRITERIA),
  text: z.string(),
  start: z.number().int(),
  end: z.number().int(),
});
export type EvidenceSpan = z.infer<typeof EvidenceSpanSchema>;

export const SAFETY_SOURCE_LABELS = {
  comment: 'Comment',
  reply: 'Reply',
  message: 'Private message',
  feedback: 'Feedback',
  share: 'Share note',
  report: 'Member report',
  profile: 'Profile text',
  escalation: 'Moderator escalation',
} as const;
export const SAFETY_MAIL_STATUS_LABELS = {
  pending: 'Not sent yet',
  sent: 'Sent',
  dev: 'Kept in the dev mailbox (no mail server configured)',
  dead: 'Could not be delivered (see Undelivered mail)',
  discarded: 'Could not be delivered (discarded)',
  none: 'Not mailed again (the same text as the case it repeats)',
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

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const SAFETY_CASE_SORTS = ['newest', 'due'] as const;
export const SafetyCaseQuerySchema = z.object({
  state: SafetyCaseStateSchema.optional(),
  serious: flag.optional(),
  /** A staff member's id, 'me' or 'none'. */
  assignee: z.union([z.literal('me'), z.literal('none'), z.coerce.number().int().positive()]).optional(),
  /** Cases due on or before this day (YYYY-MM-DD). */
  dueBefore: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31.')
    .optional(),
  sort: z.enum(SAFETY_CASE_SORTS).default('newest'),
  /** The nextCursor of the previous page (keyset paging). */
  cursor: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type SafetyCaseQuery = z.input<typeof SafetyCaseQuerySchema>;
export type SafetyCaseFilter = z.output<typeof SafetyCaseQuerySchema>;

const person = z.object({ id: z.number().int(), name: z.string() });

export const SafetyCaseSummarySchema = z.object({
  id: z.number().int(),
  source: z.enum(Object.keys(SAFETY_SOURCE_LABELS) as [SafetySourceType, ...SafetySourceType[]]),
  state: SafetyCaseStateSchema,
  excerpt: z.string(),
  authorName: z.string(),
  authorCountry: z.string(),
  /** Day 0: when the member wrote the text. */
  writtenAt: z.string(),
  dueAt: z.string(),
  serious: z.boolean(),
  seriousness: z.array(SeriousnessCriterionSchema),
  assignee: person.nullable(),
  pvReference: z.string().nullable(),
  followUpOf: z.number().int().nullable(),
  duplicateOf: z.number().int().nullable(),
  /** Moderation refused the text: this case is the only copy. */
  refused: z.boolean(),
  /** When the outbox delivered the mail to pharmacovigilance; null while it is still on its way. */
  mailedAt: z.string().nullable(),
  /** The outbox mail: waiting (or retrying), sent, kept for the dev mailbox where no SMTP is configured, dead or discarded after permanent failures, or none (an exact duplicate). */
  mailStatus: z.enum(['pending', 'sent', 'dev', 'dead', 'discarded', 'none']),
  mailbox: z.string(),
});
export type SafetyCaseSummary = z.infer<typeof SafetyCaseSummarySchema>;
export const SafetyCasePageSchema = z.object({
  data: z.array(SafetyCaseSummarySchema),
  /** Pass as cursor for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type SafetyCasePage = z.infer<typeof SafetyCasePageSchema>;

export const SafetyCaseNoteSchema = z.object({
  id: z.number().int(),
  authorName: z.string(),
  note: z.string().nullable(),
  /** What the save changed: field → new value. */
  changes: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type SafetyCaseNote = z.infer<typeof SafetyCaseNoteSchema>;

export const SafetyCaseLinkSchema = z.object({
  id: z.number().int(),
  source: SafetyCaseSummarySchema.shape.source,
  state: SafetyCaseStateSchema,
  writtenAt: z.string(),
  excerpt: z.string(),
});

export const SafetyCaseDetailSchema = SafetyCaseSummarySchema.extend({
  verbatim: z.string(),
  authorEmail: z.string(),
  /** The account is gone; the case is kept under the retention rule. */
  authorErased: z.boolean(),
  /** Kept under the safety-data retention rule after its author erased their account. */
  retained: z.boolean(),
  postId: z.number().int().nullable(),
  screening: z.object({
    products: z.array(z.string()),
    events: z.array(z.string()),
    patientMentioned: z.boolean(),
    specialSituations: z.array(z.string()),
    languages: z.array(z.string()),
  }),
  evidence: z.array(EvidenceSpanSchema),
  criteria: SafetyCriteriaSchema,
  notAdverseEventReason: z.string().nullable(),
  /** What the member who reported the text wrote with their report. */
  reporterNote: z.string().nullable(),
  mailAttempts: z.number().int(),
  mailError: z.string().nullable(),
  notes: z.array(SafetyCaseNoteSchema),
  followUps: z.array(SafetyCaseLinkSchema),
  duplicates: z.array(SafetyCaseLinkSchema),
});
export type SafetyCaseDetail = z.infer<typeof SafetyCaseDetailSchema>;

/**
 * One save of a reviewer: any of the fields, and a note. Forwarding needs PV's reference number;
 * "not an adverse event" needs a reason. Every save is kept in the case's history and audited.
 */
export const SafetyCaseUpdateSchema = z
  .object({
    criteria: SafetyCriteriaSchema.optional(),
    seriousness: z.array(SeriousnessCriterionSchema).max(SERIOUSNESS_CRITERIA.length).optional(),
    state: SafetyCaseStateSchema.optional(),
    pvReference: text().max(100).optional(),
    notAdverseEventReason: text().max(2000).optional(),
    assigneeId: z.number().int().positive().nullable().optional(),
    note: text().max(4000).optional(),
  })
  .refine((u) => Object.values(u).some((v) => v !== undefined), { message: 'Nothing to save.' });
export type SafetyCaseUpdate = z.infer<typeof SafetyCaseUpdateSchema>;

export const SafetyAssigneeListSchema = z.object({ data: z.array(person) });
export type SafetyAssigneeList = z.infer<typeof SafetyAssigneeListSchema>;
