import { z } from 'zod';
import { line, requiredText, text } from './fields.js';
import { COMMENT_REPORT_REASONS, COMMENT_REPORT_TEXT, REPORT_DETAILS_MAX } from './moderation.js';
import { PageQuerySchema, pagedSchema } from './pagination.js';

/**
 * The moderation queue (issue 12): members report comments (and messages, through the messaging
 * report dialog); the rules flag or hold what they let through; moderators act on each item with
 * a reason. Routes: POST /api/comments/:id/report, GET /api/user/notices,
 * /api/admin/moderation/... (apps/server/src/features/moderation-queue).
 */

// ---- Reporting a comment ----------------------------------------------------------------------

export const CommentReportReasonSchema = z.enum(COMMENT_REPORT_REASONS);

export const CommentReportSchema = z
  .object({
    reason: CommentReportReasonSchema,
    details: text().max(REPORT_DETAILS_MAX, `Please keep it under ${REPORT_DETAILS_MAX} characters.`).optional(),
  })
  .refine((r) => r.reason !== 'other' || (r.details ?? '').length > 0, {
    message: COMMENT_REPORT_TEXT.detailsRequired,
    path: ['details'],
  });
export type CommentReport = z.infer<typeof CommentReportSchema>;
export const CommentReportResultSchema = z.object({ id: z.number().int(), message: z.string() });
export type CommentReportResult = z.infer<typeof CommentReportResultSchema>;

// ---- Notices members see ------------------------------------------------------------------------

export const MemberNoticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['warning', 'contentHidden']),
  text: z.string(),
  createdAt: z.string(),
});
export type MemberNotice = z.infer<typeof MemberNoticeSchema>;
export const MemberNoticeListSchema = z.object({ data: z.array(MemberNoticeSchema) });
export type MemberNoticeList = z.infer<typeof MemberNoticeListSchema>;

// ---- The queue ------------------------------------------------------------------------------------

export const MODERATION_SOURCES = ['commentReport', 'messageReport', 'rule'] as const;
export const ModerationSourceSchema = z.enum(MODERATION_SOURCES);
export type ModerationSource = z.infer<typeof ModerationSourceSchema>;
export const MODERATION_SOURCE_LABELS: Record<ModerationSource, string> = {
  commentReport: 'Comment report',
  messageReport: 'Message report',
  rule: 'Rule (held or flagged)',
};

export const MODERATION_ITEM_STATES = ['open', 'closed'] as const;
export const ModerationItemStateSchema = z.enum(MODERATION_ITEM_STATES);

export const MODERATION_ACTIONS = ['dismiss', 'hide', 'release', 'warn', 'suspend', 'lift', 'escalate'] as const;
export const ModerationActionKindSchema = z.enum(MODERATION_ACTIONS);
export type ModerationActionKind = z.infer<typeof ModerationActionKindSchema>;
export const MODERATION_ACTION_LABELS: Record<ModerationActionKind, string> = {
  dismiss: 'Dismissed',
  hide: 'Content hidden',
  release: 'Released',
  warn: 'Warned',
  suspend: 'Suspended',
  lift: 'Suspension lifted',
  escalate: 'Escalated as a possible adverse event',
};

export const ModerationQuerySchema = PageQuerySchema.extend({
  state: ModerationItemStateSchema.default('open'),
  source: ModerationSourceSchema.optional(),
  reason: line().max(40).optional(),
});
export type ModerationQuery = z.infer<typeof ModerationQuerySchema>;

const PersonSchema = z.object({ id: z.number().int(), name: z.string() });

export const ModerationItemSummarySchema = z.object({
  id: z.number().int(),
  source: ModerationSourceSchema,
  reason: z.string(),
  details: z.string().nullable(),
  excerpt: z.string().nullable(),
  author: PersonSchema,
  reporter: PersonSchema.nullable(),
  state: ModerationItemStateSchema,
  resolution: ModerationActionKindSchema.nullable(),
  createdAt: z.string(),
});
export type ModerationItemSummary = z.infer<typeof ModerationItemSummarySchema>;
export const ModerationItemPageSchema = pagedSchema(ModerationItemSummarySchema);
export type ModerationItemPage = z.infer<typeof ModerationItemPageSchema>;

const ContextEntrySchema = z.object({
  id: z.number().int(),
  authorId: z.number().int(),
  authorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** The reported or flagged entry itself. */
  isSubject: z.boolean(),
  /** A comment's state: visible, held for review or hidden. */
  reviewState: z.enum(['visible', 'held', 'hidden']).optional(),
});
export type ModerationContextEntry = z.infer<typeof ContextEntrySchema>;

export const ModerationHistoryEntrySchema = z.object({
  kind: z.enum(['item', 'action']),
  id: z.number().int(),
  label: z.string(),
  reason: z.string().nullable(),
  by: z.string().nullable(),
  at: z.string(),
});
export type ModerationHistoryEntry = z.infer<typeof ModerationHistoryEntrySchema>;

