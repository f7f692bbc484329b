import {
  contentKindOfPost,
  missingFields,
  REVIEW_WARNING_DAYS,
  type ContentAction,
  type ContentFields,
  type ReviewComments,
  type ContentItem,
  type ContentListItem,
  type ContentState,
  type LiveStatus,
  type Revision,
  type RevisionSummary,
  type StaffRef,
} from '@aatd/contract';
import { mediaUrl } from '../../core/media/media-url.js';
import type { ItemRow, ListItemRow, RevisionSummaryRow, WorkflowFacts } from './console-content.repository.js';

/** Stored file references of a list as addresses the browser loads; older revisions have none. */
const mediaLinks = (links: readonly string[] | undefined) => (links ?? []).map((l) => mediaUrl(l) ?? l);
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const staff = (id: number | null, name: string | null): StaffRef => (id === null ? null : { id, name: name ?? '' });

/** The console's kind of a stored post ('article' is news). */
export const contentKindOf = contentKindOfPost;

/** Whether a review-by date ('YYYY-MM-DD') is less than the warning period away, or passed. */
export function reviewDue(reviewBy: string | null, now = new Date()): boolean {
  if (!reviewBy) return false;
  return new Date(`${reviewBy}T00:00:00Z`).getTime() - now.getTime() < REVIEW_WARNING_DAYS * 86_400_000;
}

export function presentListItem(row: ListItemRow): ContentListItem {
  return {
    id: row.id,
    kind: contentKindOf(row.kind),
    state: row.item_state as ContentState,
    status: row.status,
    title: row.fields.title ?? '',
    newsGroup: row.fields.newsGroup,
    educationCategory: row.fields.educationCategory,
    topic: row.fields.topic ?? null,
    tags: row.tags,
    revision: row.number,
    author: staff(row.author_id, row.author_name),
    updatedAt: iso(row.updated_at)!,
    reviewBy: row.review_by ?? row.live_review_by,
    publishAt: iso(row.publish_at),
    approvalCode: row.approval_code ?? row.live_approval_code,
  };
}

export function presentRevisionSummary(row: RevisionSummaryRow): RevisionSummary {
  return {
    number: row.number,
    state: row.state,
    author: staff(row.author_id, row.author_name),
    createdAt: iso(row.created_at)!,
    submittedAt: iso(row.submitted_at),
    reviewer: staff(row.reviewer_id, row.reviewer_name),
    reviewedAt: iso(row.reviewed_at),
    approvalCode: row.approval_code,
    reviewBy: row.review_by,
    publishAt: iso(row.publish_at),
    live: Boolean(row.live),
    hasComments: Boolean(row.has_comments),
  };
}

type RevisionDetailRow = Omit<RevisionSummaryRow, 'has_comments'> & {
  fields: ContentFields;
  review_comments: ReviewComments | null;
};

export const presentRevision = (row: RevisionDetailRow): Revision => ({
  ...presentRevisionSummary({ ...row, has_comments: row.review_comments !== null }),
  fields: row.fields,
  reviewComments: row.review_comments,
});

export function presentItem(
  row: ItemRow,
  facts: WorkflowFacts,
  state: ContentState,
  actions: ContentAction[],
  listingNotice: string | null = null,
): ContentItem {
  const kind = contentKindOf(row.kind);
  const approved = row.approval_code !== null;
  const reviewBy = approved ? row.review_by : row.live_review_by;
  return {
    id: row.id,
    kind,
    state,
    status: row.status as LiveStatus,
    live: facts.live_fields,
    liveRevision: facts.live_number,
    working: presentRevision({ ...row, live: facts.live_number === row.number }),
    reviewComments: facts.comments,
    approvalCode: approved ? row.approval_code : row.live_approval_code,
    reviewBy,
    publishAt: iso(facts.publish_at),
    reviewDue: reviewDue(reviewBy),
    missingFields: missingFields(kind, row.fields),
    media: {
      featureImage: mediaUrl(row.fields.featureImage),
      pdfLink: mediaUrl(row.fields.pdfLink),
      pdfLinks: mediaLinks(row.fields.pdfLinks),
      videoLinks: mediaLinks(row.fields.videoLinks),
      figureImages: (row.fields.figures ?? []).map((f) => mediaUrl(f.imageUrl)),
    },
    actions,
    listingNotice,
  };
}
