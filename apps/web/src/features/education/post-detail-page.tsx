import { useEffect } from 'react';
import { useParams } from 'react-router';
import { EDUCATION_TEXT, educationCategory, type EducationPostDetail } from '@aatd/contract';
import {
  CommentsSection,
  ExternalLinkButton,
  FavouriteButton,
  RateButton,
  RatingStars,
  ShareButton,
  countView,
} from '@/components/engagement';
import { ContentNotFound } from '@/components/content/not-found';
import { PdfLink } from '@/components/content/pdf-link';
import { SafeHtml } from '@/components/content/safe-html';
import { VideoPlayer } from '@/components/content/video-player';
import { ErrorState, Spinner } from '@/components/ui/feedback';
import { ApiError } from '@/lib/api-client';
import { useCategoryPost } from './api/get-category-post';
import styles from './components/education.module.css';

/** /community/education/:slug/:postId — a therapy or education post (spec part 2 §2.2). */
export default function PostDetailPage() {
  const { slug = '', postId = '' } = useParams();
  const category = educationCategory(slug);
  const id = Number(postId);
  if (
    !category ||
    (category.group !== 'education' && category.group !== 'therapy') ||
    !Number.isInteger(id) ||
    id < 1
  ) {
    return <ContentNotFound what="post" />;
  }
  return <PostDetail slug={slug} id={id} />;
}

function PostDetail({ slug, id }: { slug: string; id: number }) {
  const query = useCategoryPost(slug, id);
  // One view per visit of the page (the view count feeds the Most viewed filter).
  useEffect(() => void countView('education', id), [id]);
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <ContentNotFound what="post" />;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  return <PostBody post={query.data} />;
}

function PostBody({ post }: { post: EducationPostDetail }) {
  const noun = post.embed_video_link ? 'video' : 'article';
  return (
    <article className={styles.detail}>
      <p className={styles.kicker}>{post.therapyArea}</p>
      <h1>{post.title}</h1>
      <div className={styles.detailMeta}>
        <RatingStars value={post.rating} count={post.ratingsCount} />
        {post.pdf_link && <PdfLink href={post.pdf_link} />}
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
      <SafeHtml html={post.html} className={styles.body} />
      {post.articleUrl && (
        <ExternalLinkButton
          url={post.articleUrl}
          postId={post.id}
          viewType="education"
          label={post.kind === 'ar' ? EDUCATION_TEXT.viewOnDesktop : undefined}
          title={post.title}
        />
      )}
      <div className={styles.controls}>
        <FavouriteButton postId={post.id} isSaved={post.isSaved} />
        <RateButton postId={post.id} noun={noun} title={post.title} />
        <ShareButton />
      </div>
      <CommentsSection postId={post.id} firstPage={post.comments} />
    </article>
  );
}
