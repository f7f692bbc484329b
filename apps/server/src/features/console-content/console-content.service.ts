import {
  fieldLabel,
  incompleteEntries,
  missingFields,
  POST_KIND_OF,
  SITE_ROUTES,
  tagsFor,
  type ContentApprove,
  type ContentBulk,
  type ContentBulkResult,
  type ContentField,
  type ContentFields,
  type ContentItem,
  type ContentKind,
  type ContentListQuerySchema,
  type ContentPage,
  type ContentPublish,
  type ContentState,
  type ReviewComments,
  type Revision,
  type RevisionList,
} from '@aatd/contract';
import type { z } from 'zod';
import { requireRole, type Actor } from '../../core/access-policy.js';
import { recordAudit } from '../../core/audit/audit.repository.js';
import { forgetListTotal, pageWindow, paginate } from '../../core/pagination.js';
import type { ServiceContext } from '../../core/service-context.js';
import type { Db } from '../../db/database.js';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import type { Member } from '../../types/fastify.js';
import {
  cancelSchedules,
  changeRevision,
  contentTotalKeys,
  findItem,
  findRevision,
  findRevisionDetail,
  insertDraftPost,
  insertRevision,
  listItems,
  listRevisions,
  setPostStatus,
  workflowFacts,
} from './console-content.repository.js';
import { presentItem, presentListItem, presentRevision, presentRevisionSummary } from './console-content.presenter.js';
import { staffWithRole } from '../../core/notifications/notifications.repository.js';
import {
  applyPublish,
  cleanFields,
  contentNotFound,
  itemFactsOf,
  notifyInStep,
  notifySavedWithdrawn,
  runStep,
  type StepCtx,
} from './content-steps.js';
import { allowedActions, authoredSinceApproval, itemState } from './content-workflow.js';
import { journalWatchNotice } from './journal-watch-notice.js';

/** Who works in the content console: editors write and publish, reviewers review; admins do both. */
const CONTENT_STAFF = ['editor', 'reviewer'] as const;
const STAFF_ONLY = 'Only editors and reviewers may use the content console.';
const EDITORS_ONLY = 'Only editors may do this.';
const REVIEWERS_ONLY = 'Only reviewers may review content.';

const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);
const fieldError = (field: string, message: string) =>
  new AppError(400, 'validationError', message, { fields: { [field]: message } });

/** The item as the console shows it to this member, with the steps they may take now. */
async function loadItem(db: Db, member: Member, id: number): Promise<ContentItem> {
  const row = await findItem(db, id);
  if (!row) throw contentNotFound();
  const facts = await workflowFacts(db, id);
  const f = itemFactsOf(row, row.status, facts);
  const notice = await journalWatchNotice(db, row);
  return presentItem(row, facts, itemState(f), allowedActions(member, f), notice);
}

/** GET /api/admin/content */
export async function listContent(
  ctx: ServiceContext,
  actor: Actor,
  q: z.output<typeof ContentListQuerySchema>,
): Promise<ContentPage> {
  requireRole(actor, CONTENT_STAFF, STAFF_ONLY);
  const window = pageWindow(q.page, q.limit);
  const { rows, total } = await listItems(
    ctx.db,
    {
      kind: q.kind && POST_KIND_OF[q.kind],
      state: q.state,
      tag: q.tag,
      authorId: q.authorId,
      reviewBefore: q.reviewBefore,
      q: q.q,
      sort: q.sort,
      order: q.order,
    },
    window,
  );
  return paginate(rows.map(presentListItem), total, window);
}

/** GET /api/admin/content/:id */
export async function getContent(ctx: ServiceContext, actor: Actor, id: number): Promise<ContentItem> {
  const member = requireRole(actor, CONTENT_STAFF, STAFF_ONLY);
  return loadItem(ctx.db, member, id);
}

/** What a caller that creates items in bulk (the Ghost import) adds to the creating transaction. */
export interface CreateOptions {
  /** More audit details, e.g. where the item came from. */
  auditDetails?: Record<string, unknown>;
  /** Runs in the same transaction after the item exists; throwing undoes the creation. */
  alsoInTransaction?: (trx: Db, postId: number) => Promise<void>;
}

/** POST /api/admin/content: a new item, revision 1, a draft members cannot see. */
export async function createContent(
  ctx: Pick<ServiceContext, 'db'>,
  actor: Actor,
  body: { kind: ContentKind; fields: ContentFields },
  options: CreateOptions = {},
): Promise<ContentItem> {
  const member = requireRole(actor, 'editor', EDITORS_ONLY);
  const fields = cleanFields(body.kind, body.fields);
  const tags = tagsFor(body.kind, fields);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const post = await insertDraftPost(trx, { kind: POST_KIND_OF[body.kind], tags, title: fields.title ?? '' });
    await insertRevision(trx, { postId: post.id, number: 1, tags, fields, authorId: member.id });
    await recordAudit(trx, {
      actorId: member.id,
      action: 'content.create',
      target: { type: 'post', id: post.id },
      toState: 'draft',
      version: 1,
      details: { kind: body.kind, ...options.auditDetails },
    });
    await options.alsoInTransaction?.(trx, post.id);
    return post.id;
  });
  // The editor expects the new item counted in the console at once.
  for (const key of contentTotalKeys(POST_KIND_OF[body.kind], ['draft'])) forgetListTotal(key);
  return loadItem(ctx.db, member, id);
}

