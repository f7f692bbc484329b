import { Link } from 'react-router';
import { articleTypeOf, type PostHit, type ProfileHit, type SearchGroupKey } from '@aatd/contract';
import { paths } from '@/config/paths';
import { DEFAULT_AVATAR } from '@/components/layouts/default-avatar';
import { memberName } from '@/lib/member-name';
import { Snippet } from './snippet';
import styles from './search.module.css';

/** Articles open on the news article page; therapy posts on their area's post page. */
const postHref = (hit: PostHit, group: SearchGroupKey) =>
  group === 'articles'
    ? paths.article.getHref(articleTypeOf(hit.tags), hit.id)
    : paths.educationPost.getHref(group, hit.id);

export function PostHitItem({ hit, group }: { hit: PostHit; group: SearchGroupKey }) {
  return (
    <li className={styles.hit}>
      <h3>
        <Link to={postHref(hit, group)}>{hit.title}</Link>
      </h3>
      <Snippet html={hit.snippet} className={styles.snippet} />
    </li>
  );
}

export function ProfileHitItem({ hit }: { hit: ProfileHit }) {
  return (
    <li className={`${styles.hit} ${styles.profile}`}>
      <img src={hit.image ?? DEFAULT_AVATAR} alt="" width={48} height={48} />
      <div>
        <h3>
          <Link to={paths.viewProfile.getHref(hit.id)}>{memberName(hit)}</Link>
        </h3>
        {hit.organisation && <p className={styles.snippet}>{hit.organisation}</p>}
      </div>
    </li>
  );
}
