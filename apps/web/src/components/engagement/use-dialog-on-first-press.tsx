import { Suspense, useState, type ReactNode } from 'react';

type DialogState = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * A dialog whose code is fetched on the first press of its button (the dialog a `lazy` component):
 * `dialog(render)` is nothing until `show` is first called, so the page mounts nothing; once pressed
 * it stays mounted (it may hold an outcome popup after it closes).
 */
export function useDialogOnFirstPress() {
  const [open, setOpen] = useState<boolean | null>(null);
  return {
    show: () => setOpen(true),
    dialog: (render: (state: DialogState) => ReactNode) =>
      open === null ? null : <Suspense fallback={null}>{render({ open, onOpenChange: setOpen })}</Suspense>,
  };
}
