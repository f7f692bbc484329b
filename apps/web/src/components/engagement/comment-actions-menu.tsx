import * as Menu from '@radix-ui/react-dropdown-menu';
import { useRef, useState } from 'react';
import { ReportCommentDialog } from './report-comment-dialog';
import styles from './engagement.module.css';

/**
 * A comment's menu ("More actions"): reporting it to the moderators. Keyboard usable (Radix menu).
 * Mounted open by the first press of its trigger (comment-menu.tsx), with the menu primitives and
 * the report popup in this chunk. On opening, Radix focuses the menu, and its first item too when
 * it saw the key that opened it; it was not mounted yet for the key that first opens this one, so
 * that time the item is focused here.
 */
export function CommentActionsMenu({
  commentId,
  authorName,
  openedByKeyboard,
}: {
  commentId: number;
  authorName: string;
  openedByKeyboard: boolean;
}) {
  const [open, setOpen] = useState(true);
  const [reporting, setReporting] = useState(false);
  const focusItemOnOpen = useRef(openedByKeyboard);
  const reportItem = useRef<HTMLDivElement>(null);
  return (
    <>
      <Menu.Root modal={false} open={open} onOpenChange={setOpen}>
        <Menu.Trigger className={styles.menuTrigger} aria-label={`More actions for the comment by ${authorName}`}>
          <span aria-hidden="true">⋯</span>
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            className={styles.menu}
            align="end"
            sideOffset={4}
            onFocus={(event) => {
              if (event.target !== event.currentTarget || !focusItemOnOpen.current) return;
              focusItemOnOpen.current = false;
              reportItem.current?.focus();
            }}
          >
            <Menu.Item ref={reportItem} className={styles.menuItem} onSelect={() => setReporting(true)}>
              Report comment
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      <ReportCommentDialog open={reporting} onOpenChange={setReporting} commentId={commentId} />
    </>
  );
}
