import { useEffect, useState } from 'react';
import { ENGAGEMENT_TEXT } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { useToggleSave } from './api/save-post';
import styles from './engagement.module.css';

/**
 * Add to Favorites / Added to Favorites. The call made depends on the current flag; on success the
 * local flag flips so the label changes at once (part 1 §4 "Favourite toggle").
 */
export function FavouriteButton({
  postId,
  isSaved,
  title,
  british = false,
}: {
  postId: number;
  isSaved: boolean;
  title?: string;
  /** "Favourites", as the article footer spells it. */
  british?: boolean;
}) {
  const [saved, setSaved] = useState(isSaved);
  useEffect(() => setSaved(isSaved), [isSaved]);
  const toggle = useToggleSave(postId);
  const label = british
    ? saved
      ? ENGAGEMENT_TEXT.addedToFavourites
      : ENGAGEMENT_TEXT.addToFavourites
    : saved
      ? ENGAGEMENT_TEXT.addedToFavorites
      : ENGAGEMENT_TEXT.addToFavorites;
  return (
    <span className={styles.inline}>
      <Button
        variant={saved ? 'primary' : 'secondary'}
        aria-pressed={saved}
        aria-label={title ? `${label}: ${title}` : undefined}
        disabled={toggle.isPending}
        onClick={() => toggle.mutate(saved, { onSuccess: (r) => setSaved(r.isSaved) })}
      >
        <span aria-hidden="true">{saved ? '♥' : '♡'}</span> {label}
      </Button>
      {toggle.isError && (
        <span role="alert" className={styles.errorText}>
          {toggle.error.message}
        </span>
      )}
    </span>
  );
}
