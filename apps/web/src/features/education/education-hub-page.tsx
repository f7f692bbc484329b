import type { ReactNode } from 'react';
import { EDUCATION_TEXT, categoriesOf, educationCategory, type EducationCategory } from '@aatd/contract';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { CategoryBlock } from './components/category-block';
import styles from './components/education.module.css';

const category = (slug: string) => educationCategory(slug) as EducationCategory;

/**
 * /community/education (spec part 2 §2.1): one block per category. The case-studies block's cards
 * belong to the case-studies feature, so the app route passes them in (features never import each other).
 */
export function EducationHubPage({ caseStudies }: { caseStudies: ReactNode }) {
  const cases = category('aatd-case-studies');
  return (
    <>
      <h1 className={styles.heading}>{EDUCATION_TEXT.hubHeading}</h1>
      <nav className={styles.quickLinks} aria-label="Education sections">
        <ButtonLink to={paths.conferences.getHref()} variant="secondary">
          Conference Highlights
        </ButtonLink>
        <ButtonLink to={paths.modules.getHref()} variant="secondary">
          Education Modules
        </ButtonLink>
        <ButtonLink to={paths.prevalenceMap.getHref()} variant="secondary">
          Global Prevalence Map
        </ButtonLink>
      </nav>
      <CategoryBlock
        category={category('aatd-education-understanding-aatd')}
        extra={
          <ButtonLink to={paths.prevalenceMap.getHref()} variant="link">
            Understanding the Global Prevalence of AATD
          </ButtonLink>
        }
      />
      <CategoryBlock category={category('aatd-education-augmented-reality')} />
      <section className={styles.block} aria-labelledby="block-cases">
        <div className={styles.blockHead}>
          <h2 id="block-cases">{cases.label}</h2>
        </div>
        {caseStudies}
        <div className={styles.blockFoot}>
          <ButtonLink to={paths.caseStudies.getHref()} aria-label={`${EDUCATION_TEXT.viewMore}: ${cases.label}`}>
            {EDUCATION_TEXT.viewMore}
          </ButtonLink>
        </div>
      </section>
      {categoriesOf('therapy').map((c) => (
        <CategoryBlock key={c.slug} category={c} />
      ))}
    </>
  );
}
