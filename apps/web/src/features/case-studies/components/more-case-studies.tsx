import { caseStudies } from '../data/case-studies';
import type { CaseNumber } from '../data/types';
import { CaseCard } from './case-card';
import styles from './case-cards.module.css';

/** Bottom strip of a case page: every other case's image, subtitle and 'View Profile' link. */
export function MoreCaseStudies({ current }: { current: CaseNumber }) {
  return (
    <section className={styles.more} aria-labelledby="more-case-studies">
      <h2 id="more-case-studies" className={styles.moreTitle}>
        view more case studies
      </h2>
      <div className={styles.grid}>
        {caseStudies
          .filter((s) => s.number !== current)
          .map((study) => (
            <CaseCard key={study.number} study={study} quote="none" headingLevel="h3" />
          ))}
      </div>
    </section>
  );
}
