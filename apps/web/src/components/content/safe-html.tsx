import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Server-sanitized HTML, purified again before it reaches the DOM (defence in depth). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