export const ModerationItemDetailSchema = ModerationItemSummarySchema.extend({
  resolutionReason: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  /** The article the comment belongs to; null for messages. */
  post: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** The thread around the comment, or the conversation between reporter and author, oldest first. */
  context: z.array(ContextEntrySchema),
  /** Whether the reported comment still exists (its author may have deleted it). */
  contentExists: z.boolean(),
  authorStatus: z.object({
    suspendedUntil: z.string().nullable(),
    suspended: z.boolean(),
    /** Suspended until a moderator lifts it. */
    indefinitely: z.boolean(),
    memberSince: z.string(),
  }),
  /** Earlier reports about the author and actions taken on them, newest first. */
  history: z.array(ModerationHistoryEntrySchema),
});
export type ModerationItemDetail = z.infer<typeof ModerationItemDetailSchema>;

export const MODERATION_REASON_MAX = 1000;
const actionReason = requiredText('Give a reason: the member sees it for hide, warn and suspend.').max(
  MODERATION_REASON_MAX,
  `Please keep the reason under ${MODERATION_REASON_MAX} characters.`,
);

/** Until when: an ISO date-time in the future, or null for "until lifted". */
const suspendUntil = z.iso.datetime({ offset: true, error: 'Give a valid end date and time.' }).nullable();

export const ModerationItemActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.enum(['dismiss', 'hide', 'release', 'warn', 'escalate']), reason: actionReason }),
  z.object({ action: z.literal('suspend'), reason: actionReason, until: suspendUntil }),
]);
export type ModerationItemAction = z.infer<typeof ModerationItemActionSchema>;

export const SuspendMemberSchema = z.object({ reason: actionReason, until: suspendUntil });
export type SuspendMember = z.infer<typeof SuspendMemberSchema>;
export const LiftSuspensionSchema = z.object({ reason: actionReason });
export const MemberSuspensionSchema = z.object({
  id: z.number().int(),
  suspended: z.boolean(),
  suspendedUntil: z.string().nullable(),
});
export type MemberSuspension = z.infer<typeof MemberSuspensionSchema>;

// ---- Word lists -----------------------------------------------------------------------------------

export const WORD_LISTS = ['brandName', 'profanity', 'allowedDomain', 'watchedTerm'] as const;
export const WordListSchema = z.enum(WORD_LISTS);
export type WordList = z.infer<typeof WordListSchema>;
export const WORD_LIST_LABELS: Record<WordList, string> = {
  brandName: 'Product brand names',
  profanity: 'Profanity additions',
  allowedDomain: 'Allowed link domains',
  watchedTerm: 'Watched terms',
};
export const WATCH_ACTIONS = ['block', 'hold', 'flag'] as const;
export const WatchActionSchema = z.enum(WATCH_ACTIONS);
export type WatchAction = z.infer<typeof WatchActionSchema>;
export const WATCH_ACTION_LABELS: Record<WatchAction, string> = {
  block: 'Block (refuse the text)',
  hold: 'Hold for review',
  flag: 'Flag (publish, add to the queue)',
};
export const FIRST_COMMENT_RULES = ['allow', 'flag', 'hold'] as const;
export const FirstCommentRuleSchema = z.enum(FIRST_COMMENT_RULES);
export type FirstCommentRule = z.infer<typeof FirstCommentRuleSchema>;

export const WORD_TERM_MAX = 100;
export const WordCreateSchema = z
  .object({
    list: WordListSchema,
    term: line({ error: 'Enter a term.' })
      .min(1, 'Enter a term.')
      .max(WORD_TERM_MAX, `Please keep a term under ${WORD_TERM_MAX} characters.`),
    action: WatchActionSchema.optional(),
  })
  .refine((w) => (w.list === 'watchedTerm') === (w.action !== undefined), {
    message: 'A watched term needs an action; other lists take none.',
    path: ['action'],
  })
  .refine((w) => w.list !== 'allowedDomain' || /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(w.term), {
    message: 'Enter a domain such as example.org.',
    path: ['term'],
  });
export type WordCreate = z.infer<typeof WordCreateSchema>;

export const WordSchema = z.object({
  id: z.number().int(),
  list: WordListSchema,
  term: z.string(),
  action: WatchActionSchema.nullable(),
  createdAt: z.string(),
});
export type Word = z.infer<typeof WordSchema>;
export const WordListsSchema = z.object({ words: z.array(WordSchema), firstComment: FirstCommentRuleSchema });
export type WordLists = z.infer<typeof WordListsSchema>;
export const ModerationSettingsSchema = z.object({ firstComment: FirstCommentRuleSchema });
export type ModerationSettings = z.infer<typeof ModerationSettingsSchema>;
