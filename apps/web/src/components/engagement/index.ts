/** Engagement controls shared by every content screen (news, education): import from here. */
export { FavouriteButton } from './favourite-button';
export { RatingStars } from './rating-stars';
export { RatingDialog } from './rating-dialog';
export { RateButton } from './rate-button';
export { CommentsSection } from './comments';
export { ShareButton } from './share-button';
export { ExternalLinkButton, useLeaveSiteWarning } from './external-link-button';
export { AccessIcon } from './access-icon';
export { engagementKeys } from './api/keys';
export { useToggleSave } from './api/save-post';
export { countView } from './api/view-count';
export { postHref } from './post-href';
export { FollowButton } from './follow-button';
export { useFollows } from './api/follows';
