/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer a tap in
 * between. For the app's start on a drawn page (main.tsx): loading its chunks, making the router and
 * rendering were one task each of 30-40 ms on this machine, 120-160 ms on a phone's slower CPU,
 * where a tap waits for the whole task. `scheduler.yield` resumes ahead of other queued tasks;
 * a timeout is the fallback where the browser lacks it.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
