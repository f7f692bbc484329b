import type { ReactNode } from 'react';
import styles from './legal.module.css';

type Props = {
  title: string;
  /** The date as the spec words it, plus its ISO form for machines. */
  updated?: { label: string; iso: string };
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

export function LastUpdated({ label, iso }: { label: string; iso: string }) {
  return (
    <p className={styles.updated}>
      Last updated: <time dateTime={iso}>{label}</time>
    </p>
  );
}

/** Legal pages are dated 09/23/2022; the terms shown at registration are dated 29/03/2022 (spec). */
export const LEGAL_PAGES_DATE = { label: '09/23/2022', iso: '2022-09-23' };
export const TERMS_DATE = { label: '29/03/2022', iso: '2022-03-29' };
