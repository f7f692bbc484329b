import { useState } from 'react';

/**
 * A dialog whose code is fetched on the first press of its button: null until then, so the page
 * mounts nothing; once pressed it stays mounted (it may hold an outcome popup after it closes).
 */
export function useDialogOnFirstPress() {
  const [open, setOpen] = useState<boolean | null>(null);
  return {
    open: open === true,
    mounted: open !== null,
    show: () => setOpen(true),
    setOpen: (o: boolean) => setOpen(o),
  };
}
