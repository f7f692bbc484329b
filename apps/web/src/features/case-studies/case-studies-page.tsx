import { caseStudies } from './data/case-studies';
import { CaseCard } from './components/case-card';
import styles from './components/case-cards.module.css';

/** /community/education/aatd-case-studies: the four cases (spec part 2 §2.1). */
export default function CaseStudiesPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>ALPHA-1 CAN HAVE MANY FACES</h1>
      <p className={styles.intro}>
        Four fictional teaching cases — sample content. All four patients have the Pi*ZZ genotype.
      </p>
      <div className={styles.grid}>
        {caseStudies.map((study) => (
          <CaseCard key={study.number} study={study} />
        ))}
      </div>
    </div>
  );
}
