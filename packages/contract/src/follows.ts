import { z } from 'zod';
import { EDUCATION_CATEGORIES } from './education-categories.js';
import { line } from './fields.js';
import { NEWS_TAGS } from './news-text.js';

/**
 * What a member can follow: a category (the tag its posts carry: a therapy area, an education
 * category, a news list) or an education module topic (one of the console's topics). Journal
 * Watch is not followed: its monthly digest is a notification preference of its own.
 */
export const FOLLOW_TARGET_TYPES = ['category', 'topic'] as const;
export type FollowTargetType = (typeof FOLLOW_TARGET_TYPES)[number];

export const FOLLOWABLE_CATEGORIES = [
  { slug: NEWS_TAGS.clinicalNews, label: 'Clinical News' },
  { slug: NEWS_TAGS.keyReviewArticles, label: 'Key Review Articles' },
  ...EDUCATION_CATEGORIES.filter((c) => c.group === 'education' || c.group === 'therapy').map((c) => ({
    slug: c.slug,
    label: c.label,
  })),
] as const satisfies ReadonlyArray<{ slug: string; label: string }>;
export const FOLLOWABLE_CATEGORY_SLUGS = FOLLOWABLE_CATEGORIES.map((c) => c.slug) as [string, ...string[]];
export const followableCategory = (slug: string) => FOLLOWABLE_CATEGORIES.find((c) => c.slug === slug);

/** The follow list holds at most this many (a member follows a few areas, not the whole site). */
export const FOLLOWS_MAX = 100;

export const FollowTargetSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('category'), target: z.enum(FOLLOWABLE_CATEGORY_SLUGS) }),
  z.object({ type: z.literal('topic'), target: line().min(1).max(200) }),
]);
export type FollowTarget = z.infer<typeof FollowTargetSchema>;

export const FollowSchema = z.object({
  type: z.enum(FOLLOW_TARGET_TYPES),
  target: z.string(),
  /** The category's label, or the topic itself. */
  label: z.string(),
  createdAt: z.string(),
});
export type Follow = z.infer<typeof FollowSchema>;
export const FollowListSchema = z.object({ data: z.array(FollowSchema) });
export type FollowList = z.infer<typeof FollowListSchema>;

/** PUT and DELETE /api/follows answer whether the member follows the target afterwards. */
export const FollowStateSchema = z.object({
  type: z.enum(FOLLOW_TARGET_TYPES),
  target: z.string(),
  following: z.boolean(),
});
export type FollowState = z.infer<typeof FollowStateSchema>;

export const FollowErrorCodes = {
  unknownFollowTopic: 'unknownFollowTopic',
  tooManyFollows: 'tooManyFollows',
} as const;
