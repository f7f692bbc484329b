import { z } from 'zod';
import { line, requiredText, text } from './fields.js';
import { COMMENT_REPORT_REASONS, COMMENT_REPORT_TEXT, REPORT_DETAILS_MAX } from './moderation.js';
import { PageQuerySchema, pagedSchema } from './pagination.js';

/**
 * The moderation queue: members report comments (and messages, through the messaging
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

export const MODERATION_ACTIONS = [
  'dismiss',
  'hide',
  'release',
  'warn',
  'suspend',
  'lift',
  'escalate',
  'silence',
  'unsilence',
] as const;
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
  silence: 'Silenced (read-only)',
  unsilence: 'Silence lifted',
};

/** Priority of an open item: the queue sorts by it when asked (0 low, 1 normal, 2 high). */
export const MODERATION_PRIORITIES = ['low', 'normal', 'high'] as const;
export const ModerationPrioritySchema = z.enum(MODERATION_PRIORITIES);
export type ModerationPriority = z.infer<typeof ModerationPrioritySchema>;
export const MODERATION_PRIORITY_LABELS: Record<ModerationPriority, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
};

/** Whose items the queue shows: everyone's, the caller's claims, or nobody's yet. */
export const MODERATION_ASSIGNEE_FILTERS = ['mine', 'unclaimed'] as const;
export const MODERATION_SORTS = ['waiting', 'priority'] as const;

export const ModerationQuerySchema = PageQuerySchema.extend({
  state: ModerationItemStateSchema.default('open'),
  source: ModerationSourceSchema.optional(),
  reason: line().max(40).optional(),
  assigned: z.enum(MODERATION_ASSIGNEE_FILTERS).optional(),
  /** Open items: the longest waiting first (possible adverse events always on top), or the highest priority first. */
  sort: z.enum(MODERATION_SORTS).default('waiting'),
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
  priority: ModerationPrioritySchema,
  /** The moderator working the item, or null. */
  claimedBy: PersonSchema.nullable(),
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
    /** Silenced (read-only) until this time, or null. */
    silencedUntil: z.string().nullable(),
    role: z.string(),
  }),
  /** Earlier reports about the author and actions taken on them, newest first. */
  history: z.array(ModerationHistoryEntrySchema),
  /** Every action taken in deciding this item (hide and warn together, say), in order. */
  actions: z.array(z.object({ action: ModerationActionKindSchema, reason: z.string().nullable() })),
});
export type ModerationItemDetail = z.infer<typeof ModerationItemDetailSchema>;

export const MODERATION_REASON_MAX = 1000;
const reasonText = (required: string) =>
  requiredText(required).max(
    MODERATION_REASON_MAX,
    `Please keep the reason under ${MODERATION_REASON_MAX} characters.`,
  );
/** A reason the member is told (hide, warn, suspend, silence), or one the record keeps (escalate, lift). */
const actionReason = reasonText('Give a reason: the member is told it.');
/** Release and dismiss need none: a moderator may still note why. */
const optionalReason = text()
  .max(MODERATION_REASON_MAX, `Please keep the reason under ${MODERATION_REASON_MAX} characters.`)
  .optional();

/** Until when: an ISO date-time in the future, or null for "until lifted". */
const suspendUntil = z.iso.datetime({ offset: true, error: 'Give a valid end date and time.' }).nullable();
/** A silence always ends: an ISO date-time in the future. */
const silenceUntil = z.iso.datetime({ offset: true, error: 'Give a valid end date and time.' });

/** One step of a decision; a submit may carry several (hide and warn, say). */
export const ModerationStepSchema = z.discriminatedUnion('action', [
  z.object({ action: z.enum(['dismiss', 'release']), reason: optionalReason }),
  z.object({ action: z.enum(['hide', 'warn']), reason: actionReason }),
  z.object({
    action: z.literal('escalate'),
    reason: reasonText('Give a reason: the safety team reads it.'),
  }),
  z.object({ action: z.literal('suspend'), reason: actionReason, until: suspendUntil }),
  z.object({ action: z.literal('silence'), reason: actionReason, until: silenceUntil }),
]);
export type ModerationStep = z.infer<typeof ModerationStepSchema>;
export type ModerationStepKind = ModerationStep['action'];

/** Which steps cannot go together: each pair named once. */
const EXCLUSIVE: Array<[ModerationStepKind, ModerationStepKind]> = [
  ['hide', 'release'],
  ['suspend', 'silence'],
];
export const MODERATION_STEP_TEXT = {
  none: 'Choose at least one action.',
  twice: 'Choose each action once.',
  dismissAlone: 'Dismiss closes the item without acting: choose it alone.',
  exclusive: (a: string, b: string) => `${a} and ${b} cannot be chosen together.`,
} as const;

