import {
  missingFields,
  CONTENT_FIELD_LABELS,
  type ContentKind,
  type GhostImportItem,
  type GhostImportJob,
  type GhostImportReport,
} from '@aatd/contract';
import { memberOf, requireRole, type Actor } from '../../core/access-policy.js';
import type { ServiceContext } from '../../core/service-context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { planGhostImport, readGhostExport, type PlannedPost } from '../../lib/ghost-export/ghost-export.js';
import { createContent, submitContent } from './console-content.service.js';
import { cleanFields } from './content-steps.js';
import {
  claimImportJob,
  findImportedPosts,
  findImportJob,
  finishImportJob,
  insertImportJob,
  recordImportedPost,
  recordImportProgress,
  type ImportJobRow,
} from './ghost-import.repository.js';

/** Thrown inside the creating transaction when another import took the Ghost post first. */
class AlreadyImported extends Error {}

const IMPORTERS_ONLY = 'Only editors may import content.';

const item = (p: PlannedPost, over: Partial<GhostImportItem>): GhostImportItem => ({
  ghostId: p.ghostId,
  title: p.title,
  kind: p.target?.kind ?? null,
  newsGroup: p.target?.newsGroup ?? null,
  educationCategory: p.target?.educationCategory ?? null,
  outcome: 'skipped',
  contentId: null,
  state: null,
  publishedAt: p.publishedAt,
  problems: p.problems,
  ...over,
});

/**
 * POST /api/admin/content/import and `content:import-ghost`: a Ghost JSON export into the console.
 * Each post is created as an editor's save would be (createContent: a version and an audit
 * record, the body sanitized), then submitted for review when its required fields are filled;
 * otherwise it stays a draft and the report says what is missing. Posts imported before (same
 * Ghost id or uuid) are skipped. A dry run plans and checks the same way and writes nothing.
 */
export async function importGhostExport(
  ctx: Pick<ServiceContext, 'db'>,
  actor: Actor,
  input: unknown,
  options: { dryRun: boolean; onProgress?: (done: number) => Promise<void> },
): Promise<GhostImportReport> {
  const member = requireRole(actor, 'editor', IMPORTERS_ONLY);
  const plan = planGhostImport(readGhostExport(input));

  const imported = await findImportedPosts(
    ctx.db,
    plan.map((p) => p.ghostId),
    plan.flatMap((p) => (p.uuid ? [p.uuid] : [])),
  );
  const previous = (p: PlannedPost) =>
    imported.find((r) => r.ghost_id === p.ghostId || (p.uuid !== null && r.ghost_uuid === p.uuid));

  const items: GhostImportItem[] = [];
  for (const p of plan) {
    if (options.onProgress && items.length > 0) await options.onProgress(items.length);
    if (p.skip || !p.target) {
      items.push(item(p, { problems: [p.skip ?? 'No kind.', ...p.problems] }));
      continue;
    }
    const before = previous(p);
    if (before) {
      items.push(item(p, { outcome: 'duplicate', contentId: before.post_id, problems: ['Imported before.'] }));
      continue;
    }
    const kind: ContentKind = p.target.kind;
    const fields = cleanFields(kind, p.fields);
    const missing = missingFields(kind, fields);
    const problems = missing.length
      ? [...p.problems, `Stays a draft until filled in: ${missing.map((f) => CONTENT_FIELD_LABELS[f]).join(', ')}.`]
      : p.problems;
    const state = missing.length ? 'draft' : 'in_review';
    if (options.dryRun) {
      items.push(item(p, { outcome: 'create', state, problems }));
      continue;
    }
    try {
      const created = await createContent(
        ctx,
        member,
        { kind, fields },
        {
          auditDetails: { source: 'ghost-import', ghostId: p.ghostId, ghostUuid: p.uuid },
          alsoInTransaction: async (trx, postId) => {
            const recorded = await recordImportedPost(trx, {
              ghostId: p.ghostId,
              uuid: p.uuid,
              postId,
              importedBy: member.id,
            });
            if (!recorded) throw new AlreadyImported();
          },
        },
      );
      const after = missing.length ? created : await submitContent(ctx, member, created.id);
      items.push(item(p, { outcome: 'created', contentId: created.id, state: after.state, problems }));
    } catch (err) {
      if (err instanceof AlreadyImported) {
        const now = (await findImportedPosts(ctx.db, [p.ghostId], p.uuid ? [p.uuid] : []))[0];
        items.push(item(p, { outcome: 'duplicate', contentId: now?.post_id ?? null, problems: ['Imported before.'] }));
      } else if (err instanceof AppError && err.statusCode === 400) {
        items.push(item(p, { problems: [...problems, err.message] }));
      } else throw err;
    }
  }
  return report(options.dryRun, plan, items);
}

