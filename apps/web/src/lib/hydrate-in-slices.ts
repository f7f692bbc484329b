import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/**
 * React takes over HTML the server drew, in a transition: the page is on screen already, so it is
 * hydrated in slices between other work rather than in one long task, as the app draws
 * over a member's page (main.tsx). Both entries hydrate through this.
 */
export function hydrateInSlices(container: Element, page: ReactNode): Root {
  let root!: Root;
  startTransition(() => {
    root = hydrateRoot(container, page);
  });
  return root;
}
