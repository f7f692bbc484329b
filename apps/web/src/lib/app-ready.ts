import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';

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

/**
 * What the app could not hear before it took the page over: a file input's files set while the
 * page was only HTML (a drop, a script, an assistive tool: its change event had no listener yet).
 * Once the app runs, files already in the input are handed to `onFiles` as a change would have.
 */
export function useFilesGivenEarly(
  input: RefObject<HTMLInputElement | null>,
  onFiles: (files: FileList) => void,
): void {
  const handler = useRef(onFiles);
  handler.current = onFiles;
  useEffect(() => {
    const files = input.current?.files;
    if (files && files.length > 0) handler.current(files);
  }, [input]);
}
