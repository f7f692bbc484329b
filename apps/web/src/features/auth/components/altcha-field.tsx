import 'altcha';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import styles from '../auth.module.css';

type Widget = HTMLElement & AltchaWidgetMethods;

/** The proof of work failed (e.g. the challenge could not be fetched). */
export class AltchaError extends Error {}

export interface AltchaHandle {
  /** A fresh solution for one guarded call; solves (again) when none is ready. */
  takePayload(): Promise<string>;
}

/**
 * The ALTCHA proof of work (self-hosted, no third party). The widget starts solving as the page
 * loads, so a member rarely waits. The server spends each solution once, so every attempt after
 * the first solves a new challenge. The widget's styles are injected as a <style> element and its
 * workers run from blob: URLs, both allowed by the site's CSP; it needs no inline script.
 */
export const AltchaField = forwardRef<AltchaHandle, { challengeUrl?: string }>(function AltchaField(
  { challengeUrl = '/api/auth/altcha' },
  ref,
) {
  const widget = useRef<Widget>(null);
  const ready = useRef<string | null>(null);
  const waiting = useRef<Array<{ resolve: (p: string) => void; reject: (e: Error) => void }>>([]);

  useEffect(() => {
    const el = widget.current;
    if (!el) return;
    const onState = (ev: Event) => {
      const { state, payload } = (ev as AltchaStateChangeEvent).detail;
      if (state === 'verified' && payload) {
        const waiter = waiting.current.shift();
        if (waiter) waiter.resolve(payload);
        else ready.current = payload;
      } else if (state === 'error') {
        ready.current = null;
        for (const w of waiting.current.splice(0)) w.reject(new AltchaError('The verification could not be completed. Please try again.'));
      } else if (state === 'expired') {
        ready.current = null;
      }
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, []);

  useImperativeHandle(ref, () => ({
    takePayload() {
      const payload = ready.current;
      if (payload) {
        ready.current = null;
        return Promise.resolve(payload);
      }
      return new Promise<string>((resolve, reject) => {
        waiting.current.push({ resolve, reject });
        const el = widget.current;
        if (!el || el.getState() === 'verifying') return;
        // Verified already means that solution was spent: start over with a new challenge.
        if (el.getState() !== 'unverified') el.reset();
        void el.verify();
      });
    },
  }));

  return (
    <div className={styles.altcha}>
      <altcha-widget ref={widget} challengeurl={challengeUrl} auto="onload" hidefooter hidelogo />
    </div>
  );
});
