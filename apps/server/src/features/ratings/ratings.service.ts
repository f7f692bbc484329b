import { EngagementErrorCodes, type OwnRating, type RatingBody, type RatingResult } from '@aatd/contract';
import { requireMember, requireWriter, type Actor } from '../../core/access-policy.js';
import type { ServiceContext } from '../../core/service-context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { findOwnRating, ratePost } from './ratings.repository.js';

/** One rating per member per post; the answer carries the post's new average and count. */
export async function rateArticle(
  ctx: ServiceContext,
  actor: Actor,
  postId: number,
  body: RatingBody,
): Promise<RatingResult> {
  const member = requireWriter(actor);
  const outcome = await ratePost(ctx.db, {
    postId,
    userId: member.id,
    rating: body.rating,
    moduleType: body.moduleType,
  });
  if (outcome.status === 'notFound') throw notFound('The article');
  // The client maps this code to "You seem to have already rated the article previously".
  if (outcome.status === 'alreadyRated') {
    throw new AppError(409, EngagementErrorCodes.alreadyRated, EngagementErrorCodes.alreadyRated);
  }
  return { rating: outcome.rating, ratingsCount: outcome.ratingsCount, userRating: body.rating };
}

/** Whether the member has rated the post, so a card's rating popup can say so before any stars. */
export async function ownRating(ctx: ServiceContext, actor: Actor, postId: number): Promise<OwnRating> {
  const member = requireMember(actor);
  const userRating = await findOwnRating(ctx.db, postId, member.id);
  if (userRating === undefined) throw notFound('The article');
  return { userRating };
}
