import { lazy, Suspense } from 'react';
import { NEWS_TEXT, type ViewType } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { useDialogOnFirstPress } from './use-dialog-on-first-press';

/**
 * The leave-site warning is its own chunk, fetched when the button is first pressed: the pages
 * that show the button (an article's first paint among them) do not wait for the dialog primitives.
 */
const LeaveSiteDialog = lazy(() => import('./leave-site-dialog').then((m) => ({ default: m.LeaveSiteDialog })));

/** A button (default "Go to Article") that asks before opening an external URL. */
export function ExternalLinkButton(props: {
  url: string | null;
  postId?: number;
  viewType?: ViewType;
  label?: string;
  title?: string;
  variant?: 'primary' | 'secondary' | 'link';
}) {
  const { open, mounted, show, setOpen } = useDialogOnFirstPress();
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
      {mounted && (
        <Suspense fallback={null}>
          <LeaveSiteDialog
            open={open}
            onOpenChange={setOpen}
            url={props.url}
            postId={props.postId}
            viewType={props.viewType}
          />
        </Suspense>
      )}
    </>
  );
}
