import { ModerationErrorCodes } from './moderation.js';

/**
 * The engagement controls' wording and error codes (part 1 §8, part 2 §8), zod-free so a page's
 * first chunks and the comments can use them without the schema library.
 */
export const ENGAGEMENT_TEXT = {
  addToFavorites: 'Add to Favorites',
  addedToFavorites: 'Added to Favorites',
  /** The article page's footer spells it the British way (part 1 §4), the cards the American way. */
  addToFavourites: 'Add to Favourites',
  addedToFavourites: 'Added to Favourites',
  rateArticle: 'Rate Article',
  rateVideo: 'Rate Video',
  ratingSubmitted: 'your rating has been submitted',
  alreadyRatedArticle: 'You seem to have already rated the article previously',
  alreadyRatedVideo: 'You seem to have already rated the video previously',
  ratingFailed: 'Rating could not be saved.',
  // Education items follow part 2 §8 "Rating"; news articles keep part 1 §8's text above.
  ratingFailedEducation: 'Error in rating the article',
  noComments: 'No comments found',
  viewMoreComments: 'View more comments',
  viewRecentComments: 'View recent comments',
  sessionExpired: 'Invalid access token. Please log back again',
  profanity: 'Profanity in comment is not allowed',
  commentFailed: 'Error in adding comment',
  replyFailed: 'Error in adding reply',
  replyRequired: 'Reply Message is required',
  shareArticleTitle: 'Share this article',
  sharedArticle: 'YOU HAVE SUCCESSFULLY SHARED THE ARTICLE',
  sharedModule: 'YOU HAVE SUCCESSFULLY SHARED THE MODULE',
  memberNameRequired: 'Member name is required',
} as const;

/** Error codes of comments, ratings, saving and sharing (part 1 §8, part 2 §8). */
export const EngagementErrorCodes = {
  alreadyRated: 'userRatingAlreadyExistForArticle',
  profanity: ModerationErrorCodes.profanity,
  inappropriate: ModerationErrorCodes.inappropriate,
  commentNotFound: 'commentNotFound',
  replyToReply: 'replyToReply',
  invalidResourceLink: 'invalidResourceLink',
} as const;
