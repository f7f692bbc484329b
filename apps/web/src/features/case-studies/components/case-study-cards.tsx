import { caseStudies } from '../data/case-studies';
import { CaseCard } from './case-card';
import styles from './case-cards.module.css';

/**
 * The education hub's case-studies block (spec part 2 §2.1): the three fixed cards, Case Studies 1-3, each with
 * the physician's quote and a link to its page.
 */
export function CaseStudyCards({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <div className={styles.grid}>
      {caseStudies.slice(0, 3).map((study) => (
        <CaseCard key={study.number} study={study} quote="physician" headingLevel={headingLevel} />
      ))}
    </div>
  );
}
