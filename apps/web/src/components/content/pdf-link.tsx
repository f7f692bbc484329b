/** A link to a PDF that opens in a new tab (our own media route, so no leave-site warning). */
export function PdfLink({ href, label = 'View PDF', className }: { href: string; label?: string; className?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {label}
      <span className="visually-hidden"> (PDF, opens in a new tab)</span>
    </a>
  );
}
