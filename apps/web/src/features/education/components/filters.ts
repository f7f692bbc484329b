import type { SortBy } from '@aatd/contract';

/** The category filter: Just added, Most viewed and the recommended toggle (spec part 2 §2.1). */
export const EDUCATION_FILTERS: ReadonlyArray<{ value: SortBy; label: string }> = [
  { value: 'added', label: 'Just added' },
  { value: 'views', label: 'Most viewed' },
  { value: 'recommended', label: 'Recommended' },
];
