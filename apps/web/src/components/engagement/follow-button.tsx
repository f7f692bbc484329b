import type { FollowTargetType } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { useFollows, useToggleFollow } from './api/follows';
import styles from './engagement.module.css';

/**
 * Follow / Following: a new item in this category (or a new module on this topic) then appears
 * under the bell, and by e-mail if the member chose so in My Account.
 */
export function FollowButton({ type, target, label }: { type: FollowTargetType; target: string; label: string }) {
  const follows = useFollows();
  const toggle = useToggleFollow({ type, target });
  const following = Boolean(follows.data?.data.some((f) => f.type === type && f.target === target));
  return (
    <span className={styles.inline}>
      <Button
        variant={following ? 'primary' : 'secondary'}
        aria-pressed={following}
        aria-label={`${following ? 'Following' : 'Follow'} ${label}`}
        disabled={follows.isPending || toggle.isPending}
        onClick={() => toggle.mutate(following)}
      >
        {following ? 'Following' : 'Follow'}
      </Button>
      {(toggle.isError || follows.isError) && (
        <span role="alert" className={styles.errorText}>
          {(toggle.error ?? follows.error)?.message}
        </span>
      )}
    </span>
  );
}
