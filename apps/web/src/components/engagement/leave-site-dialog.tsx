import { useState } from 'react';
import { NEWS_TEXT, type ViewType } from '@aatd/contract';
import { Button } from '@/components/ui/button';
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

/** A button (default "Go to Article") that asks before opening an external URL. */
export function ExternalLinkButton(props: {
  url: string | null;
  postId?: number;
  viewType?: ViewType;
  label?: string;
  title?: string;
  variant?: 'primary' | 'secondary' | 'link';
}) {
  const [open, setOpen] = useState(false);
  if (!props.url) return null;
  const label = props.label ?? NEWS_TEXT.goToArticle;
  return (
    <>
      <Button
        variant={props.variant ?? 'primary'}
        onClick={() => setOpen(true)}
        aria-label={props.title ? `${label}: ${props.title}` : undefined}
      >
        {label}
      </Button>
      <LeaveSiteDialog
        open={open}
        onOpenChange={setOpen}
        url={props.url}
        postId={props.postId}
        viewType={props.viewType}
      />
    </>
  );
}
