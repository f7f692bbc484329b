import { lazy } from 'react';
import { ENGAGEMENT_TEXT } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import type { RatingNoun } from './rating-dialog';
import { RatingStars } from './rating-stars';
import styles from './engagement.module.css';
import { useDialogOnFirstPress } from './use-dialog-on-first-press';

/**
 * The popup is its own chunk, fetched when the button is first pressed: the pages that show the
 * button (an article's first paint among them) do not wait for the dialog primitives.
 */
const RatingDialog = lazy(() => import('./rating-dialog').then((m) => ({ default: m.RatingDialog })));

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
  const { show, dialog } = useDialogOnFirstPress();
  const label = props.noun === 'video' ? ENGAGEMENT_TEXT.rateVideo : ENGAGEMENT_TEXT.rateArticle;
  return (
    <span className={styles.inline}>
      <Button variant="secondary" onClick={show} aria-label={props.title ? `${label}: ${props.title}` : undefined}>
        {label}
      </Button>
      {props.rating !== undefined && <RatingStars value={props.rating} count={props.ratingsCount} />}
      {dialog((state) => (
        <RatingDialog
          {...state}
          postId={props.postId}
          noun={props.noun}
          moduleType={props.moduleType}
          title={props.title}
          userRating={props.userRating}
        />
      ))}
    </span>
  );
}