/**
 * PUT /api/admin/content/:id: a new revision with these fields, a draft. On a published item the
 * members keep seeing the live version until this one is approved and published.
 */
export async function saveContent(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  body: { fields: ContentFields; baseRevision?: number | undefined },
): Promise<ContentItem> {
  const member = requireRole(actor, 'editor', EDITORS_ONLY);
  await runStep(ctx, member, id, 'save', async (trx, s) => {
    if (body.baseRevision !== undefined && body.baseRevision !== s.working.number) {
      throw new AppError(
        409,
        'conflict',
        `Version ${s.working.number} was saved after the version ${body.baseRevision} you edited. Reload to see it before saving.`,
      );
    }
    const fields = cleanFields(s.kind, body.fields);
    const number = s.working.number + 1;
    await insertRevision(trx, { postId: id, number, tags: tagsFor(s.kind, fields), fields, authorId: member.id });
    return { audit: 'content.save', version: number };
  });
  return loadItem(ctx.db, member, id);
}

async function submitOne(ctx: StepCtx, member: Member, id: number): Promise<ContentState> {
  return runStep(ctx, member, id, 'submit', async (trx, s) => {
    const missing = missingFields(s.kind, s.working.fields);
    const incomplete = incompleteEntries(s.working.fields);
    if (missing.length > 0 || Object.keys(incomplete).length > 0) {
      const labels = [...missing, ...Object.keys(incomplete)].map((f) => fieldLabel(s.kind, f as ContentField));
      throw new AppError(400, 'missingFields', `Fill in the required fields before submitting: ${labels.join(', ')}.`, {
        fields: {
          ...Object.fromEntries(missing.map((f) => [f, `${fieldLabel(s.kind, f)} is required`])),
          ...incomplete,
        },
      });
    }
    await changeRevision(trx, id, s.working.id, { state: 'in_review', submitted_at: new Date() });
    // The reviewers hear of it, but not one who wrote part of it: they may not approve it.
    const notified = await notifyInStep(trx, ctx, {
      kind: 'reviewWaiting',
      recipients: staffWithRole(['reviewer'], s.facts.authorsSinceApproval),
      actorId: member.id,
      link: SITE_ROUTES.consoleContentItem.replace(':contentId', String(id)),
      subject: s.working.fields.title ?? s.post.title,
      groupKey: `review:${id}`,
    });
    return { audit: 'content.submit', version: s.working.number, notified };
  });
}

/** POST /api/admin/content/:id/submit: the working draft goes to the reviewers, who are notified. */
export async function submitContent(ctx: StepCtx, actor: Actor, id: number): Promise<ContentItem> {
  const member = requireRole(actor, 'editor', EDITORS_ONLY);
  await submitOne(ctx, member, id);
  return loadItem(ctx.db, member, id);
}

/**
 * POST /api/admin/content/:id/approve: with the approval (job) code and the review-by date.
 * Separation of duties: nobody approves a version they wrote any revision of since the last
 * approval, admins included (403).
 */
export async function approveContent(
  ctx: StepCtx,
  actor: Actor,
  id: number,
  body: ContentApprove,
): Promise<ContentItem> {
  const member = requireRole(actor, 'reviewer', REVIEWERS_ONLY);
  if (body.reviewBy <= todayUtc()) throw fieldError('reviewBy', 'The review-by date must be in the future.');
  await runStep(ctx, member, id, 'approve', async (trx, s) => {
    if (authoredSinceApproval(member, s.facts)) {
      throw forbidden('You wrote part of this version, so another reviewer must approve it.');
    }
    await changeRevision(trx, id, s.working.id, {
      state: 'approved',
      reviewer_id: member.id,
      reviewed_at: new Date(),
      approval_code: body.approvalCode,
      review_by: body.reviewBy,
    });
    return {
      audit: 'content.approve',
      version: s.working.number,
      details: { approvalCode: body.approvalCode, reviewBy: body.reviewBy },
    };
  });
  return loadItem(ctx.db, member, id);
}

/** POST /api/admin/content/:id/return: back to the editor with comments beside the fields. */
export async function returnContent(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  comments: ReviewComments,
): Promise<ContentItem> {
  const member = requireRole(actor, 'reviewer', REVIEWERS_ONLY);
  await runStep(ctx, member, id, 'return', async (trx, s) => {
    await changeRevision(trx, id, s.working.id, {
      state: 'changes_requested',
      reviewer_id: member.id,
      reviewed_at: new Date(),
      review_comments: comments,
    });
    return { audit: 'content.return', version: s.working.number, details: { fields: Object.keys(comments.fields) } };
  });
  return loadItem(ctx.db, member, id);
}

