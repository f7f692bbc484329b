import { useEffect } from 'react';

const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
const GUARD_MS = 1500;

/**
 * Scrolls the page to `top` when it opens. React Router's ScrollRestoration may move the scroll
 * afterwards (to the top, or to a position saved for the same history key, in a later render), so
 * for a short time any such move is undone — unless the reader has started scrolling themselves.
 */
export function useScrollOnLoad(top: number, key: unknown) {
  useEffect(() => {
    window.scrollTo({ top });
    const stop = () => {
      window.removeEventListener('scroll', onScroll);
      USER_INPUT.forEach((e) => window.removeEventListener(e, stop));
      window.clearTimeout(timer);
    };
    const onScroll = () => {
      if (Math.abs(window.scrollY - top) > 1) window.scrollTo({ top });
    };
    window.addEventListener('scroll', onScroll);
    USER_INPUT.forEach((e) => window.addEventListener(e, stop, { passive: true }));
    const timer = window.setTimeout(stop, GUARD_MS);
    return stop;
  }, [top, key]);
}
