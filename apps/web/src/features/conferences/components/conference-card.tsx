import { Link } from 'react-router';
import type { PostCard } from '@aatd/contract';
import { RatingStars } from '@/components/engagement';
import { MediaIcons } from '@/components/content/media-icons';
import styles from '@/components/content/content.module.css';
import { paths } from '@/config/paths';
import { CardImage } from '@/components/content/card-image';

/** A conference card: image, title, description, rating, document and video icons (spec part 2 §2.3). */
export function ConferenceCard({ conference }: { conference: PostCard }) {
  return (
    <article className={styles.card}>
      <CardImage className={styles.thumb} src={conference.feature_image} />
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
