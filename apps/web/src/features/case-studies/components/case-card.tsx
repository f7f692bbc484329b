import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { PatientAvatar } from '../assets/patient-avatar';
import type { CaseStudy } from '../data/types';
import styles from './case-cards.module.css';

type Props = {
  study: CaseStudy;
  /** Which quote the card shows: the patient's own words or the treating physician's. */
  quote?: 'patient' | 'physician' | 'none';
  headingLevel?: 'h2' | 'h3';
};

/** A case's card: illustration, 'Case Study n', subtitle, an optional quote and the 'View Profile' link. */
export function CaseCard({ study, quote = 'patient', headingLevel: Heading = 'h2' }: Props) {
  const text =
    quote === 'patient'
      ? study.patient_comments[0].quotedText
      : quote === 'physician'
        ? study.card.physicianQuote
        : null;
  return (
    <article className={styles.card}>
      <PatientAvatar image={study.patient_image} className={styles.image} />
      <div className={styles.body}>
        <Heading className={styles.title}>Case Study {study.number}</Heading>
        <p className={styles.subtitle}>{study.card.subtitle}</p>
        {text && (
          <blockquote className={styles.quote}>
            <p>“{text}”</p>
            {quote === 'physician' && <footer className={styles.quoteBy}>Treating physician</footer>}
          </blockquote>
        )}
        <ButtonLink to={paths.caseStudy.getHref(study.number)} className={styles.link}>
          View Profile<span className="visually-hidden"> of Case Study {study.number}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
