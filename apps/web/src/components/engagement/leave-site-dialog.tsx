import { NEWS_TEXT, type ViewType } from '@aatd/contract';
import { ConfirmDialog } from '@/components/ui/dialog';
import { countView } from './api/view-count';

/**
 * The leave-site warning before any external URL (part 1 §4): Continue opens it in a new window
 * without giving that page a handle on ours, and counts a view; Cancel only closes.
 */
export function LeaveSiteDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  url: string;
  postId?: number;
  viewType?: ViewType;
}) {
  const onContinue = () => {
    window.open(props.url, '_blank', 'noopener,noreferrer');
    if (props.postId !== undefined) void countView(props.viewType ?? 'news', props.postId);
    props.onOpenChange(false);
  };
  return (
    <ConfirmDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Leaving the site"
      message={NEWS_TEXT.leaveSite}
      confirmLabel="Continue"
      onConfirm={onContinue}
    />
  );
}
