import { lazy } from 'react';
import { Button } from '@/components/ui/button';
import { useDialogOnFirstPress } from './use-dialog-on-first-press';

/**
 * The dialog (member search, message, send) is its own chunk, fetched when the button is first
 * pressed: the pages that show the button (an article's first paint among them) do not wait for it.
 */
const ShareDialog = lazy(() => import('./share-dialog').then((m) => ({ default: m.ShareDialog })));

/** A Share button that opens the dialog for the current page. */
export function ShareButton({ variant, label = 'Share' }: { variant?: 'article' | 'module'; label?: string }) {
  const { show, dialog } = useDialogOnFirstPress();
  return (
    <>
      <Button variant="secondary" onClick={show}>
        {label}
      </Button>
      {dialog((state) => (
        <ShareDialog {...state} variant={variant} />
      ))}
    </>
  );
}
