import { formatDate } from '@/lib/format-date';
import { Link } from 'react-router';
import { moduleFormat, type ModuleSearchHit } from '@aatd/contract';
import { paths } from '@/config/paths';
import styles from './modules.module.css';

/** One search result: title (to the module), Topic and Format tags, launch date, description. */
export function ModuleHit({ hit }: { hit: ModuleSearchHit }) {
  return (
    <li className={styles.hit}>
      <h3>
        <Link to={paths.module.getHref(hit.id)}>{hit.title}</Link>
      </h3>
      <div className={styles.tags}>
        <span className={styles.tag}>Topic: {hit.topic}</span>
        <span className={styles.tag}>Format: {moduleFormat(hit.pdfLinks, hit.videoLinks)}</span>
        <span className={styles.tag}>Launched {formatDate(hit.dateLaunched)}</span>
      </div>
      <p>{hit.description}</p>
    </li>
  );
}
