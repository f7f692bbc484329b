import { useSiteConfig } from '@/lib/site-config';
import type { CaseStudy } from '../data/types';
import { SAMPLE_NOTICE } from '../data/shared';
import styles from './case-study.module.css';

/** The teaching sections under the summary, then the regulatory footer. */
export function CaseStudyFooter({ study }: { study: CaseStudy }) {
  const provider = useSiteConfig().providerName;
  return (
    <>
      <section className={styles.info} aria-labelledby="did-you-know">
        <h2 id="did-you-know">Did you know?</h2>
        <ul className={styles.list}>
          {study.did_you_know.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </section>
      <section className={styles.info} aria-labelledby="why-screen">
        <h2 id="why-screen">Why should this patient be screened?</h2>
        <ul className={styles.list}>
          {study.why_screen.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </section>
      <section className={styles.small} aria-labelledby="abbreviations">
        <h2 id="abbreviations">Abbreviations</h2>
        <p>
          {study.abbreviations.map((a, i) => (
            <span key={a.term}>
              <abbr title={a.meaning}>{a.term}</abbr>, {a.meaning}
              {i < study.abbreviations.length - 1 ? '; ' : '.'}
            </span>
          ))}
        </p>
      </section>
      <section className={styles.small} aria-labelledby="references">
        <h2 id="references">References</h2>
        <ol>
          {study.references.map((ref) => (
            <li key={ref}>{ref}</li>
          ))}
        </ol>
      </section>
      <footer className={styles.regulatory}>
        <p>
          <strong>{SAMPLE_NOTICE}.</strong> The patient, the story and the results are invented for teaching and do not
          describe a real person. Prepared by {provider} for healthcare professionals outside the UK only, as
          non-promotional disease-awareness education.
        </p>
        <p>
          Date of preparation: <time dateTime={study.prepared.iso}>{study.prepared.label}</time>
        </p>
      </footer>
    </>
  );
}
