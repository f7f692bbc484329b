import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { PatientAvatar } from './assets/patient-avatar';
import { getCaseStudy, toCaseNumber } from './data/case-studies';
import type { CaseNumber } from './data/types';
import { CaseList } from './components/case-list';
import { CaseSection } from './components/case-section';
import { CaseStudyFooter } from './components/case-study-footer';
import { MoreCaseStudies } from './components/more-case-studies';
import { QuoteSlider } from './components/quote-slider';
import styles from './components/case-study.module.css';

/** Spec part 2 §2.7 / §9: each case page opens scrolled 250px down, past the site header. */
const SCROLL_OFFSET = 250;

/**
 * /cs-1 ... /cs-4. The case comes from the `n` prop or route param; React Router has no partial dynamic
 * segments (`/cs-:n`), so the path itself is read as a last resort.
 */
export default function CaseStudyPage({ n }: { n?: CaseNumber }) {
  const params = useParams();
  const { pathname } = useLocation();
  const number = n ?? toCaseNumber(params.n) ?? toCaseNumber(/cs-(\d)\/?$/.exec(pathname)?.[1]);

  // Runs after ScrollRestoration's move to the top (the layout's layout effect, same commit). Each
  // opened page has its own history key (app/router.tsx), so no later restore moves it elsewhere.
  useEffect(() => window.scrollTo({ top: SCROLL_OFFSET }), [number]);

  if (!number) throw new Response('Not Found', { status: 404 });
  const study = getCaseStudy(number);
  const liver = study.liver_function;

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Patient Case Studies</h1>
        <ButtonLink to={paths.caseStudies.getHref()} variant="secondary">
          Back
        </ButtonLink>
      </header>

      <article aria-labelledby="case-title">
        <section className={styles.patient}>
          <PatientAvatar image={study.patient_image} className={styles.patientImage} />
          <div className={styles.patientInfo}>
            <p className={styles.sample}>Fictional teaching case — sample content</p>
            <h2 id="case-title" className={styles.caseTitle}>
              Case Study {study.number}: {study.patient_name}
            </h2>
            <p className={styles.caseSubtitle}>{study.title}</p>
            <dl className={styles.facts}>
              <dt>Age</dt>
              <dd>{study.age}</dd>
              <dt>Occupation</dt>
              <dd>{study.occupation}</dd>
            </dl>
          </div>
          <QuoteSlider slides={study.patient_comments} />
        </section>

        <div className={styles.cards}>
          <CaseSection id="medical-history" title="Medical history" comment={study.doctor_comments.medical_history}>
            <CaseList items={study.medical_history} liverTable={liver} />
          </CaseSection>
          <CaseSection
            id="physical-examination"
            title="Physical examination"
            comment={study.doctor_comments.physical_examination}
          >
            <CaseList items={study.physical_examination} liverTable={liver} />
          </CaseSection>
          <CaseSection
            id="further-investigation"
            title="Further investigation"
            comment={study.doctor_comments.further_investigation}
          >
            <CaseList items={study.further_investigation} liverTable={liver} />
          </CaseSection>
          <CaseSection id="aatd-results" title="AATD test results" comment={study.doctor_comments.results_aatd}>
            <CaseList items={study.results_aatd} liverTable={liver} />
          </CaseSection>
        </div>

        <section className={styles.summary} aria-label="Summary">
          <p>{study.report_summary}</p>
        </section>

        <CaseStudyFooter study={study} />
      </article>

      <MoreCaseStudies current={study.number} />
    </div>
  );
}
