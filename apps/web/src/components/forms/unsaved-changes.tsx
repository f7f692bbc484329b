import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/ui/dialog';

/**
 * "Leave with unsaved changes?": while the form holds changes that are not saved, leaving for
 * another screen asks first, and closing or reloading the tab triggers the browser's own prompt.
 * Changing only the query never asks, nor does the move a save itself makes (state.saved).
 * One per screen: the router keeps a single blocker.
 */
export function useUnsavedChangesPrompt(
  dirty: boolean,
  message = 'Your changes to this item are not saved yet. If you leave now, they are lost.',
) {
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
      message={message}
      confirmLabel="Leave without saving"
      cancelLabel="Stay and keep editing"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}

/**
 * For screens with several small forms: `track(id)` is a stable onDirtyChange for form `id`, and
 * `dirty` says whether any of them holds typing that is not saved.
 */
export function useDirtyForms() {
  const [dirtyIds, setDirtyIds] = useState<ReadonlySet<string>>(new Set());
  const trackers = useRef(new Map<string, (dirty: boolean) => void>());
  const track = useCallback((id: string) => {
    let tracker = trackers.current.get(id);
    if (!tracker) {
      tracker = (dirty: boolean) =>
        setDirtyIds((ids) => {
          if (ids.has(id) === dirty) return ids;
          const next = new Set(ids);
          if (dirty) next.add(id);
          else next.delete(id);
          return next;
        });
      trackers.current.set(id, tracker);
    }
    return tracker;
  }, []);
  return { dirty: dirtyIds.size > 0, track };
}
