import { useEffect, useRef, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import { EDUCATION_TEXT, PDF_VIEWER_WIDTH } from '@aatd/contract';
import { PdfLink } from '@/components/content/pdf-link';
import { Button } from '@/components/ui/button';
import { ErrorState, Spinner } from '@/components/ui/feedback';
import styles from './modules.module.css';

// Vite bundles the worker as a file of our own origin (CSP worker-src 'self').
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

// No eval under our CSP; pdf.js then draws glyphs the slower, safe way.
const OPTIONS = { isEvalSupported: false } as const;

/** The frame's width, at most `max`: the page is drawn to fit a phone instead of widening it. */
function useFittedWidth(max: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(max);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const fit = () => setWidth(Math.max(1, Math.min(max, Math.floor(el.clientWidth))));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => observer.disconnect();
  }, [max]);
  return { ref, width };
}

/**
 * The module's PDF, one page at a time, 500 wide (narrower on a phone), with Previous Page /
 * Next Page and 'Page X of Y'.
 */
export function PdfViewer({ file, title }: { file: string; title: string }) {
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const frame = useFittedWidth(PDF_VIEWER_WIDTH);
  return (
    <section className={styles.viewer} aria-label={`PDF: ${title}`}>
      <div className={styles.pdfFrame} ref={frame.ref}>
        <Document
          file={file}
          options={OPTIONS}
          onLoadSuccess={(doc) => {
            setPages(doc.numPages);
            setPage(1);
          }}
          loading={<Spinner label="Loading PDF" />}
          error={<ErrorState message="The PDF could not be shown." />}
        >
          <Page pageNumber={page} width={frame.width} loading={<Spinner label="Loading page" />} />
        </Document>
      </div>
      {pages > 0 && (
        <div className={styles.pager}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {EDUCATION_TEXT.previousPage}
          </Button>
          <p aria-live="polite">
            Page {page} of {pages}
          </p>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {EDUCATION_TEXT.nextPage}
          </Button>
        </div>
      )}
      <PdfLink href={file} label="Open the PDF in a new tab" />
    </section>
  );
}
