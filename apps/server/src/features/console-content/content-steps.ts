import {
  fieldLabel,
  kindFieldProblems,
  POST_KIND_OF,
  SITE_ROUTES,
  tagsFor,
  type ContentAction,
  type ContentFields,
  type ContentKind,
  type ContentState,
} from '@aatd/contract';
import { recordAudit } from '../../core/audit/audit.repository.js';
import { queueFollowFanout } from '../../core/notifications/follow-fanout.repository.js';
import { savedItemHolders, type NotifyInput } from '../../core/notifications/notifications.repository.js';
import { announceNotified, notify, type AnnounceCtx, type Notified } from '../../core/notifications/notify.js';
import { pagePath } from '../../core/posts/page-path.js';
import type { ServiceContext } from '../../core/service-context.js';
import { forgetListTotal } from '../../core/pagination.js';
import { publishLiveModule } from '../../core/modules/module-writes.repository.js';
import { publishLivePost, type PostInput } from '../../core/posts/posts.repository.js';
import type { Db } from '../../db/database.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { sanitizeArticleHtml } from '../../lib/sanitize-html.js';
import {
  changeRevision,
  contentTotalKeys,
  findWorkingRevision,
  lockPost,
  workflowFacts,
  type RevisionRow,
  type WorkflowFacts,
} from './console-content.repository.js';
import { contentKindOf } from './console-content.presenter.js';
import { itemState, stateRefusal, type ItemFacts } from './content-workflow.js';

export const contentNotFound = () => notFound('The content item');
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * What a step runs with. The settings and the event bus let it notify members; the sample loader,
 * which runs the workflow as a script over sample staff, has none and tells nobody.
 */
export type StepCtx = Pick<ServiceContext, 'db'> & Partial<Pick<ServiceContext, 'env' | 'deployment'> & AnnounceCtx>;

/** Writes a step's notification in its transaction (nothing without the settings: see StepCtx). */
export async function notifyInStep(trx: Db, ctx: StepCtx, input: NotifyInput): Promise<Notified> {
  if (!ctx.env || !ctx.deployment) return [];
  return notify(trx, { env: ctx.env, deployment: ctx.deployment }, input);
}

/** Who takes a step: a staff member, or the system (the schedule job) under a label. */
export type StepActor = { id: number } | { id: null; label: string };

export const itemFactsOf = (
  working: { state: ItemFacts['working'] },
  status: ItemFacts['status'],
  f: WorkflowFacts,
) => ({
  working: working.state,
  status,
  scheduled: f.publish_at !== null,
  authorsSinceApproval: f.authors_since,
});

export interface StepScope {
  post: NonNullable<Awaited<ReturnType<typeof lockPost>>>;
  kind: ContentKind;
  working: RevisionRow;
  facts: ItemFacts;
}

export interface StepOutcome {
  /** The audit action, e.g. 'content.submit'. */
  audit: string;
  /** The revision the step made or changed. */
  version: number;
  details?: Record<string, unknown>;
  /** Who the step notified (notifyInStep), told live once it commits. */
  notified?: Notified;
}

/**
 * One workflow step on one item, in one transaction: the post row is locked, the item's state
 * checked for the step (409 with the reason), the step applied, and the audit record written with
 * who, which version and from which state to which. Returns the state after the step; the
 * console's kept totals of both states are forgotten, so the staff member sees the move at once.
 */
