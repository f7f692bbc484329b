import { EducationHubPage } from '@/features/education/education-hub-page';
import { CaseStudyCards } from '@/features/case-studies/components/case-study-cards';

/**
 * The hub is composed here because it shows two features side by side: the education categories
 * and the case-studies cards (features never import each other; the app layer may use both).
 */
export default function EducationHubRoute() {
  return <EducationHubPage caseStudies={<CaseStudyCards />} />;
}
