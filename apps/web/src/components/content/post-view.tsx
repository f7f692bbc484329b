import type { ReactNode } from 'react';
import { EDUCATION_TEXT, type PostCard } from '@aatd/contract';
import { RatingStars } from '@/components/engagement';
import { PdfLink } from './pdf-link';
import { SafeHtml } from './safe-html';
import { SampleLabel } from './sample-label';
import { VideoPlayer } from './video-player';
import styles from './post-view.module.css';

/** What an education post page shows; the console's preview fills it from a draft. */
export type PostViewData = Pick<
  PostCard,
  'kind' | 'title' | 'excerpt' | 'pdf_link' | 'embed_video_link' | 'qr_code_image' | 'rating' | 'ratingsCount'
> &
  Partial<Pick<PostCard, 'isSample'>>;

/**
 * A therapy, education or augmented-reality post (spec part 2 §2.2): area, title, rating, PDF,
 * excerpt, video, the AR QR code, the text, then the member's link and actions.
 */
export function PostView({
  post,
  html,
  kicker,
  headingLevel: Heading = 'h1',
  before,
  linkAction,
  actions,
  children,
}: {
  post: PostViewData;
  html: string;
  kicker: string;
  /** h1 on the member's page; lower where the page is shown inside another (the console's preview). */
  headingLevel?: 'h1' | 'h2' | 'h3';
  before?: ReactNode;
  linkAction?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article className={styles.detail}>
      {before}
      <p className={styles.kicker}>{kicker}</p>
      <Heading className={styles.title}>{post.title}</Heading>
      <div className={styles.detailMeta}>
        <RatingStars value={post.rating} count={post.ratingsCount} />
        {post.pdf_link && <PdfLink href={post.pdf_link} />}
        <SampleLabel isSample={post.isSample} />
      </div>
      {post.excerpt && <p>{post.excerpt}</p>}
      {post.embed_video_link && <VideoPlayer src={post.embed_video_link} title={post.title} />}
      {post.kind === 'ar' && post.qr_code_image && (
        <p>
          <img
            className={styles.qr}
            src={post.qr_code_image}
            alt={`QR code for ${post.title}`}
            width={120}
            height={120}
          />
          <br />
          {EDUCATION_TEXT.arMobileNote}
        </p>
      )}
      <SafeHtml html={html} className={styles.body} />
      {linkAction}
      {actions && <div className={styles.controls}>{actions}</div>}
      {children}
    </article>
  );
}
