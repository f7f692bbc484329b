import { lazy } from 'react';
import { NEWS_TEXT, type ViewType } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { useDialogOnFirstPress } from './use-dialog-on-first-press';

/**
 * The leave-site warning is its own chunk, fetched when the button is first pressed: the pages
 * that show the button (an article's first paint among them) do not wait for the dialog primitives.
 */
const LeaveSiteDialog = lazy(() => import('./leave-site-dialog').then((m) => ({ default: m.LeaveSiteDialog })));

/**
 * The leave-site warning before opening `target.url`, for any control that opens it: `show` on
 * the first press fetches the dialog's code and opens it; `dialog` is what to render beside it.
 */
export function useLeaveSiteWarning(target: { url: string; postId?: number; viewType?: ViewType }) {
  const { show, dialog } = useDialogOnFirstPress();
  return {
    show,
    dialog: dialog((state) => (
      <LeaveSiteDialog {...state} url={target.url} postId={target.postId} viewType={target.viewType} />
    )),
  };
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
  const { show, dialog } = useLeaveSiteWarning({ ...props, url: props.url ?? '' });
  if (!props.url) return null;
  const label = props.label ?? NEWS_TEXT.goToArticle;
  return (
    <>
      <Button
        variant={props.variant ?? 'primary'}
        onClick={show}
        aria-label={props.title ? `${label}: ${props.title}` : undefined}
      >
        {label}
      </Button>
      {dialog}
    </>
  );
}
