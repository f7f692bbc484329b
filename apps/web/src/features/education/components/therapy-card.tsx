import { useState } from 'react';
import { Link } from 'react-router';
import type { EducationPost } from '@aatd/contract';
import { RatingDialog, RatingStars } from '@/components/engagement';
import { MediaIcons } from '@/components/content/media-icons';
import styles from '@/components/content/content.module.css';
import { paths } from '@/config/paths';
import { CardImage } from '@/components/content/card-image';

/**
 * A therapy card (spec part 2 §2.1): therapy area, title, excerpt, thumbnail, PDF and video icons,
 * and a clickable rating that opens the rating popup. The title links to the post.
 */
export function TherapyCard({
  post,
  headingLevel: Heading = 'h3',
}: {
  post: EducationPost;
  headingLevel?: 'h2' | 'h3';
}) {
  const [rating, setRating] = useState(false);
  return (
    <article className={styles.card}>
      <CardImage className={styles.thumb} src={post.feature_image} />
      <div className={styles.cardBody}>
        <p className={styles.kicker}>{post.therapyArea}</p>
        <Heading className={styles.cardTitle}>
          <Link to={paths.educationPost.getHref(post.slug, post.id)}>{post.title}</Link>
        </Heading>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <div className={styles.meta}>
          <MediaIcons pdf={Boolean(post.pdf_link)} video={Boolean(post.embed_video_link)} />
          <button
            type="button"
            className={styles.ratingButton}
            onClick={() => setRating(true)}
            aria-label={`Rate ${post.title}`}
          >
            <RatingStars value={post.rating} count={post.ratingsCount} />
          </button>
        </div>
      </div>
      <RatingDialog
        open={rating}
        onOpenChange={setRating}
        postId={post.id}
        noun={post.embed_video_link ? 'video' : 'article'}
        title={post.title}
      />
    </article>
  );
}