/** POST /api/admin/content/:id/publish: the approved version now, or at a future time. */
export async function publishContent(
  ctx: StepCtx,
  actor: Actor,
  id: number,
  body: ContentPublish,
): Promise<ContentItem> {
  const member = requireRole(actor, 'editor', 'Only editors and admins may publish content.');
  const publishAt = body.publishAt ? new Date(body.publishAt) : null;
  if (publishAt && publishAt.getTime() <= Date.now()) {
    throw fieldError('publishAt', 'The publishing time must be in the future.');
  }
  await runStep(ctx, member, id, 'publish', async (trx, s) => {
    const reviewBy = s.working.review_by_day;
    if (reviewBy && reviewBy <= todayUtc()) {
      throw new AppError(409, 'conflict', `The approval ran out on ${reviewBy}; submit the item for a new review.`);
    }
    if (publishAt && reviewBy && todayUtc(publishAt) >= reviewBy) {
      throw fieldError('publishAt', `The publishing time must be before the review-by date (${reviewBy}).`);
    }
    // Only one publication may be pending: this one replaces any earlier schedule.
    await cancelSchedules(trx, id);
    if (publishAt) {
      await changeRevision(trx, id, s.working.id, { state: 'scheduled', publish_at: publishAt });
      return { audit: 'content.schedule', version: s.working.number, details: { publishAt: publishAt.toISOString() } };
    }
    const notified = await applyPublish(trx, ctx, s, s.working, member.id);
    return { audit: 'content.publish', version: s.working.number, notified };
  });
  return loadItem(ctx.db, member, id);
}

async function withdrawOne(ctx: ServiceContext, member: Member, id: number, reason?: string): Promise<ContentState> {
  return runStep(ctx, member, id, 'withdraw', async (trx, s) => {
    const cancelled = await cancelSchedules(trx, id);
    const wasLive = s.post.status === 'published';
    if (wasLive) await setPostStatus(trx, id, 'withdrawn');
    const live = (await workflowFacts(trx, id)).live_number;
    return {
      audit: 'content.withdraw',
      version: live ?? cancelled[0] ?? s.working.number,
      details: { ...(reason ? { reason } : {}), cancelledSchedules: cancelled },
      // Only members who could see it saved it; a cancelled schedule changes nothing for them.
      notified: wasLive ? await notifySavedWithdrawn(trx, ctx, s.post, member.id) : [],
    };
  });
}

/** POST /api/admin/content/:id/withdraw: members stop seeing it; a pending schedule is cancelled. */
export async function withdrawContent(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  reason?: string,
): Promise<ContentItem> {
  const member = requireRole(actor, 'editor', 'Only editors and admins may withdraw content.');
  await withdrawOne(ctx, member, id, reason);
  return loadItem(ctx.db, member, id);
}

/** GET /api/admin/content/:id/versions */
export async function listVersions(ctx: ServiceContext, actor: Actor, id: number): Promise<RevisionList> {
  requireRole(actor, CONTENT_STAFF, STAFF_ONLY);
  const rows = await listRevisions(ctx.db, id);
  if (rows.length === 0) throw contentNotFound();
  return { data: rows.map(presentRevisionSummary) };
}

/** GET /api/admin/content/:id/versions/:n */
export async function getVersion(ctx: ServiceContext, actor: Actor, id: number, n: number): Promise<Revision> {
  requireRole(actor, CONTENT_STAFF, STAFF_ONLY);
  const row = await findRevisionDetail(ctx.db, id, n);
  if (!row) throw notFound(`Version ${n}`);
  return presentRevision({ ...row, live: Boolean(row.live) });
}

/** POST /api/admin/content/:id/versions/:n/restore: a new draft with version n's fields; it needs review again. */
export async function restoreVersion(ctx: ServiceContext, actor: Actor, id: number, n: number): Promise<ContentItem> {
  const member = requireRole(actor, 'editor', EDITORS_ONLY);
  await runStep(ctx, member, id, 'restore', async (trx, s) => {
    const source = await findRevision(trx, id, n);
    if (!source) throw notFound(`Version ${n}`);
    if (n === s.working.number) throw new AppError(409, 'conflict', `Version ${n} is already the working version.`);
    const number = s.working.number + 1;
    await insertRevision(trx, { postId: id, number, tags: source.tags, fields: source.fields, authorId: member.id });
    return { audit: 'content.restore', version: number, details: { restoredFrom: n } };
  });
  return loadItem(ctx.db, member, id);
}

/**
 * POST /api/admin/content/bulk: submit or withdraw many items; each one succeeds or fails on its
 * own (its own transaction and audit record), and the answer lists every item's outcome.
 */
export async function bulkContent(ctx: ServiceContext, actor: Actor, body: ContentBulk): Promise<ContentBulkResult> {
  const member = requireRole(actor, 'editor', EDITORS_ONLY);
  const results: ContentBulkResult['results'] = [];
  for (const id of [...new Set(body.ids)]) {
    try {
      const state = body.action === 'submit' ? await submitOne(ctx, member, id) : await withdrawOne(ctx, member, id);
      results.push({ id, ok: true, state });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      results.push({
        id,
        ok: false,
        status: err.statusCode,
        message: err.message,
        ...(err.extra.fields ? { fields: err.extra.fields } : {}),
      });
    }
  }
  return { results };
}
