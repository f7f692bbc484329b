import { educationCategory, type EducationCategory } from '@aatd/contract';
import { CategoryList } from './category-page';

const AR = educationCategory('aatd-education-augmented-reality') as EducationCategory;

/** /community/education/aatd-education-augmented-reality — the AR items as cards, with filter and pages. */
export default function AugmentedRealityPage() {
  return <CategoryList slug={AR.slug} label={AR.label} />;
}
