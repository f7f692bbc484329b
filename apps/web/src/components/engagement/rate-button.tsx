import { useState } from 'react';
import { ENGAGEMENT_TEXT } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { RatingDialog, type RatingNoun } from './rating-dialog';
import { RatingStars } from './rating-stars';
import styles from './engagement.module.css';

/** "Rate Article" (or "Rate Video") with the current stars; opens the rating popup. */
export function RateButton(props: {
  postId: number;
  rating?: number;
  ratingsCount?: number;
  noun?: RatingNoun;
  moduleType?: string;
  title?: string;
  /** The member's own rating when the page knows it (the article and post pages do). */
  userRating?: number | null;
}) {
  const [open, setOpen] = useState(false);
  const label = props.noun === 'video' ? ENGAGEMENT_TEXT.rateVideo : ENGAGEMENT_TEXT.rateArticle;
  return (
    <span className={styles.inline}>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={props.title ? `${label}: ${props.title}` : undefined}
      >
        {label}
      </Button>
      {props.rating !== undefined && <RatingStars value={props.rating} count={props.ratingsCount} />}
      <RatingDialog
        open={open}
        onOpenChange={setOpen}
        postId={props.postId}
        noun={props.noun}
        moduleType={props.moduleType}
        title={props.title}
        userRating={props.userRating}
      />
    </span>
  );
}
