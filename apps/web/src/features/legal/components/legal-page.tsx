import { formatDate } from '@/lib/format-date';
import type { ReactNode } from 'react';
import styles from './legal.module.css';

type Props = {
  title: string;
  /** The date as the spec words it, plus its ISO form for machines. */
  updated?: { iso: string };
  children: ReactNode;
};

/** Shared frame for the static pages: one h1, an optional 'Last updated' line, readable prose. */
export function LegalPage({ title, updated, children }: Props) {
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {updated && <LastUpdated {...updated} />}
      <div className={styles.prose}>{children}</div>
    </article>
  );
}

export function LastUpdated({ iso }: { iso: string }) {
  return (
    <p className={styles.updated}>
      Last updated: <time dateTime={iso}>{formatDate(iso)}</time>
    </p>
  );
}

/**
 * Legal pages are dated 23 September 2022; the terms shown at registration 29 March 2022 (spec,
 * which writes them 09/23/2022 and 29/03/2022). Shown through the one date helper (issue 14).
 */
export const LEGAL_PAGES_DATE = { iso: '2022-09-23' };
export const TERMS_DATE = { iso: '2022-03-29' };