export async function runStep(
  ctx: StepCtx,
  actor: StepActor,
  postId: number,
  /** The step the item's state must allow; null when the caller checks (the schedule job). */
  action: ContentAction | null,
  apply: (trx: Db, scope: StepScope) => Promise<StepOutcome>,
): Promise<ContentState> {
  const moved = await ctx.db.transaction().execute(async (trx) => {
    const post = await lockPost(trx, postId);
    if (!post) throw contentNotFound();
    const working = (await findWorkingRevision(trx, postId))!;
    const facts = itemFactsOf(working, post.status, await workflowFacts(trx, postId));
    const refusal = action && stateRefusal(action, facts);
    if (refusal) throw conflict(refusal);
    const outcome = await apply(trx, { post, kind: contentKindOf(post.kind), working, facts });
    const after = await lockPost(trx, postId);
    const latest = (await findWorkingRevision(trx, postId))!;
    const toState = itemState({ working: latest.state, status: after!.status });
    // A step that changes only what members see (withdrawing the live version while a new draft
    // is being written) would read "draft → draft": the record names the live change instead.
    const liveOnly = after!.status !== post.status && latest.id === working.id && latest.state === working.state;
    await recordAudit(trx, {
      actorId: actor.id,
      ...(actor.id === null ? { actorLabel: actor.label } : {}),
      action: outcome.audit,
      target: { type: 'post', id: postId },
      fromState: liveOnly ? post.status : itemState(facts),
      toState: liveOnly ? after!.status : toState,
      version: outcome.version,
      details: {
        ...outcome.details,
        ...(after!.status !== post.status ? { liveStatus: { from: post.status, to: after!.status } } : {}),
      },
    });
    return { kind: post.kind, from: itemState(facts), to: toState, notified: outcome.notified ?? [] };
  });
  for (const key of contentTotalKeys(moved.kind, [moved.from, moved.to])) forgetListTotal(key);
  if (ctx.log) await announceNotified({ events: ctx.events, log: ctx.log }, moved.notified);
  return moved.to;
}

/**
 * The fields as a revision stores them: checked against the kind (400 with a message per field)
 * and the body sanitized, so what the console previews is what members will get.
 */
export function cleanFields(kind: ContentKind, fields: ContentFields): ContentFields {
  const problems = kindFieldProblems(kind, fields);
  if (Object.keys(problems).length > 0) {
    const names = Object.keys(problems).map((f) => fieldLabel(kind, f as keyof ContentFields));
    throw new AppError(400, 'validationError', `These fields do not fit this kind of content: ${names.join(', ')}.`, {
      fields: problems as Record<string, string>,
    });
  }
  const html = fields.html === null ? null : sanitizeArticleHtml(fields.html) || null;
  return { ...fields, html };
}

/** What members will see of a revision, as the posts writer takes it. */
function toPostInput(kind: ContentKind, f: ContentFields, firstPublication: boolean): PostInput {
  return {
    kind: POST_KIND_OF[kind],
    tags: tagsFor(kind, f),
    newsGroup: kind === 'news' ? f.newsGroup : null,
    title: f.title ?? '',
    excerpt: f.excerpt ?? '',
    html: f.html ?? '',
    featureImage: f.featureImage,
    category: f.category,
    articleSource: f.articleSource,
    authors: f.authors,
    articleUrl: f.articleUrl,
    journal: f.journal,
    impactFactor: f.impactFactor,
    accessStatus: f.accessStatus,
    pdfLink: f.pdfLink,
    embedVideoLink: f.embedVideoLink,
    // The original date if the editor gave one; else the first publication's moment, kept after.
    publishedAt: f.publishedAt ? new Date(f.publishedAt) : firstPublication ? new Date() : undefined,
  };
}

/**
 * Makes an approved (or scheduled) revision the live version: its fields are copied into the
 * post members read, with its approval code and review-by date, and it is marked published.
 * Its author is the editor warned before the review-by date (the publisher if it has none).
 * A new version of an item members could see before tells everyone who saved it; a first
 * publication is queued for the followers of its categories or topic (the fan-out job tells them).
 * Answers who was notified at once.
 */
