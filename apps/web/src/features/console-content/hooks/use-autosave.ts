import { useEffect, useRef } from 'react';

/** How often a changed draft is saved on its own. */
export const AUTOSAVE_INTERVAL_MS = 30_000;

/**
 * Saves the draft every 30 seconds while it has changes nobody saved yet. `save` is read fresh
 * each time, so it always sends what is in the form at that moment; a save in flight is never
 * started twice.
 */
export function useAutosave({
  enabled,
  save,
  intervalMs = AUTOSAVE_INTERVAL_MS,
}: {
  enabled: boolean;
  save: () => Promise<unknown>;
  intervalMs?: number;
}) {
  const latest = useRef(save);
  const busy = useRef(false);
  useEffect(() => {
    latest.current = save;
  });
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => {
      if (busy.current) return;
      busy.current = true;
      void latest.current().finally(() => {
        busy.current = false;
      });
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [enabled, intervalMs]);
}