/** POST /api/admin/moderation/items/:id/actions: one decision of one or several steps, applied together. */
export const ModerationItemActionSchema = z
  .object({ actions: z.array(ModerationStepSchema).min(1, MODERATION_STEP_TEXT.none).max(5) })
  .superRefine((body, ctx) => {
    const kinds = body.actions.map((a) => a.action);
    if (new Set(kinds).size !== kinds.length) {
      ctx.addIssue({ code: 'custom', message: MODERATION_STEP_TEXT.twice, path: ['actions'] });
    }
    if (kinds.includes('dismiss') && kinds.length > 1) {
      ctx.addIssue({ code: 'custom', message: MODERATION_STEP_TEXT.dismissAlone, path: ['actions'] });
    }
    for (const [a, b] of EXCLUSIVE) {
      if (kinds.includes(a) && kinds.includes(b)) {
        const message = MODERATION_STEP_TEXT.exclusive(MODERATION_ACTION_LABELS[a], MODERATION_ACTION_LABELS[b]);
        ctx.addIssue({ code: 'custom', message, path: ['actions'] });
      }
    }
  });
export type ModerationItemAction = z.infer<typeof ModerationItemActionSchema>;

/** PATCH /api/admin/moderation/items/:id: claim it (the caller's id), assign it, release the claim (null), set its priority. */
export const ModerationItemUpdateSchema = z
  .object({
    claimedBy: z.number().int().positive().nullable().optional(),
    priority: ModerationPrioritySchema.optional(),
  })
  .refine((b) => b.claimedBy !== undefined || b.priority !== undefined, {
    message: 'Change the claim or the priority.',
  });
export type ModerationItemUpdate = z.infer<typeof ModerationItemUpdateSchema>;

export const SuspendMemberSchema = z.object({ reason: actionReason, until: suspendUntil });
export type SuspendMember = z.infer<typeof SuspendMemberSchema>;
export const SilenceMemberSchema = z.object({ reason: actionReason, until: silenceUntil });
export type SilenceMember = z.infer<typeof SilenceMemberSchema>;
export const LiftSuspensionSchema = z.object({ reason: reasonText('Give a reason for the record.') });
export const MemberSuspensionSchema = z.object({
  id: z.number().int(),
  suspended: z.boolean(),
  suspendedUntil: z.string().nullable(),
});
export type MemberSuspension = z.infer<typeof MemberSuspensionSchema>;
export const MemberSilenceSchema = z.object({ id: z.number().int(), silencedUntil: z.string().nullable() });
export type MemberSilence = z.infer<typeof MemberSilenceSchema>;

// ---- Canned replies ------------------------------------------------------------------------------

/** The actions a saved text can be picked for. */
export const CANNED_REPLY_ACTIONS = ['hide', 'warn', 'suspend', 'silence', 'escalate', 'release', 'dismiss'] as const;
export const CannedReplyActionSchema = z.enum(CANNED_REPLY_ACTIONS);
export type CannedReplyAction = z.infer<typeof CannedReplyActionSchema>;
export const CANNED_TITLE_MAX = 80;
export const CannedReplyInputSchema = z.object({
  action: CannedReplyActionSchema,
  title: line({ error: 'Give the reply a title.' })
    .min(1, 'Give the reply a title.')
    .max(CANNED_TITLE_MAX, `Please keep the title under ${CANNED_TITLE_MAX} characters.`),
  text: reasonText('Write the text of the reply.'),
});
export type CannedReplyInput = z.infer<typeof CannedReplyInputSchema>;
export const CannedReplySchema = CannedReplyInputSchema.extend({
  id: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type CannedReply = z.infer<typeof CannedReplySchema>;
export const CannedReplyListSchema = z.object({ data: z.array(CannedReplySchema) });
export type CannedReplyList = z.infer<typeof CannedReplyListSchema>;

// ---- Staff notes on a member --------------------------------------------------------------------

export const STAFF_NOTE_MAX = 2000;
export const StaffNoteInputSchema = z.object({
  text: requiredText('Write the note.').max(STAFF_NOTE_MAX, `Please keep a note under ${STAFF_NOTE_MAX} characters.`),
});
export type StaffNoteInput = z.infer<typeof StaffNoteInputSchema>;
export const StaffNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  by: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffNote = z.infer<typeof StaffNoteSchema>;
export const StaffNoteListSchema = z.object({ data: z.array(StaffNoteSchema) });
export type StaffNoteList = z.infer<typeof StaffNoteListSchema>;

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
