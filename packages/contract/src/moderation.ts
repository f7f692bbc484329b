/**
 * Moderation's codes and wording, shared by the member's forms and the server's rules. zod-free, so
 * the comments and their report popup, which show these texts, do not load the schema library
 *.
 */

/** The four reasons the server may give with an inappropriateContent error (part 1 §5). */
export const MODERATION_CATEGORIES = ['personalBranding', 'profanity', 'externalLink', 'productBrandNames'] as const;
export type ModerationCategory = (typeof MODERATION_CATEGORIES)[number];

export const MODERATION_LABELS: Record<ModerationCategory, string> = {
  personalBranding: 'Personal branding',
  profanity: 'Profanity',
  externalLink: 'External link',
  productBrandNames: 'Product brand names',
};

/** The error codes of refused member text, the same for comments, messages and shares. */
export const ModerationErrorCodes = {
  profanity: 'profanityContent',
  inappropriate: 'inappropriateContent',
} as const;

/** Shown when the server flags content without naming a known category. */
export const MODERATION_FALLBACK = 'Content inappropriate';

/** "A", "A and B", "A, B and C". */
const joinLabels = (labels: string[]) =>
  labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;

/**
 * The message for an inappropriateContent error. Categories are de-duplicated and listed in the
 * fixed order above, so the same finding always reads the same; unknown values are ignored.
 */
export const moderationMessage = (categories: readonly string[] | undefined): string => {
  const found = MODERATION_CATEGORIES.filter((c) => categories?.includes(c));
  if (found.length === 0) return MODERATION_FALLBACK;
  const labels = found.map((c) => MODERATION_LABELS[c]);
  return `Inappropriate Content: ${joinLabels(labels)} not allowed (please refer to the website terms and conditions)`;
};

/**
 * A moderation refusal names what it objects to: the spec's sentence, then the words as the member
 * wrote them, so they can reword just those.
 */
export const withObjectedWords = (message: string, words: readonly string[] | undefined): string =>
  words && words.length > 0 ? `${message} Found: ${words.map((w) => `"${w}"`).join(', ')}.` : message;

/** The error of a text containing a blocked watched term. */
export const BLOCKED_TERM_CODE = 'blockedTerm';
export const blockedTermMessage = (term: string) =>
  `Your text contains "${term}", which this community does not allow. Please reword it.`;

// ---- Reporting a comment -------------------------------------------------------------

export const COMMENT_REPORT_REASONS = [
  ...MODERATION_CATEGORIES,
  'abuse',
  'misinformation',
  'adverseEvent',
  'other',
] as const;
export type CommentReportReason = (typeof COMMENT_REPORT_REASONS)[number];

export const MODERATION_REASON_LABELS: Record<string, string> = {
  ...MODERATION_LABELS,
  abuse: 'Abuse or harassment',
  misinformation: 'Misinformation',
  adverseEvent: 'Possible adverse event',
  other: 'Other',
  watchedTerm: 'Watched term',
  firstComment: "New member's first comment",
};

export const REPORT_DETAILS_MAX = 1000;
export const COMMENT_REPORT_TEXT = {
  detailsRequired: 'Please say what is wrong with this comment.',
  reported: 'Thank you. A moderator will review this comment.',
  reportedToSafety:
    'Thank you. The safety team has your report of a possible adverse event, and a moderator will review this comment.',
  ownComment: 'You cannot report your own comment.',
} as const;
