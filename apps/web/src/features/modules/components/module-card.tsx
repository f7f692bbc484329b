import { Link } from 'react-router';
import type { EducationModuleCard } from '@aatd/contract';
import { MediaIcons } from '@/components/content/media-icons';
import styles from '@/components/content/content.module.css';
import { paths } from '@/config/paths';
import { CardImage } from '@/components/content/card-image';

/** A module card: image, title, description, PDF and video icons (spec part 2 §2.4). */
export function ModuleCard({ module: m }: { module: EducationModuleCard }) {
  return (
    <article className={styles.card}>
      <CardImage className={styles.thumb} src={m.featureImage} />
      <div className={styles.cardBody}>
        <p className={styles.kicker}>{m.topic}</p>
        <h2 className={styles.cardTitle}>
          <Link to={paths.module.getHref(m.id)}>{m.title}</Link>
        </h2>
        <p className={styles.excerpt}>{m.description}</p>
        <div className={styles.meta}>
          <MediaIcons pdf={m.pdfLinks.length > 0} video={m.videoLinks.length > 0} />
        </div>
      </div>
    </article>
  );
}
