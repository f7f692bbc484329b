import * as Menu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { ReportCommentDialog } from './report-comment-dialog';
import styles from './engagement.module.css';

/** A comment's menu ("More actions"): reporting it to the moderators. Keyboard usable (Radix menu). */
export function CommentMenu({ commentId, authorName }: { commentId: number; authorName: string }) {
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <Menu.Root modal={false}>
        <Menu.Trigger className={styles.menuTrigger} aria-label={`More actions for the comment by ${authorName}`}>
          <span aria-hidden="true">⋯</span>
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content className={styles.menu} align="end" sideOffset={4}>
            <Menu.Item className={styles.menuItem} onSelect={() => setReporting(true)}>
              Report comment
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      <ReportCommentDialog open={reporting} onOpenChange={setReporting} commentId={commentId} />
    </>
  );
}
