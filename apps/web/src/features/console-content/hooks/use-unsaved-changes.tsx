import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/ui/dialog';

/**
 * "Leave with unsaved changes?": while the form holds changes that are not saved, leaving for
 * another screen asks first, and closing or reloading the tab triggers the browser's own prompt.
 * Changing only the query never asks, nor does the move a save itself makes (state.saved).
 */
export function useUnsavedChangesPrompt(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      // A save that moves on (a new item to its own address) has nothing left to lose.
      !(nextLocation.state as { saved?: boolean } | null)?.saved,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title="Leave with unsaved changes?"
      message="Your changes to this item are not saved yet. If you leave now, they are lost."
      confirmLabel="Leave without saving"
      cancelLabel="Stay and keep editing"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
