import type { ReactNode } from 'react';
import { DoctorComment } from './doctor-comment';
import styles from './case-study.module.css';

type Props = { id: string; title: string; comment?: string; children: ReactNode };

/** One of the four record cards (history, examination, investigation, AATD results). */
export function CaseSection({ id, title, comment, children }: Props) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h3 id={id} className={styles.cardTitle}>
        {title}
      </h3>
      {children}
      {comment && <DoctorComment text={comment} />}
    </section>
  );
}
