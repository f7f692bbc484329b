import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { isEmbeddableVideo } from '@aatd/contract';

// Video players in a text may stay, but only those of the hosts members' pages may frame. Without a
// DOM (the server drawing a member's page, prerender.tsx) DOMPurify cannot run: the server passes
// the text through its own sanitizer again for that drawing instead.
if (DOMPurify.isSupported) {
  DOMPurify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'iframe' && !isEmbeddableVideo((node as Element).getAttribute('src') ?? '')) {
      node.parentNode?.removeChild(node);
    }
  });
}

const OPTIONS = {
  USE_PROFILES: { html: true },
  ADD_TAGS: ['iframe'],
  ADD_ATTR: ['allow', 'allowfullscreen', 'referrerpolicy', 'loading'],
};

/** Server-sanitized HTML, purified again before it reaches the DOM (defence in depth). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => (DOMPurify.isSupported ? DOMPurify.sanitize(html, OPTIONS) : html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
