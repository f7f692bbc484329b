import { useEffect } from 'react';
import { useParams } from 'react-router';
import { EDUCATION_TEXT, educationCategory, type EducationPostDetail } from '@aatd/contract';
import {
  CommentsSection,
  ExternalLinkButton,
  FavouriteButton,
  RateButton,
  ShareButton,
  countView,
} from '@/components/engagement';
import { ContentNotFound } from '@/components/content/not-found';
import { PostView } from '@/components/content/post-view';
import { ErrorState, Spinner } from '@/components/ui/feedback';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useCategoryPost } from './api/get-category-post';

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
  return <PostDetail slug={slug} id={id} label={category.label} />;
}

function PostDetail({ slug, id, label }: { slug: string; id: number; label: string }) {
  const query = useCategoryPost(slug, id);
  // One view per visit of the page (the view count feeds the Most viewed filter).
  useEffect(() => void countView('education', id), [id]);
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <ContentNotFound what="post" />;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  return <PostBody post={query.data} back={{ to: paths.educationCategory.getHref(slug), label }} />;
}

function PostBody({ post, back }: { post: EducationPostDetail; back: { to: string; label: string } }) {
  const noun = post.embed_video_link ? 'video' : 'article';
  usePageTitle(post.title);
  return (
    <PostView
      post={post}
      html={post.html}
      kicker={post.therapyArea}
      before={<BackLink {...back} />}
      linkAction={
        post.articleUrl && (
          <ExternalLinkButton
            url={post.articleUrl}
            postId={post.id}
            viewType="education"
            label={post.kind === 'ar' ? EDUCATION_TEXT.viewOnDesktop : undefined}
            title={post.title}
          />
        )
      }
      actions={
        <>
          <FavouriteButton postId={post.id} isSaved={post.isSaved} />
          <RateButton postId={post.id} noun={noun} title={post.title} userRating={post.userRating} />
          <ShareButton />
        </>
      }
    >
      <CommentsSection postId={post.id} firstPage={post.comments} />
    </PostView>
  );
}
