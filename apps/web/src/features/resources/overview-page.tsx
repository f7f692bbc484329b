import { EDUCATION_TEXT, categoriesOf, type EducationCategory } from '@aatd/contract';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useResourcePosts } from './api/get-resource-posts';
import { ResourcePosts } from './components/resource-posts';
import styles from './components/resources.module.css';

const listHref = (c: EducationCategory) =>
  c.group === 'links' ? paths.linkList.getHref(c.slug) : paths.resourceList.getHref(c.slug);

function Section({ category }: { category: EducationCategory }) {
  const query = useResourcePosts(category.slug, 1);
  const id = `section-${category.slug}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{category.label}</h2>
      <ResourcePosts query={query} label={category.label} />
      <ButtonLink to={listHref(category)} aria-label={`${EDUCATION_TEXT.viewMore}: ${category.label}`}>
        {EDUCATION_TEXT.viewMore}
      </ButtonLink>
    </section>
  );
}

/** USEFUL RESOURCES and USEFUL LINKS: the first 3 posts of each section and View More (spec part 2 §2.5). */
function Overview({ group, heading }: { group: 'resources' | 'links'; heading: string }) {
  return (
    <>
      <h1 className={styles.heading}>{heading}</h1>
      {categoriesOf(group).map((c) => (
        <Section key={c.slug} category={c} />
      ))}
    </>
  );
}

export const ResourcesOverviewPage = () => <Overview group="resources" heading={EDUCATION_TEXT.resourcesHeading} />;
export const LinksOverviewPage = () => <Overview group="links" heading={EDUCATION_TEXT.linksHeading} />;
