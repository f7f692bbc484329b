// Types only (the element's methods and events): the element itself is defined on demand below.
import type {} from 'altcha';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useSyncExternalStore } from 'react';
import { ALTCHA_HEADER } from '@aatd/contract';
import styles from './altcha-widget.module.css';

/** What a form needs from the bot check: a fresh solution for one call, then a new one. */
export interface AltchaHandle {
  /** Resolves with the solved payload (solving now if the widget has not finished yet). */
  solve(): Promise<string>;
  /** The payload was spent (the server accepts each one once): start on the next one. */
  renew(): void;
}

/** The request header carrying a solution, e.g. api.post(url, body, { headers: altchaHeaders(p) }). */
export const altchaHeaders = (payload: string) => ({ [ALTCHA_HEADER]: payload });

type WidgetElement = HTMLElement & AltchaWidgetMethods;

/**
 * Defines <altcha-widget> (about 20 KB compressed, with its solver): loaded at the first sign that
 * the form is being used (a focus or a press inside it, or a solution asked for), not with the
 * page's first scripts, which a phone must run before the page answers. Until then the
 * element is an empty tag in a box of its size; defined, it upgrades in place and starts solving
 * while the member types.
 */
const defineWidget = () => import('altcha');
const widgetDefined = () => customElements.whenDefined('altcha-widget');

const noSubscription = () => () => undefined;
/**
 * False on the server and while hydrating pre-rendered HTML, true after: the widget draws into its
 * own element as soon as it is defined, which hydration would take for a mismatch.
 */
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * ALTCHA's self-hosted proof of work (<altcha-widget>), solving as soon as it shows so the
 * member rarely waits at submit. The challenge comes from GET /api/auth/altcha.
 * `invisible` keeps it out of sight and out of the tab order; it still solves in the background.
 */
export const AltchaWidget = forwardRef<AltchaHandle, { invisible?: boolean }>(function AltchaWidget(
  { invisible },
  ref,
) {
  const box = useRef<HTMLDivElement>(null);
  const el = useRef<WidgetElement>(null);
  const payload = useRef<string | null>(null);
  const waiters = useRef<Array<(p: string) => void>>([]);
  const inBrowser = useInBrowser();

  const onState = useCallback((ev: Event) => {
    const { state, payload: solved } = (ev as AltchaStateChangeEvent).detail;
    if (state === 'verified' && solved) {
      payload.current = solved;
      waiters.current.splice(0).forEach((resolve) => resolve(solved));
    } else if (state !== 'verifying') {
      payload.current = null;
    }
  }, []);

  useEffect(() => {
    const form = box.current?.closest('form');
    if (!inBrowser || !form) return;
    const define = () => void defineWidget();
    form.addEventListener('focusin', define, { once: true });
    form.addEventListener('pointerdown', define, { once: true });
    return () => {
      form.removeEventListener('focusin', define);
      form.removeEventListener('pointerdown', define);
    };
  }, [inBrowser]);

  useEffect(() => {
    const node = el.current;
    node?.addEventListener('statechange', onState);
    return () => node?.removeEventListener('statechange', onState);
  }, [onState, inBrowser]);

  useImperativeHandle(ref, () => ({
    solve: () =>
      new Promise<string>((resolve) => {
        if (payload.current) return resolve(payload.current);
        waiters.current.push(resolve);
        void defineWidget();
        void widgetDefined().then(() => {
          // Solving, or solved since (the state event has answered the waiters): nothing to start.
          const state = el.current?.getState();
          if (state !== 'verifying' && state !== 'verified') void el.current?.verify();
        });
      }),
    renew: () => {
      payload.current = null;
      void defineWidget();
      void widgetDefined().then(() => {
        el.current?.reset();
        void el.current?.verify();
      });
    },
  }));

  return (
    // Invisible where the spec has an invisible challenge (the reset and resend forms).
    <div ref={box} className={styles.widget} hidden={invisible}>
      {inBrowser && <altcha-widget ref={el} challengeurl="/api/auth/altcha" auto="onload" hidelogo hidefooter />}
    </div>
  );
});
