import 'altcha';
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

const noSubscription = () => () => undefined;
/**
 * False on the server and while hydrating pre-rendered HTML, true after: the widget draws into its
 * own element as soon as it is defined, which hydration would take for a mismatch (issue 13).
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
    const node = el.current;
    node?.addEventListener('statechange', onState);
    return () => node?.removeEventListener('statechange', onState);
  }, [onState, inBrowser]);

  useImperativeHandle(ref, () => ({
    solve: () =>
      new Promise<string>((resolve) => {
        if (payload.current) return resolve(payload.current);
        waiters.current.push(resolve);
        if (el.current?.getState() !== 'verifying') void el.current?.verify();
      }),
    renew: () => {
      payload.current = null;
      el.current?.reset();
      void el.current?.verify();
    },
  }));

  return (
    // Invisible where the spec has an invisible challenge (reset and e-mail verification).
    <div className={styles.widget} hidden={invisible}>
      {inBrowser && <altcha-widget ref={el} challengeurl="/api/auth/altcha" auto="onload" hidelogo hidefooter />}
    </div>
  );
});
