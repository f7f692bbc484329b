import { ConfirmDialog } from '@/components/ui/dialog';

/**
 * "Do you want to delete this comment?" A chunk of its own, fetched on the first Delete pressed
 * (comment-item.tsx), as the comment's menu is: the dialog primitives do not load with the comments.
 * Lazy-loading the shared dialog module itself would make it a chunk that every page using it
 * imports, the article page among them, through the build's merged shared chunks.
 */
export function DeleteCommentDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  what: 'comment' | 'reply';
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={`Delete ${props.what}`}
      message={`Do you want to delete this ${props.what}?`}
      confirmLabel="Delete"
      busy={props.busy}
      onConfirm={props.onConfirm}
    />
  );
}
