import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button-link';
import styles from './community-menu-page.module.css';

const services = [
  {
    title: 'Information',
    text: 'Curated clinical news, Journal Watch and key review articles on AATD.',
    readMore: paths.news.getHref(),
    viewAll: paths.clinicalNews.getHref(),
  },
  {
    title: 'Education',
    text: 'Education modules, conference highlights, case studies and the global prevalence map.',
    readMore: paths.education.getHref(),
    viewAll: paths.modules.getHref(),
  },
  {
    title: 'Useful Resources',
    text: 'Clinical practice guidelines and downloadable resources.',
    readMore: paths.resources.getHref(),
    viewAll: paths.resourceList.getHref('aatd-useful-resources-clinical-practical-guidelines'),
  },
  {
    title: 'Useful links',
    text: 'International AATD, lung and liver, and rare disease organisations.',
    readMore: paths.links.getHref(),
    viewAll: paths.linkList.getHref('aatd-useful-links-international-aatd-organizations'),
  },
];

/** /community: the four service cards, each with Read More and View All, then the member directory. */
export default function CommunityMenuPage() {
  return (
    <>
      <h1>Community</h1>
      <div className={styles.grid}>
        {services.map((s) => (
          <section key={s.title} className={styles.card} aria-labelledby={`svc-${s.title}`}>
            <h2 id={`svc-${s.title}`}>{s.title}</h2>
            <p>{s.text}</p>
            <div className={styles.actions}>
              <ButtonLink to={s.readMore} aria-label={`Read More: ${s.title}`}>
                Read More
              </ButtonLink>
              <ButtonLink to={s.viewAll} variant="secondary" aria-label={`View All: ${s.title}`}>
                View All
              </ButtonLink>
            </div>
          </section>
        ))}
      </div>
      <section className={styles.members} aria-labelledby="svc-members">
        <h2 id="svc-members">Community Members</h2>
        <p>Find colleagues in the community, view their profiles and send them a message.</p>
        <div className={styles.actions}>
          <ButtonLink to={paths.members.getHref()} variant="secondary">
            Browse members
          </ButtonLink>
          <ButtonLink to={paths.inviteFriend.getHref()} variant="secondary">
            Invite a friend
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
