import { Link } from 'react-router';
import type { PostCard } from '@aatd/contract';
import { RatingStars } from '@/components/engagement';
import { FALLBACK_IMAGE } from '@/components/content/fallback-image';
import { MediaIcons } from '@/components/content/media-icons';
import styles from '@/components/content/content.module.css';
import { paths } from '@/config/paths';

/** A conference card: image, title, description, rating, document and video icons (spec part 2 §2.3). */
export function ConferenceCard({ conference }: { conference: PostCard }) {
  return (
    <article className={styles.card}>
      <img className={styles.thumb} src={conference.feature_image ?? FALLBACK_IMAGE} alt="" loading="lazy" />
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <Link to={paths.conference.getHref(conference.id)}>{conference.title}</Link>
        </h2>
        <p className={styles.excerpt}>{conference.excerpt}</p>
        <div className={styles.meta}>
          <MediaIcons pdf={Boolean(conference.pdf_link)} video={Boolean(conference.embed_video_link)} />
          <RatingStars value={conference.rating} count={conference.ratingsCount} />
        </div>
      </div>
    </article>
  );
}
