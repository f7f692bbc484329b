import { z } from 'zod';

/** The four reasons the server may give with an inappropriateContent error (part 1 §5). */
export const MODERATION_CATEGORIES = ['personalBranding', 'profanity', 'externalLink', 'productBrandNames'] as const;
export const ModerationCategorySchema = z.enum(MODERATION_CATEGORIES);
export type ModerationCategory = z.infer<typeof ModerationCategorySchema>;

export const MODERATION_LABELS: Record<ModerationCategory, string> = {
  personalBranding: 'Personal branding',
  profanity: 'Profanity',
  externalLink: 'External link',
  productBrandNames: 'Product brand names',
};

/** Shown when the server flags content without naming a known category. */
/** The error codes of refused member text, the same for comments, messages and shares. */
export const ModerationErrorCodes = {
  profanity: 'profanityContent',
  inappropriate: 'inappropriateContent',
} as const;

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
