import type { EducationPost } from '@aatd/contract';
import { ExternalTextLink } from '@/components/content/external-text-link';
import { MediaIcons } from '@/components/content/media-icons';
import { PdfLink } from '@/components/content/pdf-link';
import styles from '@/components/content/content.module.css';
import { CardImage } from '@/components/content/card-image';

/**
 * A resource or link card: thumbnail, title, url, excerpt and document/video icons. The external
 * URL opens only after the leave-site confirmation, in a new window (spec part 2 §2.5).
 */
export function ResourceCard({
  post,
  headingLevel: Heading = 'h3',
}: {
  post: EducationPost;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <article className={styles.card}>
      <CardImage className={styles.thumb} src={post.feature_image} />
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>{post.title}</Heading>
        {post.articleUrl && (
          <ExternalTextLink
            url={post.articleUrl}
            postId={post.id}
            viewType="education"
            label={`${post.articleUrl} (${post.title}, external site)`}
          >
            {post.articleUrl}
          </ExternalTextLink>
        )}
        <p className={styles.excerpt}>{post.excerpt}</p>
        <div className={styles.meta}>
          <MediaIcons pdf={Boolean(post.pdf_link)} video={Boolean(post.embed_video_link)} />
          {post.pdf_link && <PdfLink href={post.pdf_link} label="Download PDF" />}
        </div>
      </div>
    </article>
  );
}
