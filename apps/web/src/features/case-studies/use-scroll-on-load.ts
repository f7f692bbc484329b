import { useEffect } from 'react';

const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
const GUARD_MS = 1500;

/**
 * Scrolls the page to `top` when it opens. React Router's ScrollRestoration may reset the scroll
 * afterwards (it restores the saved position in a later, transition-scheduled render), so for a
 * short time a reset to the top is undone — unless the reader has started scrolling themselves.
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
      if (window.scrollY === 0) window.scrollTo({ top });
    };
    window.addEventListener('scroll', onScroll);
    USER_INPUT.forEach((e) => window.addEventListener(e, stop, { passive: true }));
    const timer = window.setTimeout(stop, GUARD_MS);
    return stop;
  }, [top, key]);
}
