import { useState } from 'react';
import { ENGAGEMENT_TEXT, EngagementErrorCodes, RATING_MAX, SILENCED_CODE } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useOwnRating } from './api/own-rating';
import { useRatePost } from './api/rate-post';
import styles from './engagement.module.css';

export type RatingNoun = 'article' | 'video';

const alreadyRatedText = (noun: RatingNoun) =>
  noun === 'video' ? ENGAGEMENT_TEXT.alreadyRatedVideo : ENGAGEMENT_TEXT.alreadyRatedArticle;

const outcomeText = (err: unknown, noun: RatingNoun, moduleType?: string) => {
  if (err instanceof ApiError && err.code === EngagementErrorCodes.alreadyRated) return alreadyRatedText(noun);
  // A silenced (read-only) member: the server's sentence gives the reason and the end date.
  if (err instanceof ApiError && err.code === SILENCED_CODE) return err.message;
  // News articles follow part 1 §8 "Rating"; education items part 2 §8 "Rating".
  return moduleType === 'news' ? ENGAGEMENT_TEXT.ratingFailed : ENGAGEMENT_TEXT.ratingFailedEducation;
};

/**
 * The rating popup (stars 1-5, Submit, Cancel). It closes on submit or cancel (part 1 §4 "Rating
 * popup"); the outcome (thank-you, already rated, failure) shows in a second popup with Close. A
 * member who has already rated is told so at once instead of picking stars: the article and post
 * pages know their rating (userRating); a list's card does not, and asks when its popup opens.
 */
export function RatingDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  postId: number;
  noun?: RatingNoun;
  moduleType?: string;
  title?: string;
  userRating?: number | null;
}) {
  const noun = props.noun ?? 'article';
  const asks = props.userRating === undefined;
  const own = useOwnRating(props.postId, props.open && asks);
  const userRating = asks ? own.data?.userRating : props.userRating;
  // Should the question fail, the picker shows: the server still refuses a second rating, with its sentence.
  const known = !asks || !own.isPending;
  const rated = userRating !== undefined && userRating !== null;
  const [stars, setStars] = useState(0);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const rate = useRatePost(props.postId, props.moduleType);
  const heading = noun === 'video' ? ENGAGEMENT_TEXT.rateVideo : ENGAGEMENT_TEXT.rateArticle;

  const submit = () => {
    if (stars < 1) return;
    rate.mutate(stars, {
      onSuccess: () => setOutcome({ ok: true, text: ENGAGEMENT_TEXT.ratingSubmitted }),
      onError: (err) => setOutcome({ ok: false, text: outcomeText(err, noun, props.moduleType) }),
      onSettled: () => {
        props.onOpenChange(false);
        setStars(0);
      },
    });
  };

  return (
    <>
      <Dialog open={props.open && !known} onOpenChange={props.onOpenChange} title={heading} description={props.title}>
        <p role="status">Loading your rating…</p>
        <DialogActions>
          <Button variant="secondary" onClick={() => props.onOpenChange(false)}>
            Cancel
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={props.open && rated} onOpenChange={props.onOpenChange} title={heading} description={props.title}>
        <p role="status">{alreadyRatedText(noun)}</p>
        {rated && (
          <p data-testid="own-rating">
            Your rating: {userRating} of {RATING_MAX} stars
          </p>
        )}
        <DialogActions>
          <Button onClick={() => props.onOpenChange(false)}>Close</Button>
        </DialogActions>
      </Dialog>
      <Dialog
        open={props.open && known && !rated}
        onOpenChange={props.onOpenChange}
        title={heading}
        description={props.title}
      >
        <fieldset className={styles.starPicker}>
          <legend>Your rating (1 to {RATING_MAX} stars)</legend>
          {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((n) => (
            <label key={n} className={n <= stars ? styles.starOn : styles.starOff}>
              <input
                type="radio"
                name="rating"
                value={n}
                checked={stars === n}
                onChange={() => setStars(n)}
                className="visually-hidden"
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{n === 1 ? '1 star' : `${n} stars`}</span>
            </label>
          ))}
        </fieldset>
        <DialogActions>
          <Button
            variant="secondary"
            onClick={() => {
              setStars(0);
              props.onOpenChange(false);
            }}
          >
            Cancel
          </Button>
          <Button onClick={submit} disabled={stars < 1 || rate.isPending}>
            Submit
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog
        open={outcome !== null}
        onOpenChange={(o) => !o && setOutcome(null)}
        title={outcome?.ok ? 'Thank you!' : heading}
      >
        <p role={outcome?.ok ? 'status' : 'alert'}>{outcome?.text}</p>
        <DialogActions>
          <Button onClick={() => setOutcome(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
