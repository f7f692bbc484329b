import type { EducationCategory, EducationPost, EducationPostDetail, PostCard } from '@aatd/contract';
import { presentPostCard, presentPostDetail } from '../../core/posts/posts.presenter.js';
import type { PostCardRow, PostDetailRow } from '../../core/posts/posts.repository.js';
import { qrDataUrl } from './qr-codes.js';

/**
 * An AR card needs a QR code for its article URL; when the editor stored none, one is made here.
 * The URL falls back to the post's own page on this site.
 */
async function withQrCode<T extends PostCard>(post: T, ownPage: string): Promise<T> {
  if (post.kind !== 'ar' || post.qr_code_image) return post;
  return { ...post, qr_code_image: await qrDataUrl(post.articleUrl ?? ownPage) };
}

const extra = (category: EducationCategory) => ({ slug: category.slug, therapyArea: category.label });

export async function presentEducationPost(
  row: Omit<PostCardRow, 'total'>,
  category: EducationCategory,
  publicUrl: string,
): Promise<EducationPost> {
  const post = { ...presentPostCard(row), ...extra(category) };
  return withQrCode(post, `${publicUrl}/community/education/${category.slug}/${row.id}`);
}

export async function presentEducationPostDetail(
  row: PostDetailRow,
  category: EducationCategory,
  publicUrl: string,
): Promise<EducationPostDetail> {
  const post = { ...presentPostDetail(row), ...extra(category) };
  return withQrCode(post, `${publicUrl}/community/education/${category.slug}/${row.id}`);
}
