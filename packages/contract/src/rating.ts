import { z } from 'zod';
import { line } from './fields.js';
import { RATING_MAX, RATING_MIN } from './limits.js';

/**
 * The item's new average after one more rating: the whole-number floor of
 * (old average × count + rating) / (count + 1), as the spec defines it (part 1 §4, part 2 §4).
 */
export const nextAverage = (oldAverage: number, count: number, rating: number) =>
  Math.floor((oldAverage * count + rating) / (count + 1));

/** POST /api/rating/:id. moduleType names the section rated, e.g. 'conference-highlights'. */
export const RatingBodySchema = z.object({
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  moduleType: line().min(1).optional(),
});
export type RatingBody = z.infer<typeof RatingBodySchema>;
