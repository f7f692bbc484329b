import { useState } from 'react';
import { ENGAGEMENT_TEXT, EngagementErrorCodes, RATING_MAX } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useRatePost } from './api/rate-post';
import styles from './engagement.module.css';

export type RatingNoun = 'article' | 'video';

const outcomeText = (err: unknown, noun: RatingNoun) => {
  if (err instanceof ApiError && err.code === EngagementErrorCodes.alreadyRated) {
    return noun === 'video' ? ENGAGEMENT_TEXT.alreadyRatedVideo : ENGAGEMENT_TEXT.alreadyRatedArticle;
  }
  return ENGAGEMENT_TEXT.ratingFailed;
};

/**
 * The rating popup (stars 1-5, Submit, close). It closes on submit; the outcome (thank-you,
 * already rated, failure) shows in a second popup with Close.
 */
export function RatingDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  postId: number;
  noun?: RatingNoun;
  moduleType?: string;
  title?: string;
}) {
  const noun = props.noun ?? 'article';
  const [stars, setStars] = useState(0);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const rate = useRatePost(props.postId, props.moduleType);
  const heading = noun === 'video' ? ENGAGEMENT_TEXT.rateVideo : ENGAGEMENT_TEXT.rateArticle;

  const submit = () => {
    if (stars < 1) return;
    rate.mutate(stars, {
      onSuccess: () => setOutcome({ ok: true, text: ENGAGEMENT_TEXT.ratingSubmitted }),
      onError: (err) => setOutcome({ ok: false, text: outcomeText(err, noun) }),
      onSettled: () => {
        props.onOpenChange(false);
        setStars(0);
      },
    });
  };

  return (
    <>
      <Dialog open={props.open} onOpenChange={props.onOpenChange} title={heading} description={props.title}>
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
