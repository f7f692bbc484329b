/** Engagement controls shared by every content screen (news, education): import from here. */
export { FavouriteButton } from './favourite-button';
export { RatingStars } from './rating-stars';
export { RatingDialog, type RatingNoun } from './rating-dialog';
export { RateButton } from './rate-button';
export { CommentsSection } from './comments-section';
export { ShareDialog, ShareButton } from './share-dialog';
export { LeaveSiteDialog, ExternalLinkButton } from './leave-site-dialog';
export { AccessIcon } from './access-icon';
export { engagementKeys } from './api/keys';
export { toggleSave, useToggleSave } from './api/save-post';
export { ratePost, useRatePost } from './api/rate-post';
export { countView } from './api/view-count';
export { getCommentsQueryOptions } from './api/comments';
export { commentErrorText } from './comment-errors';
export { articleTypeOf, postHref } from './post-href';