export async function applyPublish(
  trx: Db,
  ctx: StepCtx,
  scope: StepScope,
  revision: RevisionRow,
  publisherId: number | null,
): Promise<Notified> {
  const first = scope.post.status === 'draft';
  const approval = {
    approvalCode: revision.approval_code,
    reviewBy: revision.review_by_day,
    editorId: revision.author_id ?? publisherId,
  };
  let moduleId: number | null = null;
  if (scope.kind === 'module') {
    // The anchor carries the workflow (status, approval, title for the console and the review
    // warnings); members read the module row (decision 0050).
    await publishLivePost(
      trx,
      scope.post.id,
      { kind: 'module', tags: [], title: revision.fields.title ?? '' },
      approval,
    );
    moduleId = await publishLiveModule(trx, scope.post.id, toModuleInput(revision.fields, first));
  } else {
    await publishLivePost(trx, scope.post.id, toPostInput(scope.kind, revision.fields, first), approval);
  }
  await changeRevision(trx, scope.post.id, revision.id, { state: 'published' });
  const kind = POST_KIND_OF[scope.kind];
  const tags = tagsFor(scope.kind, revision.fields);
  const link = pagePath({ post_id: scope.post.id, kind, tags, module_id: moduleId });
  if (first) {
    // The sample loader tells nobody (StepCtx), followers included.
    if (ctx.env && ctx.deployment) await queueFollowers(trx, scope, revision, { link, tags, actorId: publisherId });
    return [];
  }
  return notifyInStep(trx, ctx, {
    kind: 'savedItemChanged',
    recipients: savedItemHolders(scope.post.id),
    actorId: publisherId,
    link,
    subject: `Updated: ${revision.fields.title ?? scope.post.title}`,
    mailSubject: (t) => t.subjects.updated(revision.fields.title ?? scope.post.title),
    groupKey: `saved:${scope.post.id}`,
  });
}

/** A first publication's notice to the followers: of the module's topic, or of the item's tags. */
const queueFollowers = (
  trx: Db,
  scope: StepScope,
  revision: RevisionRow,
  notice: { link: string; tags: string[]; actorId: number | null },
) => {
  const title = revision.fields.title ?? scope.post.title;
  const common = { actorId: notice.actorId, link: notice.link, groupKey: `followed:${scope.post.id}` };
  return scope.kind === 'module'
    ? queueFollowFanout(trx, {
        ...common,
        kind: 'followedModule',
        targetType: 'topic',
        targets: revision.fields.topic ? [revision.fields.topic] : [],
        subject: `${revision.fields.topic}: ${title}`,
      })
    : queueFollowFanout(trx, {
        ...common,
        kind: 'followedItem',
        targetType: 'category',
        targets: notice.tags,
        subject: title,
      });
};

/**
 * An item members could see leaves the site (withdrawn, or expired at its review-by date):
 * everyone who saved it is told, with a link to their saved items (the item's own page is gone).
 * Pass the transaction that takes it off the site.
 */
export function notifySavedWithdrawn(
  trx: Db,
  ctx: StepCtx,
  item: { id: number; kind: string; title: string },
  actorId: number | null,
) {
  const list = item.kind === 'module' ? 'saved-modules' : 'favorites';
  return notifyInStep(trx, ctx, {
    kind: 'savedItemChanged',
    recipients: savedItemHolders(item.id),
    actorId,
    link: `${SITE_ROUTES.accounts}#${list}`,
    subject: `Withdrawn: ${item.title}`,
    mailSubject: (t) => t.subjects.withdrawn(item.title),
    groupKey: `saved:${item.id}`,
  });
}

/** What members will see of a module revision, as the modules writer takes it. */
function toModuleInput(f: ContentFields, firstPublication: boolean) {
  return {
    title: f.title ?? '',
    topic: f.topic ?? '',
    description: f.excerpt ?? '',
    moduleIntro: f.moduleIntro ?? '',
    associatedTrials: f.associatedTrials ?? '',
    conflictOfInterests: f.conflictOfInterests ?? '',
    featureImage: f.featureImage,
    pdfLinks: f.pdfLinks ?? [],
    videoLinks: f.videoLinks ?? [],
    figures: f.figures ?? [],
    readings: f.readings ?? [],
    references: f.references ?? [],
    // The launch date the editor gave; else the first publication's day, kept after.
    dateLaunched: f.publishedAt ? f.publishedAt.slice(0, 10) : firstPublication ? todayUtc() : undefined,
  };
}
