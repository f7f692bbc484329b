import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * Whether the app's JavaScript is running this view: false in the server's HTML (a pre-rendered
 * page, before React takes it over), true once it has. A control whose work lives in the app (a
 * form kept by react-hook-form, a menu, a search that navigates in the app) is disabled until then,
 * so nothing done to it is silently dropped. During hydration React uses the server value (false)
 * and then re-renders with true; a page drawn by the browser alone starts ready.
 */
export function useAppReady(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
