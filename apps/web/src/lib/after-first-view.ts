/**
 * Runs `run` once the frame on screen now has been painted and the browser is then idle (at most
 * `idleWithinMs` later), after `delayMs` more when given; returns a cancel. For work the first view
 * does not need (the comments' code, the live badge's stream): started earlier, it shares the
 * network and the main thread with the page's largest paint.
 */
export function afterFirstView(run: () => void, { delayMs = 0, idleWithinMs = 1_000 } = {}): () => void {
  let cancelled = false;
  let task: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: idleWithinMs });
    else task = setTimeout(run);
  };
  // An animation frame callback runs just before the paint; a task it queues runs after it.
  const frame = requestAnimationFrame(() => {
    task = setTimeout(whenIdle, delayMs);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    clearTimeout(task);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
