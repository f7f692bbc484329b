import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** A search snippet: the server marks matched words with <mark>; nothing else may render. */
export function Snippet({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { ALLOWED_TAGS: ['mark'], ALLOWED_ATTR: [] }), [html]);
  return <p className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
