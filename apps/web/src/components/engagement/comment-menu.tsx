import { lazy, startTransition, useState, type KeyboardEvent, type MouseEvent } from 'react';
import styles from './engagement.module.css';

/**
 * The menu, its primitives and the report popup are a chunk of their own, fetched on the first
 * press of a comment's "More actions": an article's comments, drawn during the app's takeover of
 * the page, do not load them for a menu few members open.
 */
const CommentActionsMenu = lazy(() =>
  import('./comment-actions-menu').then((m) => ({ default: m.CommentActionsMenu })),
);

/**
 * A comment's "More actions" button. Until its first press it is a plain button that looks and
 * reads as the menu's trigger; that press (a click, Enter, Space or the down arrow) mounts the
 * menu open in its place. In a transition, so this button stays until the menu is ready.
 */
export function CommentMenu({ commentId, authorName }: { commentId: number; authorName: string }) {
  const [openedBy, setOpenedBy] = useState<'keyboard' | 'pointer'>();
  if (openedBy) {
    return (
      <CommentActionsMenu commentId={commentId} authorName={authorName} openedByKeyboard={openedBy === 'keyboard'} />
    );
  }
  const open = (by: 'keyboard' | 'pointer') => startTransition(() => setOpenedBy(by));
  return (
    <button
      type="button"
      className={styles.menuTrigger}
      aria-label={`More actions for the comment by ${authorName}`}
      aria-haspopup="menu"
      aria-expanded={false}
      // A click from Enter or Space has no pointer behind it (detail 0).
      onClick={(event: MouseEvent) => open(event.detail === 0 ? 'keyboard' : 'pointer')}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        open('keyboard');
      }}
    >
      <span aria-hidden="true">⋯</span>
    </button>
  );
}
