// The education area's categories and video hosts, zod-free so a page's first chunks can use them.

/** Which page group a category belongs to: the hub, the therapy areas, useful resources or links. */
export type EducationGroup = 'education' | 'therapy' | 'resources' | 'links';

/**
 * Every posts category of the education area (spec part 2 §2.1, §2.5): the slug is the tag the
 * posts carry and the path segment of its pages; the label fills the spec's empty texts.
 */
export const EDUCATION_CATEGORIES = [
  { slug: 'aatd-education-understanding-aatd', label: 'Understanding AATD', group: 'education', kind: 'therapy' },
  { slug: 'aatd-education-augmented-reality', label: 'Augmented Reality', group: 'education', kind: 'ar' },
  { slug: 'aatd-case-studies', label: 'Patient Case Studies', group: 'education', kind: 'therapy' },
  { slug: 'rarehaematology', label: 'Rare Haematology', group: 'therapy', kind: 'therapy' },
  { slug: 'raregeneticdisease', label: 'Rare Genetic Diseases', group: 'therapy', kind: 'therapy' },
  { slug: 'oncology', label: 'Oncology', group: 'therapy', kind: 'therapy' },
  { slug: 'immunology', label: 'Immunology', group: 'therapy', kind: 'therapy' },
  { slug: 'gastroenterology', label: 'Gastroenterology', group: 'therapy', kind: 'therapy' },
  {
    slug: 'aatd-useful-resources-clinical-practical-guidelines',
    label: 'Clinical Practice Guidelines',
    group: 'resources',
    kind: 'resource',
  },
  {
    slug: 'aatd-useful-resources-downloadable-resources',
    label: 'Downloadable Resources',
    group: 'resources',
    kind: 'resource',
  },
  {
    slug: 'aatd-useful-links-international-aatd-organizations',
    label: 'International AATD Organizations',
    group: 'links',
    kind: 'link',
  },
  {
    slug: 'aatd-useful-links-lung-liver-organizations',
    label: 'Lung and Liver Organizations',
    group: 'links',
    kind: 'link',
  },
  {
    slug: 'aatd-useful-links-rare-disease-organizations',
    label: 'Rare Disease Organizations',
    group: 'links',
    kind: 'link',
  },
] as const satisfies ReadonlyArray<{
  slug: string;
  label: string;
  group: EducationGroup;
  kind: 'therapy' | 'ar' | 'resource' | 'link';
}>;

export type EducationCategory = (typeof EDUCATION_CATEGORIES)[number];
export type EducationSlug = EducationCategory['slug'];
export const EDUCATION_SLUGS = EDUCATION_CATEGORIES.map((c) => c.slug) as [EducationSlug, ...EducationSlug[]];
export const educationCategory = (slug: string): EducationCategory | undefined =>
  EDUCATION_CATEGORIES.find((c) => c.slug === slug);
export const categoriesOf = (group: EducationGroup) => EDUCATION_CATEGORIES.filter((c) => c.group === group);

/** Spec empty texts: 'No {category label} post found' (lists) and 'No {therapy area} post found' (hub). */
export const noPostsText = (label: string) => `No ${label} post found`;
export const NO_MODULES_TEXT = 'No modules found';

/** Hosts whose players are shown in an iframe; any other video link plays in a native player. */
export const EMBEDDABLE_VIDEO_HOSTS = [
  'www.youtube-nocookie.com',
  'www.youtube.com',
  'youtube.com',
  'player.vimeo.com',
  'fast.wistia.net',
  'fast.wistia.com',
] as const;
export function isEmbeddableVideo(link: string): boolean {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && (EMBEDDABLE_VIDEO_HOSTS as readonly string[]).includes(url.hostname);
  } catch {
    return false;
  }
}
