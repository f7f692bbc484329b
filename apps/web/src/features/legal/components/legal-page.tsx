import type { LegalDocument } from '@aatd/contract';
import { formatDate } from '@/lib/format-date';
import { useSiteConfig } from '@/lib/site-config';
import type { ReactNode } from 'react';
import styles from './legal.module.css';

type Props = {
  title: string;
  /** A page that is not a versioned document (About us): its date as the spec gives it. */
  updated?: { iso: string };
  /** The versioned document this page shows: its version and date come from the deployment. */
  document?: LegalDocument;
  children: ReactNode;
};

/** Shared frame for the static pages: one h1, an optional version and 'Last updated' line, readable prose. */
export function LegalPage({ title, document, updated, children }: Props) {
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {document && <LastUpdated document={document} />}
      {updated && (
        <p className={styles.updated}>
          Last updated: <time dateTime={updated.iso}>{formatDate(updated.iso)}</time>
        </p>
      )}
      <div className={styles.prose}>{children}</div>
    </article>
  );
}

/**
 * The document's configured version and effective date (deployment `legal`; by default the
 * spec's dates: legal pages 23 September 2022, terms 29 March 2022), so the page shows the very
 * version members accept and the consent records name. Shown through the one date helper.
 */
export function LastUpdated({ document }: { document: LegalDocument }) {
  const { version, date } = useSiteConfig().legal[document];
  return (
    <p className={styles.updated}>
      Last updated: <time dateTime={date}>{formatDate(date)}</time>
      {version !== date && <> (version {version})</>}
    </p>
  );
}

/** About us is dated like the legal pages in the spec (09/23/2022) but is not a versioned document. */
export const LEGAL_PAGES_DATE = { iso: '2022-09-23' };