function report(dryRun: boolean, plan: PlannedPost[], items: GhostImportItem[]): GhostImportReport {
  const made = items.filter((i) => i.outcome === 'create' || i.outcome === 'created');
  const byKind: GhostImportReport['byKind'] = {};
  for (const i of made) if (i.kind) byKind[i.kind] = (byKind[i.kind] ?? 0) + 1;

  const unknown = new Map<string, { slug: string; name: string; posts: string[] }>();
  const images = new Map<string, string[]>();
  for (const p of plan) {
    for (const t of p.unknownTags) {
      const entry = unknown.get(t.slug) ?? { slug: t.slug, name: t.name, posts: [] };
      entry.posts.push(p.title);
      unknown.set(t.slug, entry);
    }
    if (p.skip) continue;
    for (const url of p.images) images.set(url, [...(images.get(url) ?? []), p.title]);
  }
  return {
    dryRun,
    totals: {
      posts: plan.length,
      imported: made.length,
      inReview: made.filter((i) => i.state === 'in_review').length,
      drafts: made.filter((i) => i.state === 'draft').length,
      duplicates: items.filter((i) => i.outcome === 'duplicate').length,
      skipped: items.filter((i) => i.outcome === 'skipped').length,
    },
    byKind,
    unknownTags: [...unknown.values()],
    images: [...images].map(([url, posts]) => ({ url, posts })),
    items,
  };
}

// --- queued imports (the console) ----------------------------------------------------------------

const presentJob = (row: ImportJobRow): GhostImportJob => ({
  id: row.id,
  state: row.state,
  total: row.total,
  done: row.done,
  report: (row.report as GhostImportReport | null) ?? null,
  error: row.error,
  createdAt: row.created_at.toISOString(),
  finishedAt: row.finished_at?.toISOString() ?? null,
});

/**
 * POST /api/admin/content/import?dryRun=false: the file is checked now (400 for one that is not
 * an export) and imported by the background job, which the console follows (getGhostImportJob).
 */
export async function queueGhostImport(
  ctx: Pick<ServiceContext, 'db'>,
  actor: Actor,
  input: unknown,
): Promise<GhostImportJob> {
  const member = requireRole(actor, 'editor', IMPORTERS_ONLY);
  const data = readGhostExport(input);
  const row = await insertImportJob(ctx.db, { createdBy: member.id, file: input, total: data.posts.length });
  return presentJob(row);
}

/** GET /api/admin/content/import/:id */
export async function getGhostImportJob(
  ctx: Pick<ServiceContext, 'db'>,
  actor: Actor,
  id: number,
): Promise<GhostImportJob> {
  requireRole(actor, 'editor', IMPORTERS_ONLY);
  const row = await findImportJob(ctx.db, id);
  if (!row) throw notFound('The import');
  return presentJob(row);
}

/** A worker that stops beating this long is taken to have died; its job runs again. */
export const IMPORT_STALE_MS = 2 * 60_000;

/**
 * The background job's round: runs every queued import, one after the other, as the editor who
 * queued it (their role checked again now), writing progress after each post. Returns how many ran.
 */
export async function runQueuedImports(ctx: Pick<ServiceContext, 'db'>, now = () => new Date()): Promise<number> {
  let ran = 0;
  for (;;) {
    const job = await claimImportJob(ctx.db, now(), IMPORT_STALE_MS);
    if (!job) return ran;
    ran += 1;
    try {
      const report = await importGhostExport(ctx, memberOf({ id: job.created_by!, role: job.role }), job.file, {
        dryRun: false,
        onProgress: async (done) => {
          await recordImportProgress(ctx.db, job.id, done);
        },
      });
      await finishImportJob(ctx.db, job.id, { state: 'done', report, done: report.items.length });
    } catch (err) {
      const message =
        err instanceof AppError ? err.message : 'The import stopped on an unexpected error; the server log has it.';
      await finishImportJob(ctx.db, job.id, { state: 'failed', error: message });
      if (!(err instanceof AppError)) throw err;
    }
  }
}
